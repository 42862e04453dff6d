import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, renderRoute } from '../../test/harness';
import { REPORT, reportDetail, troubledReport } from '../../test/fixtures';

const { document: _doc, ...report } = reportDetail(troubledReport());

describe('/admin/carfax-reports', () => {
  it('lists every dealer\'s reports with the dealer, and creates one for a dealer', async () => {
    const { api, calls } = fakeApi(
      on('GET', '/api/admin/carfax-reports', ok({ items: [report], meta: { page: 1, per_page: 20, total: 1, last_page: 1 } })),
      on('POST', '/api/admin/carfax-reports', ok(reportDetail(), 201)),
      on('GET', `/api/admin/carfax-reports/${REPORT}`, ok(reportDetail())),
    );
    renderRoute('/admin/carfax-reports', api);
    expect(screen.getByRole('navigation', { name: 'Amministrazione' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: 'Fiat Panda (2017)' })).closest('tr')!;
    expect(within(row).getByText('Auto Rossi')).toBeTruthy();
    expect(within(row).getByText('4 problemi')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Telaio (VIN)' }));
    await user.type(screen.getByRole('textbox', { name: /Numero di telaio/ }), 'ZFA31200000123456');
    await user.type(screen.getByRole('textbox', { name: /Concessionario/ }), 'auto-rossi');
    await user.click(screen.getByRole('button', { name: 'Genera il report' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/admin/carfax-reports/${REPORT}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ vin: 'ZFA31200000123456', dealer: 'auto-rossi' });
  });
});
