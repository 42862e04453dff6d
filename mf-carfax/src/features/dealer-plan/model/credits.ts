/**
 * What a dealer can spend on reports: the plan loaded into the shell (tier, availability in the
 * header), the availability (plan reports left this month + credits, SPEC §9), the credit packages
 * bought, and the packages on sale.
 */
import { createEvent, createStore, sample } from 'effector';
import type { CarfaxAvailability, CarfaxPackage, CarfaxPackagePurchase } from '@automercato/api-sdk';
import { currentDealerSelected, currentPlanSet, trialPlanSet, userReset } from '@automercato/shell-api';
import { reportBought } from '../../buy-report';
import { decideFx } from '../../requests';
import { fetchAvailabilityFx, fetchPackagesFx, fetchPlanFx, fetchPurchasesFx } from '../api/credits';


/** A page of this dealer's area opened (carfax, carfax-reports, a report). */
export const dealerPageOpened = createEvent<string>();
/** The carfax page opened: also the counters and the packages bought. */
export const creditsOpened = createEvent<string>();

const $dealer = createStore<string | null>(null).on(creditsOpened, (_, d) => d);
export const $availability = createStore<CarfaxAvailability | null>(null)
  .on(fetchAvailabilityFx.doneData, (_, a) => a).reset(creditsOpened, userReset);
export const $availabilityFailed = createStore(false).on(fetchAvailabilityFx.fail, () => true).reset(fetchAvailabilityFx);
export const $purchases = createStore<CarfaxPackagePurchase[]>([])
  .on(fetchPurchasesFx.doneData, (_, page) => page.items).reset(creditsOpened, userReset);
/** The packs on sale (the API's catalogue); `null` until it answers, `'error'` when it cannot. */
export const $packages = createStore<CarfaxPackage[] | null | 'error'>(null)
  .on(fetchPackagesFx.doneData, (_, packs) => packs).on(fetchPackagesFx.fail, () => 'error');
export const $purchasesStatus = createStore<'idle' | 'loading' | 'ready' | 'error'>('idle')
  .on(fetchPurchasesFx, () => 'loading').on(fetchPurchasesFx.done, () => 'ready').on(fetchPurchasesFx.fail, () => 'error');

sample({ clock: dealerPageOpened, target: [currentDealerSelected, fetchPlanFx] });
sample({ clock: fetchPlanFx.doneData, target: currentPlanSet });
sample({ clock: fetchPlanFx.doneData, fn: (plan) => plan.trial ?? null, target: trialPlanSet });
sample({ clock: creditsOpened, target: [fetchAvailabilityFx, fetchPurchasesFx] });
sample({ clock: creditsOpened, source: $packages, filter: (packs) => !Array.isArray(packs), fn: () => undefined, target: fetchPackagesFx });
// A report bought spends one unit: the counters (here and in the shell's header) follow.
sample({ clock: reportBought, source: $dealer, filter: Boolean, target: [fetchAvailabilityFx, fetchPlanFx] });
// Approving a request on a listing without a report buys one (a unit), even when the approval itself
// then fails: once it settles, either way, the counters are read again.
sample({
  clock: decideFx.finally,
  source: $dealer,
  filter: (dealer, { params }) => params.status === 'approved' && params.scope.kind === 'dealer' && params.scope.dealerUuid === dealer,
  fn: (dealer) => dealer!,
  target: [fetchAvailabilityFx, fetchPlanFx],
});
