import { createEffect } from 'effector';
import type { ApiError, CarfaxAvailability, CarfaxPackage, CarfaxPackagePurchase, CurrentPlan, Page } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';

/** GET /api/dealers/{uuid}/subscription: the plan, for the shell's dealer state (SPEC §2: the carfax pages load it). */
export const fetchPlanFx = createEffect<string, CurrentPlan, ApiError>((dealerUuid) => getApi().dealers.subscription(dealerUuid));
export const fetchAvailabilityFx = createEffect<string, CarfaxAvailability, ApiError>((dealerUuid) => getApi().carfax.dealer(dealerUuid).availability());
/** GET /api/carfax-packages: the packs on sale at the checkout's prices (never typed here). */
export const fetchPackagesFx = createEffect<void, CarfaxPackage[], ApiError>(() => getApi().carfax.packages());
export const fetchPurchasesFx = createEffect<string, Page<CarfaxPackagePurchase>, ApiError>((dealerUuid) =>
  getApi().carfax.dealer(dealerUuid).packagePurchases({ per_page: 50 }) as Promise<Page<CarfaxPackagePurchase>>);
