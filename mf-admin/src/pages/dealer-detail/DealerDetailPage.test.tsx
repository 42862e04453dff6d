import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { provideApi } from '@automercato/entities/api';
import { confirmFx } from '@automercato/shell-api';
import { fakeApi, ok, on, renderRoute } from '../../test/harness';
import { dealer } from '../../test/dealer-fixtures';

const UUID = '3f1c2b9e-1111-4222-8333-444455556666';
const emptyAudit = ok({ items: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1, total_capped: false } });
const full = dealer({
  uuid: UUID,
  recent_listings: [{ uuid: 'l-1', title: 'Fiat Panda 1.0', price: 8900, state: 'published', status: 'enabled', showcase: true, featured: false, created_at: '2026-11-01T00:00:00.000Z' }],
  payments: [{ uuid: 'p-1', purpose: 'subscription', amount_cents: 14900, currency: 'EUR', status: 'paid', created_at: '2026-11-01T00:00:00.000Z', paid_at: '2026-11-01T00:00:00.000Z', invoice_code: '2026/00012' }],
  memberships: [{ user: { uuid: 'u-1', email: 'marco@example.it', name: 'Marco', surname: 'Rossi', enabled: true }, role: 'owner', created_at: '2026-01-01T00:00:00.000Z' }],
});

afterEach(() => { provideApi(null); confirmFx.use(async () => false); });

describe('/admin/dealers/:uuid', () => {
  it('shows plan and usage, listings, payments with invoices, people; disables with a reason for the owners', async () => {
    const { api, calls } = fakeApi(
      on('GET', `/api/admin/dealers/${UUID}`, ok(full)),
      on('POST', `/api/admin/dealers/${UUID}/disable`, ok({ ...full, enabled: false, disabled_reason: 'Documenti della società da verificare.' })),
      on('GET', '/api/admin/audit', emptyAudit),
    );
    confirmFx.use(async () => true);
    renderRoute(`/admin/dealers/${UUID}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Autosalone Rossi' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Annunci pubblicati 12 \/ 200/ })).toBeTruthy();
    expect(screen.getByText('Fiat Panda 1.0')).toBeTruthy();
    expect(screen.getByText('2026/00012')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Marco Rossi' }).getAttribute('href')).toBe('/admin/dealer-admins/u-1');
    expect(await screen.findByText('Nessuna modifica registrata.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Disattiva concessionario' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Documenti della società da verificare.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disattiva' }));
    expect(await screen.findByRole('button', { name: 'Riattiva concessionario' })).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST' && c.path.endsWith('/disable'));
    expect(sent?.body).toEqual({ reason: 'Documenti della società da verificare.' });
    expect(screen.getByTestId('dealer-disabled-reason').textContent).toContain('Documenti della società da verificare.');
  });

  it('a dealer waiting for its partita IVA review: the contests, then a confirmation with its reason', async () => {
    const waiting = dealer({
      uuid: UUID, vat_confirmation: 'unconfirmed',
      vat_contests: [{ uuid: 'c-1', vat_number: '01234567897', company_name: 'Costruttore Famoso S.p.A.', email: 'legale@famoso.example', message: 'Il numero è nostro.', created_at: '2026-11-20T00:00:00.000Z' }],
    });
    const reason = 'Visura camerale verificata con il titolare';
    const { api, calls } = fakeApi(
      on('GET', `/api/admin/dealers/${UUID}`, ok(waiting)),
      on('POST', `/api/admin/dealers/${UUID}/vat-review`, ok({ ...waiting, vat_confirmation: 'confirmed', vat_review_reason: reason })),
      on('GET', '/api/admin/audit', emptyAudit),
    );
    renderRoute(`/admin/dealers/${UUID}`, api);
    expect(await screen.findByRole('heading', { name: 'Verifica della partita IVA' })).toBeTruthy();
    expect(screen.getAllByText('P. IVA in verifica').length).toBeGreaterThan(0);
    expect(screen.getByText('Costruttore Famoso S.p.A.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Motivo della decisione/ }), reason);
    await userEvent.click(screen.getByRole('button', { name: 'Conferma partita IVA' }));
    expect((await screen.findAllByText('P. IVA confermata')).length).toBeGreaterThan(0);
    const sent = calls.find((c) => c.method === 'POST' && c.path.endsWith('/vat-review'));
    expect(sent?.body).toEqual({ decision: 'confirmed', reason });
  });

  it('an unknown dealer is the shell\'s 404 screen', async () => {
    const { api } = fakeApi();
    renderRoute(`/admin/dealers/${UUID}`, api);
    await waitFor(() => expect(screen.getByTestId('screen-error').getAttribute('data-status')).toBe('404'));
  });
});
