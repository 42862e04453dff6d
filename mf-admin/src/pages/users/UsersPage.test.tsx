import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@automercato/api-sdk';
import { confirmFx } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';
import { fail, fakeApi, ok, on, renderRoute, type Handler } from '../../test/harness';

const anna: AdminUserDetail = {
  uuid: '11111111-1111-4111-8111-111111111111', email: 'anna@esempio.it', name: 'Anna', surname: 'Neri', phone: '+39 333 1234567',
  role: 'customer', roles: ['customer'], enabled: true, email_verified_at: '2026-11-20T10:00:00.000Z', created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z', deleted_at: null, has_password: true, has_google: false, active_sessions: 2,
  dealers: [{ uuid: 'd1', name: 'Autosalone Neri', membership: 'owner' }],
};
const page = (items: unknown[]) => ok({ items, meta: { page: 1, per_page: 25, total: items.length, last_page: 1, total_capped: false } });
const roles = ok([
  { name: 'customer', label: 'Cliente', assignable: true }, { name: 'dealer', label: 'Concessionario', assignable: true },
  { name: 'automercato-admin', label: 'Amministratore AutoMercato', assignable: false }, { name: 'super-admin', label: 'Super amministratore', assignable: false },
]);

const originalConfirm = confirmFx.use.getCurrent();
afterEach(() => { confirmFx.use(originalConfirm); provideApi(null); });

function api(extra: Handler[] = []) {
  return fakeApi(
    ...extra,
    on('GET', '/api/admin/users', page([anna])),
    on('GET', `/api/admin/users/${anna.uuid}`, ok(anna)),
    on('GET', '/api/admin/roles', roles),
    on('GET', '/api/admin/audit', page([{
      id: '1', at: '2026-11-21T09:00:00.000Z', action: 'user.update', entity_type: 'user', entity_id: anna.uuid,
      actor: { id: 'a', email: 'admin@automercato.example', name: 'Luca Ferrari' }, before: { name: 'Anna Maria' }, after: { name: 'Anna' }, ip: '127.0.0.1',
      changes: [{ field: 'name', label: 'Nome', before: 'Anna Maria', after: 'Anna' }],
    }])),
  );
}

describe('UsersPage', () => {
  it('lists users with their state; filters go to the address and the API; the CSV link follows', async () => {
    const { api: client, calls } = api();
    const { router } = renderRoute('/admin/users', client);
    expect(await screen.findByRole('button', { name: 'Apri anna@esempio.it' })).toBeTruthy();
    expect(screen.getByText('1 risultato')).toBeTruthy();
    expect(screen.getAllByText('Attivo').length).toBeGreaterThan(0);
    await userEvent.selectOptions(screen.getByLabelText('Ruolo'), 'dealer');
    await waitFor(() => expect(router.state.location.search).toBe('?role=dealer'));
    await waitFor(() => expect(calls.at(-1)?.search).toContain('role=dealer'));
    expect(screen.getByRole('link', { name: 'Esporta CSV' }).getAttribute('href')).toBe('/api/admin/users/export.csv?sort_by=created_at&sort_direction=desc&role=dealer');
  });

  it('opens a user\'s panel from the row (?user=) with details, audit trail, and disables after the confirm', async () => {
    const disabled = { ...anna, enabled: false, active_sessions: 0 };
    const { api: client, calls } = api([on('POST', `/api/admin/users/${anna.uuid}/disable`, ok(disabled))]);
    const asked: string[] = [];
    confirmFx.use(async (options) => { asked.push(options.title); return true; });
    const { router } = renderRoute('/admin/users', client);
    await userEvent.click(await screen.findByRole('button', { name: 'Apri anna@esempio.it' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?user=${anna.uuid}`));
    const panel = await screen.findByRole('dialog', { name: 'Anna Neri' });
    expect(await within(panel).findByText('Autosalone Neri')).toBeTruthy();
    expect(within(panel).getByText('2')).toBeTruthy();
    expect(await within(panel).findByText((_, el) => el?.tagName === 'LI' && el.textContent === 'Nome: Anna Maria → Anna')).toBeTruthy();
    // Admin roles cannot be granted by this admin: the boxes are there, disabled.
    expect((within(panel).getByLabelText('Super amministratore') as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(within(panel).getByRole('button', { name: 'Disattiva' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/disable'))).toBe(true));
    expect(asked).toEqual(['Disattivare Anna Neri?']);
    expect(await within(panel).findByRole('button', { name: 'Riattiva' })).toBeTruthy();
  });

  it('opens the panel straight from the address, and "Nuovo utente" sends the form', async () => {
    const created = { ...anna, uuid: '22222222-2222-4222-8222-222222222222', email: 'nuovo@esempio.it', name: 'Nuovo', surname: 'Utente' };
    const { api: client, calls } = api([
      on('POST', '/api/admin/users', ok(created, 201)),
      on('GET', `/api/admin/users/${created.uuid}`, ok(created)),
    ]);
    const { router } = renderRoute(`/admin/users?user=${anna.uuid}`, client);
    expect(await screen.findByRole('dialog', { name: 'Anna Neri' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo utente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo utente' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea utente' }));
    expect(await within(dialog).findByText('Il campo email è richiesto')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'nuovo@esempio.it');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Nuovo');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Cognome/ }), 'Utente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea utente' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/users')?.body).toEqual({
      email: 'nuovo@esempio.it', name: 'Nuovo', surname: 'Utente', phone: null, roles: ['customer'], email_verified: false,
    }));
    await waitFor(() => expect(router.state.location.search).toBe(`?user=${created.uuid}`));
  });

  it('a save refused by the API shows its message on the field, in the panel that stays open', async () => {
    const { api: client, calls } = api([on('PUT', `/api/admin/users/${anna.uuid}`, fail(409, 'A3', 'Email already taken'))]);
    renderRoute(`/admin/users?user=${anna.uuid}`, client);
    const panel = await screen.findByRole('dialog', { name: 'Anna Neri' });
    const address = await within(panel).findByRole('textbox', { name: /^Email/ }) as HTMLInputElement;
    await userEvent.clear(address);
    await userEvent.type(address, 'giulia@esempio.it');
    await userEvent.click(within(panel).getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      email: 'giulia@esempio.it', name: 'Anna', surname: 'Neri', phone: '+39 333 1234567', roles: ['customer'], email_verified: false,
    }));
    expect(await within(panel).findByText('Questo indirizzo email è già registrato.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(address.value).toBe('giulia@esempio.it');
  });
});
