// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ForDealersPage } from './ForDealersPage';
import { fakeApi, renderPage, resetAll } from '../account/test-utils';

afterEach(resetAll);

const limits = (active_listings: number | null, showcase_slots: number, featured_slots: number, reports_per_month: number) =>
  ({ active_listings, showcase_slots, featured_slots, reports_per_month });
const plan = (code: string, name: string, price: number, l: ReturnType<typeof limits>, is_trial = false) => ({
  uuid: `p-${code}`, code, name, tier: name, price, price_cents: price * 100, vat_rate: 22, vat_cents: 0, price_with_vat_cents: 0,
  currency: 'EUR', billing_period: 'month', vat_included: false, limits: l, is_trial, trial_days: is_trial ? 30 : null, purchasable: !is_trial,
});

describe('/for-dealers', () => {
  it('shows the plans and report packs the API sells (prices never typed in the page)', async () => {
    fakeApi({
      'GET /api/subscription-plans': { data: [
        plan('free', 'Free', 0, limits(10, 0, 0, 0)),
        plan('trial', 'Prova gratuita', 0, limits(200, 10, 5, 25), true),
        plan('pro', 'Pro', 159, limits(250, 10, 5, 25)),
        plan('premium', 'Premium', 349, limits(null, 30, 15, 100)),
      ] },
      'GET /api/carfax-packages': { data: [
        { code: 'carfax-10', name: '10 report Carfax', reports: 10, price_cents: 5500, per_report_cents: 550, validity_months: 12 },
        { code: 'carfax-50', name: '50 report Carfax', reports: 50, price_cents: 19900, per_report_cents: 398, validity_months: 12 },
      ] },
    });
    await renderPage(ForDealersPage, '/for-dealers');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual([
      'FreePer iniziare0 €10———',
      'ProIl più scelto159 €25010525',
      'PremiumGruppi e grandi volumi349 €Illimitati3015100',
    ].map((s) => s.replace(/ €/g, '\u00a0€')));
    // The trial's days and limits are the API's trial plan, not the Pro plan's words.
    expect(screen.getByRole('heading', { name: 'Prova gratis per 30 giorni' })).toBeTruthy();
    expect(screen.getByText(/per 30 giorni pubblichi fino a 200 annunci, con 10 vetrine in home, 5 annunci in evidenza e 25 report Carfax al mese\./)).toBeTruthy();
    expect(screen.getByText('10 report a 55 €')).toBeTruthy();
    expect(screen.getByText('50 report a 199 €')).toBeTruthy();
  });

  it('says so when the prices cannot be loaded, and keeps the rest of the page', async () => {
    fakeApi({});
    await renderPage(ForDealersPage, '/for-dealers');
    expect((await screen.findByRole('alert')).textContent).toContain('I prezzi non sono disponibili');
    expect(screen.getByRole('heading', { level: 2, name: 'I piani' })).toBeTruthy();
  });
});
