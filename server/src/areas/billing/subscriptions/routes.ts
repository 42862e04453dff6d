import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import { route, typed } from '../../../http/contract.js';
import type { SubscriptionService } from './service.js';

/** A dealer's plan: the current plan, showcase slots, the free trial. Owners and administrators of the dealer only. */
export function subscriptionRoutes(app: FastifyInstance, { subscriptions }: { subscriptions: SubscriptionService }): void {
  const api = typed(app);
  const dealer = { access: 'dealer' } as const;

  route(api, 'GET /api/dealers/:dealerUuid/subscription', { config: dealer },
    async (request) => ok(await subscriptions.currentPlan(request.params.dealerUuid)));

  route(api, 'GET /api/dealers/:dealerUuid/subscriptions/showcase-availability', { config: dealer }, async (request) => ok(await subscriptions.showcaseAvailability(request.params.dealerUuid)));

  route(api, 'POST /api/dealers/:dealerUuid/subscription/trial', { config: dealer },
    async (request, reply) => {
      const plan = await subscriptions.startTrial(request.params.dealerUuid);
      reply.code(201);
      return ok(plan);
    });
}
