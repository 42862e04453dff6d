import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from '@automercato/router';
import { routes } from '../../routes';

describe('CarfaxPage', () => {
  it('is served at /carfax: what a report holds, how to ask, and a sample marked as demo data', () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/carfax'] })} />);
    expect(screen.getByRole('heading', { level: 1, name: /Storia del veicolo/ })).toBeTruthy();
    expect(document.title || document.querySelector('title')?.textContent).toContain('Storia del veicolo');
    expect(screen.getByRole('heading', { name: 'Cosa contiene un report' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Come ottenere un report' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/Dati dimostrativi/);
    // The sample has a roll-back: the flag shows.
    expect(screen.getByRole('alert').textContent).toMatch(/manomissione/);
  });
});
