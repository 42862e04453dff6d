import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { provideApi } from '@automercato/entities/api';
import { fakeApi, ok, on, renderRoute, type Handler } from '../../test/harness';

const UUID = '9a1c2b9e-1111-4222-8333-444455556666';
const user = { uuid: UUID, email: 'marco@example.it', name: 'Marco', surname: 'Rossi', enabled: true };
const rossi = { dealer: { uuid: 'd-1', name: 'Autosalone Rossi', city: 'Milano', enabled: true }, role: 'owner', created_at: '2026-01-01T00:00:00.000Z' };
const bianchi = { dealer: { uuid: 'd-2', name: 'Auto Bianchi', city: 'Torino', enabled: true }, role: 'admin', created_at: '2026-11-01T00:00:00.000Z' };
const emptyAudit = ok({ items: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1, total_capped: false } });
const found = { uuid: 'd-2', name: 'Auto Bianchi', company_name: 'Bianchi S.p.A.', vat_number: '1', email: 'b@b.it', city: 'Torino', enabled: true, verified: true, vat_confirmation: 'confirmed', plan: { code: 'free', name: 'Free' }, published_listings: 0, created_at: '2026-01-01T00:00:00.000Z' };

afterEach(() => provideApi(null));

describe('/admin/dealer-admins/:uuid', () => {
  it('lists the user\'s dealerships; finds a dealer and adds it with the chosen role', async () => {
    const put: Handler = (call) => (call.method === 'PUT' ? ok({ user, dealerships: [rossi, { ...bianchi, role: 'owner' }] }) : undefined);
    const { api, calls } = fakeApi(
      on('GET', `/api/admin/user-dealerships/${UUID}`, ok({ user, dealerships: [rossi] })),
      on('GET', '/api/admin/dealers', ok({ items: [found], meta: { page: 1, per_page: 8, total: 1, last_page: 1, total_capped: false } })),
      on('GET', '/api/admin/audit', emptyAudit),
      put,
    );
    renderRoute(`/admin/dealer-admins/${UUID}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Marco Rossi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Autosalone Rossi' }).getAttribute('href')).toBe('/admin/dealers/d-1');
    expect((screen.getByLabelText('Ruolo per Autosalone Rossi') as HTMLSelectElement).value).toBe('owner');

    await userEvent.type(screen.getByLabelText(/Cerca il concessionario/), 'Bianchi');
    await userEvent.click(within(screen.getByRole('search', { name: 'Cerca un concessionario da aggiungere' })).getByRole('button', { name: 'Cerca' }));
    await userEvent.selectOptions(screen.getByLabelText('Ruolo da assegnare'), 'owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi Auto Bianchi come titolare' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      dealerships: [{ dealer: 'd-1', role: 'owner' }, { dealer: 'd-2', role: 'owner' }],
    }));
    expect(await screen.findByRole('link', { name: 'Auto Bianchi' })).toBeTruthy();
  });
});
