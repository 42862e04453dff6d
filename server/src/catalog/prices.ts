/**
 * Every price of the platform, in one place: the subscription plans (monthly), the vehicle-history
 * report packs (Carfax) and the VAT added on top (DECISIONS.md: prices VAT excluded). The database
 * is synced from here at start (sync.ts); the API serves them; no remote types a price.
 */

/** A plan of DECISIONS.md (monthly, VAT excluded). `null` listings: unlimited. */
export interface PlanDefinition {
  code: string;
  name: string;
  tier: string;
  priceCents: number;
  maxActiveListings: number | null;
  showcaseSlots: number;
  featuredSlots: number;
  reportsPerMonth: number;
  isTrial: boolean;
  trialDays: number | null;
  purchasable: boolean;
}

export const TRIAL_DAYS = 30;

/** Italian VAT, added on top of the plan prices (DECISIONS.md: prices VAT excluded). */
export const VAT_RATE = 22;
/** VAT on a net amount in cents, rounded to the cent. */
export const vatOf = (netCents: number) => Math.round((netCents * VAT_RATE) / 100);

export const plans: readonly PlanDefinition[] = [
  { code: 'free', name: 'Free', tier: 'Free', priceCents: 0, maxActiveListings: 10, showcaseSlots: 0, featuredSlots: 0, reportsPerMonth: 0, isTrial: false, trialDays: null, purchasable: false },
  { code: 'trial', name: 'Prova gratuita', tier: 'Trial', priceCents: 0, maxActiveListings: 200, showcaseSlots: 10, featuredSlots: 5, reportsPerMonth: 25, isTrial: true, trialDays: TRIAL_DAYS, purchasable: false },
  { code: 'base', name: 'Base', tier: 'Base', priceCents: 4900, maxActiveListings: 50, showcaseSlots: 2, featuredSlots: 1, reportsPerMonth: 5, isTrial: false, trialDays: null, purchasable: true },
  { code: 'pro', name: 'Pro', tier: 'Pro', priceCents: 14900, maxActiveListings: 200, showcaseSlots: 10, featuredSlots: 5, reportsPerMonth: 25, isTrial: false, trialDays: null, purchasable: true },
  { code: 'premium', name: 'Premium', tier: 'Premium', priceCents: 34900, maxActiveListings: null, showcaseSlots: 30, featuredSlots: 15, reportsPerMonth: 100, isTrial: false, trialDays: null, purchasable: true },
];

/** Report credit packages (Carfax): expire 12 months after purchase, spent oldest first. */
export const carfaxPackages = [
  { code: 'carfax-10', name: '10 report Carfax', reports: 10, priceCents: 4900, validityMonths: 12 },
  { code: 'carfax-50', name: '50 report Carfax', reports: 50, priceCents: 19900, validityMonths: 12 },
] as const;
