import type { AdminDealerDetail } from '@automercato/api-sdk';

/** A dealer's admin detail for tests (the slice's page and model tests). */
export const dealer = (over: Partial<AdminDealerDetail> = {}): AdminDealerDetail => ({
  uuid: 'd-1', name: 'Autosalone Rossi', slug: 'autosalone-rossi', company_name: 'Rossi S.r.l.', vat_number: '01234567897', vat_status: 'valid',
  email: 'info@rossi.it', phone: null, website: null, address: 'Via Roma 1', city: 'Milano', province_code: 'MI', postal_code: '20100',
  description: '', sdi_code: null, pec: null, enabled: true, verified_at: '2026-01-01T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z', vat_confirmation: 'confirmed', vat_confirmed_at: null, vat_review_reason: null, vat_contests: [], disabled_reason: null, disabled_at: null,
  plan: { code: 'pro', name: 'Pro', tier: 'Pro', kind: 'paid', status: 'active', period_end: '2026-12-01T00:00:00.000Z', cancel_at_period_end: false },
  limits: { listings: 200, showcase: 10, featured: 5, reports_per_month: 25 },
  usage: { published: 12, showcase: 2, featured: 1, reports_this_month: 0, carfax_credits: 3 },
  listings_total: 14, recent_listings: [], payments: [], memberships: [], ...over,
});
