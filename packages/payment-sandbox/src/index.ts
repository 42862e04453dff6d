/**
 * @automercato/payment-sandbox: the payment provider's local stand-in, for development, tests and
 * the demo (`npm start` without STRIPE_* keys). Production with real keys never loads it.
 */
export { startStandin, type Standin, type StandinOptions } from './server.js';
export type { Deliver, DeliveryRecord } from './delivery.js';
export { parseForm } from './form.js';
