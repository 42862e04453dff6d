import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { $reportAvailability } from '@automercato/shell-api';
import { fakeApi, ok, on, renderRoute, fail } from '../../test/harness';
import { DEALER, REPORT, reportDetail } from '../../test/fixtures';

const base = `/api/dealers/${DEALER}`;
const plan = {
  subscription_plan: { uuid: 'p', code: 'pro', name: 'Pro', tier: 'Pro', price_cents: 14900, limits: {} }, trial: null,
  counters: { carfax: { subscription: { availability: 4 }, credit: { availability: 7 } } },
};
const serve = (...extra: Parameters<typeof fakeApi>) => fakeApi(
  ...extra,
  on('GET', `${base}/subscription`, ok(plan)),
  on('GET', `${base}/carfax-availability`, ok({ subscription: { availability: 4, per_month: 5, used_this_month: 1 }, credit: { availability: 7 }, total: 11 })),
  on('GET', `${base}/carfax-package-purchases`, ok({ items: [{ uuid: 'u1', package: { code: 'carfax-10', name: '10 report' }, purchased_at: '2026-10-01T10:00:00.000Z', expires_at: '2027-10-01T10:00:00.000Z', expired: false, reports_total: 10, reports_used: 3, reports_left: 7, price_cents: 4900 }], meta: { page: 1, per_page: 50, total: 1, last_page: 1 } })),
  on('GET', `${base}/carfax-requests`, ok({ items: [], meta: { page: 1, per_page: 100, total: 0, last_page: 1 } })),
  on('GET', `${base}/settings`, ok({ auto_approve_carfax_requests: false })),
);

describe('/dealer/{uuid}/carfax', () => {
  it('shows availability, packages with their checkout links, packages bought, and loads the plan into the shell', async () => {
    const { api } = serve();
    renderRoute(`/dealer/${DEALER}/carfax`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report Carfax' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Area concessionario' })).toBeTruthy();
    const availability = screen.getByRole('region', { name: 'Report disponibili' });
    await waitFor(() => expect(within(availability).getByText(/report disponibili in totale/).textContent).toMatch(/^11/));
    expect(screen.getByRole('link', { name: 'Acquista il pacchetto da 10 report' }).getAttribute('href')).toBe(`/dealers/${DEALER}/carfax-package/checkout?package=carfax-10`);
    expect(screen.getByRole('link', { name: 'Acquista il pacchetto da 50 report' }).getAttribute('href')).toBe(`/dealers/${DEALER}/carfax-package/checkout?package=carfax-50`);
    expect(await screen.findByText('3 di 10')).toBeTruthy();
    await waitFor(() => expect($reportAvailability.getState()).toBe(11));
  });

  it('back from the package checkout, says whether the purchase went through', async () => {
    renderRoute(`/dealer/${DEALER}/carfax?acquisto=ok`, serve().api);
    expect(await screen.findByText(/^Pagamento ricevuto: i crediti del pacchetto compaiono/)).toBeTruthy();
  });

  it('back from a cancelled checkout, says nothing was charged', async () => {
    renderRoute(`/dealer/${DEALER}/carfax?acquisto=annullato`, serve().api);
    expect(await screen.findByText('Acquisto annullato: non ti è stato addebitato nulla.')).toBeTruthy();
  });

  it('buys a report by plate and opens it', async () => {
    const { api, calls } = serve(on('POST', `${base}/carfax-reports`, ok(reportDetail(), 201)), on('GET', `${base}/carfax-reports/${REPORT}`, ok(reportDetail())));
    renderRoute(`/dealer/${DEALER}/carfax`, api);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Targa/ }), 'fg123hk');
    await user.click(screen.getByRole('button', { name: 'Compra il report' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/dealer/${DEALER}/carfax-reports/${REPORT}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ plate: 'FG123HK' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fiat Panda (2017)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scarica il PDF' }).getAttribute('href')).toBe(`${base}/carfax-reports/${REPORT}/pdf`);
  });

  it('O2 (no plan reports, no credit) shows the Italian message under the form', async () => {
    const { api } = serve(on('POST', `${base}/carfax-reports`, fail(422, 'O2', 'Non hai crediti per acquistare un report.')));
    renderRoute(`/dealer/${DEALER}/carfax`, api);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Targa/ }), 'AB123CD');
    await user.click(screen.getByRole('button', { name: 'Compra il report' }));
    const form = screen.getByRole('form', { name: 'Compra un report' });
    expect((await within(form).findByRole('alert')).textContent).toBeTruthy();
  });
});
