import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, fail, ok, on, renderRoute } from '../../test/harness';
import { reportDetail, troubledReport } from '../../test/fixtures';

const shared = (report: unknown) => ({
  request_uuid: 'r1', approved_at: '2026-11-20T10:00:00.000Z', expires_at: '2026-12-20T10:00:00.000Z', dealer_name: 'Auto Rossi',
  listing: { uuid: 'l1', title: 'Fiat Panda 1.2', version: '1.2', url: '/item/l1' }, report,
});

describe('/carfax/report/{token}', () => {
  it('renders the shared report with who shared it', async () => {
    const { api } = fakeApi(on('GET', '/api/carfax-reports/shared/tok123', ok(shared(reportDetail(troubledReport())))));
    renderRoute('/carfax/report/tok123', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fiat Panda (2017)' })).toBeTruthy();
    expect(screen.getByText('Auto Rossi')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/manomissione/);
  });

  it('an unknown or expired link says so in Italian, no error screen', async () => {
    const { api } = fakeApi(on('GET', '/api/carfax-reports/shared/nope', fail(404, '4', 'Non trovato.')));
    renderRoute('/carfax/report/nope', api);
    expect(await screen.findByRole('heading', { name: 'Report non disponibile' })).toBeTruthy();
  });
});
