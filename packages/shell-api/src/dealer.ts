/**
 * Dealer state (SPEC §3) and the dealer rules of SPEC §4: plan tier, buying a plan,
 * dealer target.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { CurrentPlan, User } from '@automercato/api-contract';
import { safeRedirectPath } from '@automercato/validation/redirect';
import { userReset } from './session';
import { navigationRequested } from './navigation';

/** A dealer the signed-in user owns or administers, as GET /api/user gives it. */
export type OwnDealer = User['dealers'][number];

/** Known tiers; other named tiers may exist (SPEC §3). */
export type PlanTier = 'Trial' | 'Free' | 'Base' | 'Pro' | 'Premium' | (string & {});

/** The dealer's plan (GET /api/dealers/{uuid}/subscription), and its running trial. */
export type { CurrentPlan };
export type TrialPlan = NonNullable<CurrentPlan['trial']>;

/** SPEC §4: Trial if a trial plan exists; Free with no plan or no subscription plan; else its tier. */
export function planTierOf(currentPlan: CurrentPlan | null, trialPlan: TrialPlan | null): PlanTier {
  if (trialPlan) return 'Trial';
  if (!currentPlan || !currentPlan.subscription_plan) return 'Free';
  return currentPlan.subscription_plan.tier;
}

/** SPEC §9: report availability = credit availability + subscription availability. */
export function reportAvailabilityOf(currentPlan: CurrentPlan | null): number {
  const carfax = currentPlan?.counters?.carfax;
  return (carfax?.credit?.availability ?? 0) + (carfax?.subscription?.availability ?? 0);
}

export interface PlanCheckout {
  dealerUuid: string;
  planUuid: string;
}

export type PlanPurchaseTarget = ({ kind: 'checkout' } & PlanCheckout) | { kind: 'internal'; to: string };

/**
 * SPEC §4 "Buying a plan": Free → the back-end checkout (an external page, whose address
 * only the api-sdk knows); any other tier → the dealer plan page.
 */
export function planPurchaseTarget(tier: PlanTier, dealerUuid: string, planUuid: string): PlanPurchaseTarget {
  if (tier === 'Free') return { kind: 'checkout', dealerUuid, planUuid };
  return { kind: 'internal', to: `/dealer/${encodeURIComponent(dealerUuid)}/plan` };
}

/** The path segment that stands for "the dealer the user will choose" (`/dealer/q/plan`). */
export const DEALER_PLACEHOLDER = 'q';

