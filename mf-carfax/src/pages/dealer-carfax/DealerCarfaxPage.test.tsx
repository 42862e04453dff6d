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
  // Prices the page cannot know by itself: it shows what the API sells.
  on('GET', '/api/carfax-packages', ok([
    { code: 'carfax-10', name: '10 report Carfax', reports: 10, price_cents: 5900, per_report_cents: 590, validity_months: 12 },
    { code: 'carfax-50', name: '50 report Carfax', reports: 50, price_cents: 19900, per_report_cents: 398, validity_months: 12 },
  ])),
);

describe('/dealer/{uuid}/carfax', () => {
  it('shows availability, packages with their checkout links, packages bought, and loads the plan into the shell', async () => {
    const { api } = serve();
    renderRoute(`/dealer/${DEALER}/carfax`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report Carfax' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Area concessionario' })).toBeTruthy();
    const availability = screen.getByRole('region', { name: 'Report disponibili' });
    await waitFor(() => expect(within(availability).getByText(/report disponibili in totale/).textContent).toMatch(/^11/));
    const ten = (await screen.findByRole('link', { name: 'Acquista il pacchetto da 10 report' })).closest('li')!;
    expect(ten.textContent).toContain('59\u00a0€');
    expect(ten.textContent).toContain('5,90\u00a0€ a report · validi 12 mesi');
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

  it('a plate the dealer already holds: asks, then buys a fresher report only when told to', async () => {
    const HELD = '0b7e2f1c-1111-4a5e-9d55-0d4d3b7c1a10';
    let posts = 0;
    const { api, calls } = serve(
      on('POST', `${base}/carfax-reports`, () => (posts++ === 0
        ? { status: 409, body: { error: true, error_code: 'C1', error_message: 'Hai già un report per questa targa.', data: { existing_report: { uuid: HELD, vin: null, plate: 'FG123HK', created_at: '2026-11-12T09:00:00.000Z' } } } }
        : ok(reportDetail(), 201))),
      on('GET', `${base}/carfax-reports/${REPORT}`, ok(reportDetail())),
    );
    renderRoute(`/dealer/${DEALER}/carfax`, api);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Targa/ }), 'FG123HK');
    await user.click(screen.getByRole('button', { name: 'Compra il report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hai già un report per questa targa' });
    expect(dialog.textContent).toContain('Hai già un report per la targa FG123HK (del 12/11/2026)');
    expect(within(dialog).getByRole('button', { name: 'Apri il report' })).toBeTruthy();
    // Nothing under the form: the question is the answer.
    expect(within(screen.getByRole('form', { name: 'Compra un report' })).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Acquista un report aggiornato' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/dealer/${DEALER}/carfax-reports/${REPORT}`));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ plate: 'FG123HK' }, { plate: 'FG123HK', refresh: true }]);
  });

  it('"Apri il report" in the question opens the report the dealer has', async () => {
    const HELD = '0b7e2f1c-1111-4a5e-9d55-0d4d3b7c1a10';
    const { api, calls } = serve(
      on('POST', `${base}/carfax-reports`, { status: 409, body: { error: true, error_code: 'C1', error_message: 'Hai già un report.', data: { existing_report: { uuid: HELD, vin: 'ZFA31200000123456', plate: null, created_at: '2026-11-12T09:00:00.000Z' } } } }),
      on('GET', `${base}/carfax-reports/${HELD}`, ok(reportDetail())),
    );
    renderRoute(`/dealer/${DEALER}/carfax`, api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Telaio/ }));
    await user.type(screen.getByRole('textbox', { name: /^Numero di telaio/ }), 'ZFA31200000123456');
    await user.click(screen.getByRole('button', { name: 'Compra il report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hai già un report per questo telaio' });
    await user.click(within(dialog).getByRole('button', { name: 'Apri il report' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/dealer/${DEALER}/carfax-reports/${HELD}`));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('"Report disponibili" follows an approval without a reload', async () => {
    const pending = {
      uuid: 'r1', status: 'pending', created_at: '2026-11-20T10:00:00.000Z', decided_at: null, decided_by: null, auto_approved: false,
      email: 'cliente@example.it', name: null, message: null, registered: true,
      listing: { uuid: 'l1', title: 'Fiat Panda', version: '1.2', url: '/item/l1', vin: null, plate: 'FG123HK', has_report: false },
      dealer: { uuid: DEALER, name: 'Auto Rossi' },
    };
    let left = 11;
    const { api } = fakeApi(
      on('GET', `${base}/carfax-availability`, () => ok({ subscription: { availability: 4, per_month: 5, used_this_month: 1 }, credit: { availability: left - 4 }, total: left })),
      on('GET', `${base}/carfax-requests`, ok({ items: [pending], meta: { page: 1, per_page: 100, total: 1, last_page: 1 } })),
      on('PUT', `${base}/carfax-requests/r1`, () => { left -= 1; return ok({ ...pending, status: 'approved' }); }),
      on('GET', `${base}/subscription`, ok(plan)),
      on('GET', `${base}/carfax-package-purchases`, ok({ items: [], meta: { page: 1, per_page: 50, total: 0, last_page: 1 } })),
      on('GET', `${base}/settings`, ok({ auto_approve_carfax_requests: false })),
    );
    renderRoute(`/dealer/${DEALER}/carfax`, api);
    const availability = screen.getByRole('region', { name: 'Report disponibili' });
    await waitFor(() => expect(within(availability).getByText(/report disponibili in totale/).textContent).toMatch(/^11/));
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Approva la richiesta di cliente@example.it/ }));
    await waitFor(() => expect(within(availability).getByText(/report disponibili in totale/).textContent).toMatch(/^10/));
  });
});
