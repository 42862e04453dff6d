import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $location, externalNavigationRequested, locationChanged, navigateFx, navigationRequested, openExternalFx } from './navigation';

describe('navigation units', () => {
  it('hands requests to the shell’s handlers', async () => {
    const calls: unknown[] = [];
    const scope = fork({
      handlers: [
        [navigateFx, (req: unknown) => void calls.push(req)],
        [openExternalFx, (url: string) => void calls.push(url)],
      ],
    });
    await allSettled(navigationRequested, { scope, params: { to: '/risultati?page=2', replace: true } });
    await allSettled(externalNavigationRequested, { scope, params: '/dealers/d/subscription/edit' });
    expect(calls).toEqual([{ to: '/risultati?page=2', replace: true }, '/dealers/d/subscription/edit']);
  });

  it('keeps the location the shell reports', async () => {
    const scope = fork();
    await allSettled(locationChanged, { scope, params: { pathname: '/faq', search: '?q=1', hash: '' } });
    expect(scope.getState($location)).toEqual({ pathname: '/faq', search: '?q=1', hash: '' });
  });
});
