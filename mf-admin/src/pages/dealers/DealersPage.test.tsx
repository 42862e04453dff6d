import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { provideApi } from '@automercato/entities/api';
import { fakeApi, ok, on, renderRoute } from '../../test/harness';

const row = {
  uuid: 'd-1', name: 'Autosalone Rossi', company_name: 'Rossi S.r.l.', vat_number: '01234567897', email: 'info@rossi.it', city: 'Milano',
  enabled: false, verified: true, vat_confirmation: 'confirmed', plan: { code: 'pro', name: 'Pro' }, published_listings: 12, created_at: '2026-01-01T00:00:00.000Z',
};
const page = { items: [row], meta: { page: 1, per_page: 25, total: 1, last_page: 1, total_capped: false } };

afterEach(() => provideApi(null));

describe('/admin/dealers', () => {
  it('lists dealers with plan and state, links each to its page; the plan filter goes to the address and the API', async () => {
    const { api, calls } = fakeApi(on('GET', '/api/admin/dealers', ok(page)));
    const { router } = renderRoute('/admin/dealers', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Concessionari' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Autosalone Rossi' });
    expect(link.getAttribute('href')).toBe('/admin/dealers/d-1');
    expect(screen.getByText('Disattivato')).toBeTruthy();
    expect(screen.getAllByText('Pro').length).toBeGreaterThan(0);
    await userEvent.selectOptions(screen.getByLabelText('Piano'), 'trial');
    await waitFor(() => expect(router.state.location.search).toBe('?plan=trial'));
    await waitFor(() => expect(calls.at(-1)?.search).toContain('plan=trial'));
    expect(screen.getByRole('link', { name: 'Esporta CSV' }).getAttribute('href')).toContain('/api/admin/dealers/export.csv?');
  });
});
