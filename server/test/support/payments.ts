import type Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { createPayments, type Payments, type Standin } from '../../src/payments/index.js';

/**
 * The payment stand-in for API tests: the SDK against a local provider whose signed events reach
 * the app through `app.inject` on POST /webhooks/stripe, and a "browser" for its hosted page.
 */
export interface TestPayments extends Payments {
  standin: Standin;
  /** http://127.0.0.1:<port> of the stand-in. */
  standinUrl: string;
}

function asTest(payments: Payments): TestPayments {
  if (!payments.standin) throw new Error('startTestPayments: the app talks to the real provider, not the stand-in');
  return Object.assign(payments, { standin: payments.standin, standinUrl: payments.standin.url });
}

/**
 * The app's stand-in when it already has one (so the app and the test share one provider and one
 * webhook secret), else a new one delivering to `app` by inject. `app` may be a getter, for an app
 * still being built (createTestApp passes this to buildApp).
 */
export async function startTestPayments(
  app: FastifyInstance | (() => FastifyInstance),
  options: { now?: () => number; retryDelaysMs?: number[] } = {},
): Promise<TestPayments> {
  const target = typeof app === 'function' ? app : () => app;
  if (typeof app !== 'function' && app.hasDecorator('payments') && app.payments?.standin) return asTest(app.payments);
  const payments = await createPayments(
    { stripe: { secretKey: null, webhookSecret: null, standinPort: 0 }, port: 0 },
    () => undefined,
    {
      // Short pauses: a test that makes the webhook fail sees the retries within a second.
      retryDelaysMs: options.retryDelaysMs ?? [20, 50, 100],
      now: options.now,
      deliver: async (payload, signature) => (await target().inject({
        method: 'POST', url: '/webhooks/stripe', payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      })).statusCode,
    },
  );
  return asTest(payments);
}

export interface CardDetails {
  exp?: string;
  cvc?: string;
  name?: string;
}

/** Opens the hosted page and submits the card form as a browser would; the page's own answer, unfollowed. */
export async function submitCard(sessionUrl: string, card: string, details: CardDetails = {}): Promise<{ status: number; location: string | null; html: string }> {
  const page = await fetch(sessionUrl);
  const form = await page.text();
  if (!page.ok) return { status: page.status, location: null, html: form };
  const action = /<form[^>]*\saction="([^"]+)"/.exec(form)?.[1];
  if (!action) throw new Error(`no payment form on ${sessionUrl}`);
  const response = await fetch(new URL(action.replaceAll('&amp;', '&'), sessionUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, exp: details.exp ?? '12/34', cvc: details.cvc ?? '123', name: details.name ?? 'Mario Rossi' }),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/**
 * Pays on the hosted page: the success address the browser is sent to (its webhooks already
 * delivered), or null when the page refused the card (e.g. 4000 0000 0000 0002: "Carta rifiutata").
 */
export async function payWithCard(sessionUrl: string, card: string): Promise<string | null> {
  const result = await submitCard(sessionUrl, card);
  return result.status === 303 ? result.location : null;
}

/** Stand-in helper: the period ends now; the renewal is paid or the card refused. Resolves after its events were delivered. */
export async function renewSubscription(payments: TestPayments, subscriptionId: string, outcome: 'paid' | 'failed'): Promise<Stripe.Subscription> {
  const response = await fetch(`${payments.standinUrl}/_standin/subscriptions/${encodeURIComponent(subscriptionId)}/renew`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome }),
  });
  if (!response.ok) throw new Error(`renew ${subscriptionId}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Stripe.Subscription>;
}

/** Every event the stand-in created, oldest first (also GET /_standin/events). */
export async function sentEvents(payments: TestPayments): Promise<Stripe.Event[]> {
  const response = await fetch(`${payments.standinUrl}/_standin/events`);
  return ((await response.json()) as { data: Stripe.Event[] }).data;
}
