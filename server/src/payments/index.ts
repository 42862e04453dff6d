import crypto from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../config.js';
// Types only: the stand-in's code is loaded (below) only when it runs, so production needs no dev package.
import type { Deliver, Standin } from '@automercato/payment-sandbox';

export type { Deliver, DeliveryRecord, Standin } from '@automercato/payment-sandbox';

/**
 * The payment provider as the rest of the server sees it: the official SDK client, the secret that
 * webhook signatures are checked with, and whether it talks to the real provider or to the local
 * stand-in (packages/payment-sandbox: same endpoints, same object shapes, same signatures).
 */
export interface Payments {
  stripe: Stripe;
  webhookSecret: string;
  mode: 'stripe' | 'standin';
  /** The running stand-in (its address, events, `idle()`); null with the real provider. */
  standin: Standin | null;
  close(): Promise<void>;
}

export interface PaymentsOptions {
  /** Where the stand-in sends its signed events; default an HTTP POST to this server's /webhooks/stripe. */
  deliver?: Deliver;
  /** Pauses between delivery attempts of the stand-in (tests shorten them). */
  retryDelaysMs?: number[];
  /** The stand-in's clock, seconds since the epoch (tests move it). */
  now?: () => number;
}

const APP_INFO = { name: 'AutoMercato' };

/** POSTs an event to this very server, as the provider would over the internet. */
export function httpDeliver(url: string): Deliver {
  return async (payload, signatureHeader) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signatureHeader, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) AutoMercato-standin' },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  };
}

/**
 * With STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: the real provider. Otherwise the stand-in on
 * 127.0.0.1 (STRIPE_STANDIN_PORT, default an ephemeral port), with a fresh key and webhook secret
 * per start, and the same SDK pointed at it through its host/port/protocol options.
 */
export async function createPayments(
  config: Pick<Config, 'stripe' | 'port'>,
  log: (message: string) => void,
  options: PaymentsOptions = {},
): Promise<Payments> {
  const { secretKey, webhookSecret, standinPort } = config.stripe;
  if (secretKey && webhookSecret) {
    return {
      stripe: new Stripe(secretKey, { maxNetworkRetries: 2, appInfo: APP_INFO }),
      webhookSecret,
      mode: 'stripe',
      standin: null,
      close: async () => {},
    };
  }
  const key = `sk_test_standin_${crypto.randomBytes(12).toString('hex')}`;
  const secret = `whsec_${crypto.randomBytes(24).toString('base64url')}`;
  const { startStandin } = await import('@automercato/payment-sandbox');
  const standin = await startStandin({
    secretKey: key,
    webhookSecret: secret,
    deliver: options.deliver ?? httpDeliver(`http://127.0.0.1:${config.port}/webhooks/stripe`),
    port: standinPort,
    warn: log,
    retryDelaysMs: options.retryDelaysMs,
    now: options.now,
  });
  const stripe = new Stripe(key, { host: '127.0.0.1', port: standin.port, protocol: 'http', maxNetworkRetries: 2, appInfo: APP_INFO });
  return { stripe, webhookSecret: secret, mode: 'standin', standin, close: () => standin.close() };
}
