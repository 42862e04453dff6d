import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.js';

/** A Checkout Session id of the payment provider (Stripe: `cs_…`). */
export const CheckoutSessionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_]+$' }) });

/**
 * What /dealer/plan-purchase-ok shows: the plan bought and whether the provider's confirmation
 * (the webhook) has arrived; `open` means "still confirming", worth asking again in a moment.
 */
export const CheckoutSessionState = Type.Object({
  id: Type.String(),
  dealer_uuid: Type.String(),
  status: StringEnum(['open', 'completed']),
  plan: Type.Object({ code: Type.String(), name: Type.String() }),
  /** The plan the dealer has now (null: the payment is not confirmed yet). */
  active_plan: Nullable(Type.Object({ code: Type.String(), name: Type.String(), current_period_end: Type.String({ format: 'date-time' }) })),
});
export type CheckoutSessionState = Static<typeof CheckoutSessionState>;
