import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from '@automercato/router';
import { provideApi } from '@automercato/entities/api';
import { createAdminList, type ApiQuery } from '../model/list';
import type { ListSpec } from '../model/query';
import { AdminList } from './AdminList';
import { AuditTrail } from './AuditTrail';
import { fakeApi, ok } from '../../../test/harness';

interface Row { id: string; email: string }
const spec: ListSpec = { sortable: ['created_at', 'email'], defaultSort: 'created_at', filters: ['status'] };
const asked: ApiQuery[] = [];
let answer: () => Promise<{ items: Row[]; meta: { page: number; per_page: number; total: number; last_page: number; total_capped: boolean } }>;
const list = createAdminList<Row>(async (query) => { asked.push(query); return answer(); });

function mount(path = '/admin/users') {
  const router = createMemoryRouter([{
    path: '/admin/users',
    element: (
      <AdminList
        spec={spec} list={list} caption="Utenti" rowKey={(r) => r.id} searchLabel="Cerca per e-mail"
        columns={[{ key: 'email', header: 'E-mail', sortKey: 'email' }, { key: 'id', header: 'Id' }]}
        exportPath="/api/admin/users/export.csv"
        filters={(query, setFilter) => (
          <label>Stato <select value={query.filters.status ?? ''} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">Tutti</option><option value="disabled">Disattivati</option>
          </select></label>
        )}
      />
    ),
  }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => { asked.length = 0; provideApi(null); });

describe('an admin table', () => {
  it('shows the rows and the count; search, filter and sort go to the address and to the API', async () => {
    answer = async () => ({ items: [{ id: 'u1', email: 'anna@example.it' }], meta: { page: 1, per_page: 25, total: 1, last_page: 1, total_capped: false } });
    const router = mount();
    expect(await screen.findByText('anna@example.it')).toBeTruthy();
    expect(screen.getByText('1 risultato')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca per e-mail' }), 'anna');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=anna'));
    await userEvent.selectOptions(screen.getByLabelText('Stato'), 'disabled');
    await waitFor(() => expect(router.state.location.search).toBe('?q=anna&status=disabled'));
    const header = screen.getByRole('columnheader', { name: /E-mail/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=anna&status=disabled&sort_by=email&sort_direction=asc'));
    expect(screen.getByRole('columnheader', { name: /E-mail/ }).getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, per_page: 25, sort_by: 'email', sort_direction: 'asc', q: 'anna', status: 'disabled' }));
    expect(screen.getByRole('link', { name: 'Esporta CSV' }).getAttribute('href'))
      .toBe('/api/admin/users/export.csv?sort_by=email&sort_direction=asc&q=anna&status=disabled');
  });

  it('on a phone the order is a select (the cards have no headers)', async () => {
    answer = async () => ({ items: [{ id: 'u1', email: 'anna@example.it' }], meta: { page: 1, per_page: 25, total: 1, last_page: 1, total_capped: false } });
    const router = mount();
    await screen.findByText('anna@example.it');
    const select = screen.getByLabelText('Ordina per') as HTMLSelectElement;
    expect(select.value).toBe('created_at:desc');
    await userEvent.selectOptions(select, 'email:desc');
    await waitFor(() => expect(router.state.location.search).toBe('?sort_by=email&sort_direction=desc'));
  });

  it('says "oltre" when the total is capped, and offers the pages', async () => {
    answer = async () => ({ items: [{ id: 'u1', email: 'a@b.it' }], meta: { page: 1, per_page: 25, total: 10_000, last_page: 400, total_capped: true } });
    const router = mount();
    expect(await screen.findByText(/Oltre 10\.000 risultati/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('a failed load offers "Riprova"', async () => {
    answer = async () => { throw new Error('offline'); };
    mount('/admin/users?page=3');
    expect(await screen.findByRole('heading', { name: "Impossibile caricare l'elenco" })).toBeTruthy();
    answer = async () => ({ items: [{ id: 'u9', email: 'ok@b.it' }], meta: { page: 3, per_page: 25, total: 51, last_page: 3, total_capped: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('ok@b.it')).toBeTruthy();
  });
});

describe('the audit trail', () => {
  it('lists who changed what, when and from where, with Italian labels and values, never raw fields', async () => {
    const { api, calls } = fakeApi((call) => call.path === '/api/admin/audit' ? ok({
      items: [
        { id: '2', at: '2026-11-24T11:00:00.000Z', action: 'listing.enable', entity_type: 'user', entity_id: 'u1',
          actor: { id: 'a1', email: 'admin@automercato.example', name: 'Luca Ferrari' },
          before: { status: 'disabled', moderated_by: '7d1c1a52-0000-4000-8000-000000000001', updated_at: '2026-11-24T10:00:00.000Z' },
          after: { status: 'enabled', moderated_by: '7d1c1a52-0000-4000-8000-000000000002', updated_at: '2026-11-24T11:00:00.000Z' },
          ip: null, changes: [{ field: 'status', label: 'Stato (moderazione)', before: 'disattivato', after: 'attivo' }] },
        { id: '1', at: '2026-11-24T10:00:00.000Z', action: 'user.disable', entity_type: 'user', entity_id: 'u1',
          actor: { id: 'a1', email: 'admin@automercato.example', name: 'Luca Ferrari' }, before: { enabled: true }, after: { enabled: false }, ip: '10.0.0.7',
          changes: [{ field: 'enabled', label: 'Stato', before: 'attivo', after: 'disattivato' }] },
      ],
      meta: { page: 1, per_page: 20, total: 2, last_page: 1, total_capped: false },
    }) : undefined);
    provideApi(api);
    const { container } = render(<AuditTrail entityType="user" entityId="u1" />);
    expect(await screen.findByText('Disattivazione')).toBeTruthy();
    expect(screen.getByText(/Luca Ferrari \(admin@automercato\.example\) · da 10\.0\.0\.7/)).toBeTruthy();
    const lines = [...container.querySelectorAll('.adm-audit__changes li')].map((li) => li.textContent);
    expect(lines).toEqual(['Stato (moderazione): disattivato → attivo', 'Stato: attivo → disattivato']);
    // The stored values stay in the answer; none of them reaches the page.
    expect(container.textContent).not.toMatch(/updated_at|moderated_by|enabled|disabled|7d1c1a52/);
    expect(calls[0]!.search).toBe('?entity_type=user&entity_id=u1&per_page=20');
  });
});
