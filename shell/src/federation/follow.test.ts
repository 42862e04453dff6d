import { describe, expect, it, vi } from 'vitest';
import { followRemotesMap, type FollowRouter } from './follow';

type State = Parameters<Parameters<FollowRouter['subscribe']>[0]>[0];

function fakeRouter() {
  let listener: ((state: State) => void) | null = null;
  const router: FollowRouter = {
    state: { location: { key: 'default', pathname: '/', search: '' } },
    subscribe(fn) {
      listener = fn;
      return () => (listener = null);
    },
  };
  return { router, emit: (state: State) => listener?.(state) };
}

const at = (key: string, pathname: string) => ({ key, pathname, search: '' });

describe('followRemotesMap', () => {
  it('checks when a navigation starts, once per navigation, and not for the first address', () => {
    const { router, emit } = fakeRouter();
    const check = vi.fn();
    followRemotesMap(router, check);
    // The first load settling (loaders of the home page): same address, no request.
    emit({ location: at('default', '/'), navigation: {} });
    expect(check).not.toHaveBeenCalled();
    // Navigation to the results: started…
    emit({ location: at('default', '/'), navigation: { location: at('a1', '/risultati') } });
    expect(check).toHaveBeenCalledTimes(1);
    // …and completed: the same navigation.
    emit({ location: at('a1', '/risultati'), navigation: {} });
    expect(check).toHaveBeenCalledTimes(1);
    // A navigation without loaders completes at once.
    emit({ location: at('b2', '/favourites'), navigation: {} });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('never lets a failing check reach the router', () => {
    const { router, emit } = fakeRouter();
    followRemotesMap(router, () => {
      throw new Error('boom');
    });
    expect(() => emit({ location: at('c3', '/faq'), navigation: {} })).not.toThrow();
  });
});
