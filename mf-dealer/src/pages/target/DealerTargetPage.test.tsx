import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from '@automercato/router';
import { ownDealersSet, userReset } from '@automercato/shell-api';
import { DealerTargetPage } from './DealerTargetPage';
import { anOwnDealer } from '@automercato/shell-api/testing';

const renderAt = (url: string) =>
  render(<RouterProvider router={createMemoryRouter([{ path: 'dealer/target', element: <DealerTargetPage /> }], { initialEntries: [url] })} />);

afterEach(() => userReset());

describe('DealerTargetPage', () => {
  const dealers = [
    anOwnDealer({ uuid: 'd-1', name: 'Laguna Motors', city: 'Venezia', membership: 'owner' }),
    anOwnDealer({ uuid: 'd-2', name: 'Felsina Motori', city: 'Bologna', membership: 'admin', enabled: false }),
  ];

  it('links every dealer to redirectTo with its uuid in place of q', () => {
    ownDealersSet(dealers);
    renderAt(`/dealer/target?redirectTo=${encodeURIComponent('/dealer/q/plan')}`);
    expect(screen.getByRole('link', { name: /Laguna Motors/ }).getAttribute('href')).toBe('/dealer/d-1/plan');
    expect(screen.getByRole('link', { name: /Felsina Motori/ }).getAttribute('href')).toBe('/dealer/d-2/plan');
    expect(screen.getByText('Bologna · Amministratore · sospeso')).toBeTruthy();
  });

  it.each(['//evil.example/q', '/\\evil.example', 'https://evil.example/q', '/dealer/q\n//evil'])(
    'an unsafe redirectTo (%j) leads to the listings instead',
    (redirectTo) => {
      ownDealersSet(dealers);
      renderAt(`/dealer/target?redirectTo=${encodeURIComponent(redirectTo)}`);
      expect(screen.getByRole('link', { name: /Laguna Motors/ }).getAttribute('href')).toBe('/dealer/d-1/listings');
    },
  );
});
