/**
 * The dealer's plan as the dealer area needs it: every page of one dealer (plan, listings,
 * messages, reports… SPEC §2) asks for it with `dealerPlanNeeded`, and the answer goes into the
 * shell's dealer state (`currentPlanSet`, `trialPlanSet`: the tier, report availability) and
 * into `$dealerPlan` with its full shape (limits, usage) for the plan pages. Also the plan
 * catalogue and the free-trial activation.
 */
import { createEvent, createStore, sample } from 'effector';
import type { ApiError, CurrentPlan, SubscriptionPlan } from '@automercato/api-sdk';
import { currentDealerSelected, currentPlanSet, dealerStateReset, navigationRequested, trialPlanSet, userReset } from '@automercato/shell-api';
import { fetchCurrentPlanFx, fetchPlansFx, startTrialFx } from '../api/plan';
import { UUID_SOURCE } from '@automercato/api-sdk';
import { t } from '../texts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

// ── the current plan ──────────────────────────────────────────────────────────────────────

/** A page of this dealer opened (or asked again after a failure). */
export const dealerPlanNeeded = createEvent<string>();

/**
 * The dealer whose plan was asked for last, and its plan once known: a late answer about
 * another dealer is dropped, and reloading the same dealer keeps its plan on screen.
 */
const $planState = createStore<{ dealer: string | null; plan: CurrentPlan | null }>({ dealer: null, plan: null });
export const $planDealer = $planState.map((state) => state.dealer);
export const $dealerPlan = $planState.map((state) => state.plan);
export const $planStatus = createStore<LoadStatus>('idle');

/** A new plan for a dealer (loaded, or the answer of the trial activation). */
const planReceived = createEvent<{ dealer: string; plan: CurrentPlan }>();

$planState
  .on(dealerPlanNeeded, (state, dealer) => (state.dealer === dealer ? state : { dealer, plan: null }))
  .on(planReceived, (_, received) => received);
$planStatus.on(dealerPlanNeeded, () => 'loading');
sample({ clock: dealerPlanNeeded, target: [currentDealerSelected, fetchCurrentPlanFx] });

sample({
  clock: fetchCurrentPlanFx.done,
  source: $planDealer,
  filter: (dealer, { params }) => dealer === params,
  fn: (_, { params, result }) => ({ dealer: params, plan: result }),
  target: planReceived,
});
const failed = sample({
  clock: fetchCurrentPlanFx.fail,
  source: $planDealer,
  filter: (dealer, { params }) => dealer === params,
});
$planStatus.on(planReceived, () => 'ready').on(failed, () => 'error');
// Signing out (or the shell forgetting the dealers) forgets the plan too.
$planState.reset(dealerStateReset, userReset);
$planStatus.reset(dealerStateReset, userReset);
sample({ clock: planReceived, fn: ({ plan }) => plan, target: currentPlanSet });
sample({ clock: planReceived, fn: ({ plan }) => plan.trial, target: trialPlanSet });

// ── the plan catalogue ────────────────────────────────────────────────────────────────────

/** The plan page, the buy-plan page and the trial page need the catalogue (loaded once). */
export const plansNeeded = createEvent();
export const $plans = createStore<SubscriptionPlan[]>([]).on(fetchPlansFx.doneData, (_, plans) => plans);
export const $plansStatus = createStore<LoadStatus>('idle')
  .on(fetchPlansFx, () => 'loading')
  .on(fetchPlansFx.done, () => 'ready')
  .on(fetchPlansFx.fail, () => 'error');
$plans.reset(userReset);
$plansStatus.reset(userReset);
sample({ clock: plansNeeded, source: $plansStatus, filter: (status) => status === 'idle' || status === 'error', target: fetchPlansFx });

// ── the free trial ────────────────────────────────────────────────────────────────────────

/** "Attiva la prova gratuita" for this dealer. */
export const trialActivationRequested = createEvent<string>();
export const $trialActivating = startTrialFx.pending;
export const $trialError = createStore<string | null>(null)
  .on(trialActivationRequested, () => null)
  .reset(dealerPlanNeeded, userReset)
  .on(startTrialFx.failData, (_, error) => trialErrorMessage(error));

sample({ clock: trialActivationRequested, filter: startTrialFx.pending.map((pending) => !pending), target: startTrialFx });
sample({ clock: startTrialFx.done, fn: ({ params }) => params, target: currentDealerSelected });
sample({ clock: startTrialFx.done, fn: ({ params, result }) => ({ dealer: params, plan: result }), target: planReceived });
sample({
  clock: startTrialFx.done,
  fn: ({ params }) => ({ to: `/free-trial/${encodeURIComponent(params)}/activated` }),
  target: navigationRequested,
});

/** S5 / S6 in words a dealer understands; anything else as the API said it. */
export function trialErrorMessage(error: Pick<ApiError, 'code' | 'message'>): string {
  if (error.code === 'S5') return t('plan.haiGiaUsatoLa');
  if (error.code === 'S6') return t('plan.questaConcessionariaHaGia');
  return error.message || t('plan.nonEStatoPossibile');
}

// ── pure helpers of the plan pages ──────────────────────────────────────────────────────────

/** `buy-plan-{planuuid}` → the plan uuid, or null (the shell's table checks the same). */
export function buyPlanUuidOf(segment: string | undefined): string | null {
  const match = new RegExp(`^buy-plan-(${UUID_SOURCE})$`, 'i').exec(segment ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Cents as an invoice writes them: "59,78 €". */
export const formatCents = (cents: number) => euro.format(cents / 100);

/**
 * The tier as the badge says it: the two tiers without a price read in Italian;
 * paid tiers keep their plan names (Base, Pro, Premium), which are names, not words.
 */
export function tierLabel(tier: string): string {
  if (tier === 'Trial') return t('plan.provaGratuita');
  if (tier === 'Free') return 'Gratuito';
  return tier;
}

export interface UsageRow { key: string; label: string; used: number; allowed: number | null }

/** What the plan allows and what is used of it, in the order the plan page lists them. */
export function usageRows(plan: CurrentPlan): UsageRow[] {
  return [
    { key: 'listings', label: t('plan.annunciPubblicati'), used: plan.usage.published, allowed: plan.limits.listings },
    { key: 'showcase', label: t('plan.annunciInVetrina'), used: plan.usage.showcase, allowed: plan.limits.showcase },
    { key: 'featured', label: t('plan.annunciInEvidenza'), used: plan.usage.featured, allowed: plan.limits.featured },
    { key: 'reports', label: t('plan.reportCarfaxDelMese'), used: plan.usage.reports_this_month, allowed: plan.limits.reports_per_month },
  ];
}

/** Whole days until `iso` (at least 0). */
export function daysUntil(iso: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / 86_400_000));
}
