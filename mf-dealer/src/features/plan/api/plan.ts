/** The calls of the plan feature, as effects over the one API client. */
import { createEffect } from 'effector';
import type { ApiError, CurrentPlan, SubscriptionPlan } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';

/** GET /api/dealers/{uuid}/subscription: the dealer's current plan. */
export const fetchCurrentPlanFx = createEffect<string, CurrentPlan, ApiError>((dealerUuid) => getApi().dealers.subscription(dealerUuid));

/** GET /api/subscription-plans: the plan catalogue. */
export const fetchPlansFx = createEffect<void, SubscriptionPlan[], ApiError>(() => getApi().dealers.subscriptionPlans());

/** POST /api/dealers/{uuid}/subscription/trial: the 30-day free trial; answers the new current plan. */
export const startTrialFx = createEffect<string, CurrentPlan, ApiError>((dealerUuid) => getApi().dealers.startTrial(dealerUuid));
