import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from '@automercato/router';
import { routes } from '../../routes';

describe('CarfaxPage', () => {
  it('is served at /carfax with its Italian title', () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/carfax'] })} />);
    expect(screen.getByRole('heading', { name: /Storia del veicolo/ })).toBeTruthy();
    expect(document.title || document.querySelector('title')?.textContent).toContain('Storia del veicolo');
  });
});
