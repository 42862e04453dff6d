import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from '@automercato/router';
import { routes } from '../../routes';

const renderAt = (url: string) => render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />);

describe('AdminPage', () => {
  it('names the section of the address', () => {
    renderAt('/admin/dealer-admins');
    expect(screen.getByText('Sezione: Amministratori dei concessionari.')).toBeTruthy();
  });

  it('says nothing of a section it does not know', () => {
    renderAt('/admin/unknown');
    expect(screen.queryByText(/Sezione:/)).toBeNull();
  });

  it('links to the operations pages', () => {
    renderAt('/admin/users');
    expect(screen.getByRole('link', { name: "Pulse (salute dell'applicazione)" }).getAttribute('href')).toBe('/pulse');
    expect(screen.getByRole('link', { name: 'Horizon (code e lavori)' }).getAttribute('href')).toBe('/horizon');
  });
});
