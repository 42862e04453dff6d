import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { $confirm, confirmAnswered } from '@automercato/shell-api';
import { fakeApi, ok, on, renderRoute } from '../../test/harness';
import { DEALER, REPORT, reportDetail } from '../../test/fixtures';

const base = `/api/dealers/${DEALER}`;
const { document: _doc, ...report } = reportDetail();
const page = { items: [report], meta: { page: 1, per_page: 20, total: 1, last_page: 1 } };
const match = (uuid: string, carfax: string | null, kind: string) => ({
  uuid, title: `Fiat Panda ${uuid}`, vin: null, plate: 'FG123HK', registration_year: 2017, mileage: 84000, state: 'published', cover_photo: null, carfax_report: carfax, match: kind,
});

describe('/dealer/{uuid}/carfax-reports', () => {
  it('lists the reports; delete asks the shell confirm dialog, then removes the row', async () => {
    const { api, calls } = fakeApi(
      on('GET', `${base}/subscription`, ok({ subscription_plan: null, counters: {} })),
      on('GET', `${base}/carfax-reports`, ok(page)),
      on('DELETE', `${base}/carfax-reports/${REPORT}`, ok({ uuid: REPORT, detached_listings: 0 })),
    );
    renderRoute(`/dealer/${DEALER}/carfax-reports`, api);
    const row = (await screen.findByRole('link', { name: 'Fiat Panda (2017)' })).closest('tr')!;
    expect(within(row).getByText('Nessun problema')).toBeTruthy();
    expect(within(row).getByRole('link', { name: /Scarica il PDF/ }).getAttribute('href')).toBe(`${base}/carfax-reports/${REPORT}/pdf`);
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Elimina/ }));
    await waitFor(() => expect($confirm.getState()?.title).toBe('Eliminare il report?'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    confirmAnswered(true);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Fiat Panda (2017)' })).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${base}/carfax-reports/${REPORT}`)).toBe(true);
  });

  it('"Associa ad annunci": matching listings with checkboxes, the ticked ones are associated', async () => {
    const { api, calls } = fakeApi(
      on('GET', `${base}/subscription`, ok({ subscription_plan: null, counters: {} })),
      on('GET', `${base}/carfax-reports`, ok(page)),
      on('GET', `${base}/carfax-reports/${REPORT}/matching-listings`, ok([match('l1', null, 'plate'), match('l2', null, 'make_model_year')])),
      on('POST', `${base}/carfax-reports/${REPORT}/associate-listings`, ok({ carfax_report: REPORT, listings: ['l1'] })),
    );
    renderRoute(`/dealer/${DEALER}/carfax-reports`, api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Associa ad annunci/ }));
    const box = await screen.findByRole('checkbox', { name: /Fiat Panda l1/ });
    expect(screen.getByText(/Corrispondenza: stessa targa/)).toBeTruthy();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Associa' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ listings: ['l1'] }));
  });
});