/** `/dealer/q/plan` → `/dealer/<uuid>/plan` (the first `q` segment only). */
export function withDealerUuid(path: string, dealerUuid: string): string {
  return path.replace(/\/q(?=\/|$|\?|#)/, `/${dealerUuid}`);
}

/** `/dealer/<uuid>/plan` → `/dealer/q/plan`. */
export function withDealerPlaceholder(path: string, dealerUuid: string): string {
  const escaped = dealerUuid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return path.replace(new RegExp(`/${escaped}(?=/|$|\\?|#)`), `/${DEALER_PLACEHOLDER}`);
}

/**
 * A same-site path (`/x…`), or null: the platform's one safe-redirect rule (no `//host`, scheme,
 * backslash, control character or other origin), kept under this name for the remotes.
 */
export function safeInternalPath(value: string | null | undefined): string | null {
  return safeRedirectPath(value);
}

export const DEALER_TARGET_PATH = '/dealer/target';
export const DEALER_NO_ASSOCIATED_PATH = '/dealer/no-associated';

export type DealerTargetDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * SPEC §4 "Dealer target".
 * - no owned dealers → /dealer/no-associated;
 * - `dealerUuid` given (a page of one dealer): owned → allow; not owned (or the `q`
 *   placeholder) → /dealer/target?redirectTo=<this path with `q` for the dealer>;
 * - no `dealerUuid` (the target page itself): exactly one owned dealer and a `redirectTo`
 *   → that path with the dealer's uuid in place of the `/q/` segment; otherwise allow
 *   (the page lets the user choose).
 */
export function dealerTargetDecision(input: {
  ownDealers: readonly OwnDealer[];
  dealerUuid?: string | null | undefined;
  /** Current path + query (pages of one dealer). */
  currentPath?: string;
  /** `redirectTo` query of the target page. */
  redirectTo?: string | null;
}): DealerTargetDecision {
  const { ownDealers } = input;
  if (ownDealers.length === 0) return { kind: 'redirect', to: DEALER_NO_ASSOCIATED_PATH };
  if (input.dealerUuid != null) {
    if (ownDealers.some((d) => d.uuid === input.dealerUuid)) return { kind: 'allow' };
    const back = withDealerPlaceholder(input.currentPath ?? `/dealer/${input.dealerUuid}`, input.dealerUuid);
    return { kind: 'redirect', to: `${DEALER_TARGET_PATH}?redirectTo=${encodeURIComponent(back)}` };
  }
  const redirectTo = safeInternalPath(input.redirectTo);
  const only = ownDealers.length === 1 ? ownDealers[0] : undefined;
  if (redirectTo && only) return { kind: 'redirect', to: withDealerUuid(redirectTo, only.uuid) };
  return { kind: 'allow' };
}

// ── Units ────────────────────────────────────────────────────────────────────────────────

export const ownDealersSet = createEvent<OwnDealer[]>('ownDealersSet');
export const currentDealerSelected = createEvent<string | null>('currentDealerSelected');
export const currentPlanSet = createEvent<CurrentPlan | null>('currentPlanSet');
export const trialPlanSet = createEvent<TrialPlan | null>('trialPlanSet');
export const dealerStateReset = createEvent('dealerStateReset');

export const $ownDealers = createStore<OwnDealer[]>([], { name: '$ownDealers' }).on(ownDealersSet, (_, list) => list);
export const $currentDealerUuid = createStore<string | null>(null, { name: '$currentDealerUuid' }).on(
  currentDealerSelected,
  (_, uuid) => uuid,
);

/** Data of one dealer: cleared when another dealer is selected (updates skip equal values). */
const dealerChanged = $currentDealerUuid.updates;

export const $currentPlan = createStore<CurrentPlan | null>(null, { name: '$currentPlan' })
  .on(currentPlanSet, (_, plan) => plan)
  .reset(dealerChanged);
export const $trialPlan = createStore<TrialPlan | null>(null, { name: '$trialPlan' })
  .on(trialPlanSet, (_, plan) => plan)
  .reset(dealerChanged);

// Signing out forgets every dealer.
for (const store of [$ownDealers, $currentDealerUuid, $currentPlan, $trialPlan]) {
  store.reset(dealerStateReset, userReset);
}

export const $planTier = combine($currentPlan, $trialPlan, planTierOf);
export const $reportAvailability = $currentPlan.map(reportAvailabilityOf);

/** Buy `planUuid` for `dealerUuid`: checkout or plan page, by the current tier (SPEC §4). */
export const planPurchaseRequested = createEvent<{ dealerUuid: string; planUuid: string }>('planPurchaseRequested');

const purchaseTarget = sample({
  clock: planPurchaseRequested,
  source: $planTier,
  fn: (tier, { dealerUuid, planUuid }) => planPurchaseTarget(tier, dealerUuid, planUuid),
});
/** Opens the back-end checkout of a plan; handler provided by the shell (api-sdk link). */
export const openPlanCheckoutFx = createEffect<PlanCheckout, void>({ name: 'openPlanCheckoutFx' });

sample({
  clock: purchaseTarget,
  filter: (t) => t.kind === 'checkout',
  fn: (t) => (t.kind === 'checkout' ? { dealerUuid: t.dealerUuid, planUuid: t.planUuid } : { dealerUuid: '', planUuid: '' }),
  target: openPlanCheckoutFx,
});
sample({
  clock: purchaseTarget,
  filter: (t) => t.kind === 'internal',
  fn: (t) => ({ to: t.kind === 'internal' ? t.to : '/' }),
  target: navigationRequested,
});

// ── The dealer last opened ("Area concessionario" opens it) ──────────────────────

/**
 * Kept in this browser's localStorage, not on the server: it says where this person was working
 * on this device (a branch's desk), survives a reload and a new sign-in, needs no migration or
 * API, and is only ever a starting point: a dealer the user no longer owns is ignored.
 */
export const LAST_DEALER_KEY = 'automercato:last-dealer';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy settings): no memory, the choice page as before
  }
}

/** The area entry: the last dealer opened if the user still owns it, else `q` (the guards choose or ask). */
export function dealerAreaPath(ownDealers: readonly OwnDealer[], lastDealerUuid: string | null): string {
  const last = lastDealerUuid ? ownDealers.find((d) => d.uuid.toLowerCase() === lastDealerUuid.toLowerCase()) : undefined;
  return `/dealer/${last ? encodeURIComponent(last.uuid) : DEALER_PLACEHOLDER}/listings`;
}

/** A page of one dealer's area was shown (the area's tab bar says so). */
export const dealerAreaVisited = createEvent<string>('dealerAreaVisited');

export const $lastDealerUuid = createStore<string | null>(storage()?.getItem(LAST_DEALER_KEY) ?? null, {
  name: '$lastDealerUuid',
}).on(dealerAreaVisited, (_, uuid) => uuid.toLowerCase());

export const rememberLastDealerFx = createEffect<string, void>({
  name: 'rememberLastDealerFx',
  handler: (uuid) => {
    try {
      storage()?.setItem(LAST_DEALER_KEY, uuid);
    } catch {
      /* quota or privacy mode: the header falls back to the choice */
    }
  },
});

sample({
  clock: $lastDealerUuid.updates,
  filter: (uuid): uuid is string => uuid !== null,
  target: rememberLastDealerFx,
});

/** Where the header's "Area concessionario" leads. */
export const $dealerAreaPath = combine($ownDealers, $lastDealerUuid, dealerAreaPath);
