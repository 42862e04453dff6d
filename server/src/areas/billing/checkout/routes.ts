import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import { ok } from '../../../http/envelope.js';
import { ApiError, catalogue } from '../../../http/errors.js';
import { route, typed } from '../../../http/contract.js';
import type { BillingService } from './service.js';
import type { WebhookOutcome } from './webhooks.js';
import { editPage, errorPage, packagesPage } from './page.js';

export interface BillingRoutesOptions {
  billing: BillingService;
  receiveWebhook: (raw: Buffer, signature: string | undefined) => Promise<WebhookOutcome>;
}

type DealerParams = { dealerUuid: string };
const dealerId = (request: FastifyRequest) => (request.params as DealerParams).dealerUuid;

/**
 * Billing's addresses:
 *   GET  /dealers/:dealerUuid/subscription/checkout/:planId   → 303 to the provider's checkout (SPEC §7)
 *   GET  /dealers/:dealerUuid/subscription/edit               → the plan page (HTML)
 *   GET  /dealers/:dealerUuid/carfax-package/checkout?package= → 303 to the provider's checkout of a credit package
 *                                                                (no package: a page to choose one)
 *   POST /dealers/:dealerUuid/subscription/{upgrade,downgrade,cancel,resume} → 303 back with the outcome
 *   POST /webhooks/stripe                                      → the provider's events (raw body, signed)
 *   GET  /api/billing/checkout-sessions/:id                    → what /dealer/plan-purchase-ok shows
 */
export async function billingRoutes(app: FastifyInstance, { billing, receiveWebhook }: BillingRoutesOptions): Promise<void> {
  const api = typed(app);
  route(api, 'GET /api/billing/checkout-sessions/:id', { config: { access: 'user' } }, async (request) => ok(await billing.checkoutState(request.params.id, request.session!.user!)));

  // The back-end pages: HTML answers, refusals included; forms carry the XSRF token as a field.
  await app.register(async (pages) => {
    await pages.register(fastifyFormbody, { bodyLimit: 4096 });
    pages.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      const known = error instanceof ApiError;
      const status = known ? error.status : error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'billing page failed');
      const message = known ? error.message : status >= 500 ? catalogue['1'].message : 'La richiesta non è valida.';
      return reply.code(status).type('text/html; charset=utf-8').send(errorPage(status, message, known ? error.code : status >= 500 ? '1' : '2'));
    });
    const page = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').send(html);
    const dealer = { access: 'dealer' } as const;
    // Buying needs a confirmed partita IVA (access.ts): the invoice is made out to it.
    const purchase = { access: 'dealer', purchase: true } as const;

    pages.get('/dealers/:dealerUuid/subscription/checkout/:planId', { config: purchase }, async (request, reply) => {
      const { planId } = request.params as { planId: string };
      return reply.redirect(await billing.checkout(dealerId(request), planId, request.session!.user!), 303);
    });

    pages.get('/dealers/:dealerUuid/carfax-package/checkout', { config: purchase }, async (request, reply) => {
      const code = (request.query as { package?: unknown }).package;
      if (typeof code === 'string' && code) return reply.redirect(await billing.packageCheckout(dealerId(request), code), 303);
      return page(reply, packagesPage(dealerId(request), await billing.packages()));
    });

    pages.get('/dealers/:dealerUuid/subscription/edit', { config: dealer }, async (request, reply) => {
      const query = request.query as { esito?: unknown; piano?: unknown };
      const data = await billing.page(dealerId(request));
      return page(reply, editPage(data, request.session!.csrfToken, {
        esito: typeof query.esito === 'string' ? query.esito : undefined,
        piano: typeof query.piano === 'string' ? query.piano : undefined,
      }));
    });

    const back = (reply: FastifyReply, id: string, result: { outcome: string; plan?: string }) =>
      reply.redirect(`/dealers/${id}/subscription/edit?esito=${result.outcome}${result.plan ? `&piano=${encodeURIComponent(result.plan)}` : ''}`, 303);
    const form = { config: { access: 'dealer', xsrf: 'form' } } as const;
    const planOf = (request: FastifyRequest) => {
      const plan = (request.body as { plan?: unknown } | null)?.plan;
      return typeof plan === 'string' ? plan : '';
    };

    pages.post('/dealers/:dealerUuid/subscription/upgrade', { config: { ...form.config, purchase: true } }, async (request, reply) =>
      back(reply, dealerId(request), await billing.upgrade(dealerId(request), planOf(request))));
    pages.post('/dealers/:dealerUuid/subscription/downgrade', form, async (request, reply) =>
      back(reply, dealerId(request), await billing.downgrade(dealerId(request), planOf(request))));
    pages.post('/dealers/:dealerUuid/subscription/cancel', form, async (request, reply) =>
      back(reply, dealerId(request), await billing.cancel(dealerId(request))));
    pages.post('/dealers/:dealerUuid/subscription/resume', form, async (request, reply) =>
      back(reply, dealerId(request), await billing.resume(dealerId(request))));
  });

  // The provider's webhooks: the signature covers the exact bytes, so this route alone keeps them raw.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    hooks.post('/webhooks/stripe', { config: { xsrf: 'none' } }, async (request, reply) => {
      const header = request.headers['stripe-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await receiveWebhook(raw, typeof header === 'string' ? header : undefined);
      return reply.send(ok({ received: true, replay: outcome === 'replay' }));
    });
  });
}
