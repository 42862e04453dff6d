import type { FastifyInstance } from 'fastify';
import { routes } from '@automercato/api-contract';
import { ok } from '../../../http/envelope.js';
import { typed } from '../../../http/contract.js';
import type { SubscriptionService } from './service.js';

/** A dealer's plan: the current plan, showcase slots, the free trial. Owners and administrators of the dealer only. */
export function subscriptionRoutes(app: FastifyInstance, { subscriptions }: { subscriptions: SubscriptionService }): void {
  const api = typed(app);
  const dealer = { access: 'dealer' } as const;

  api.get('/api/dealers/:dealerUuid/subscription', { config: dealer, schema: routes['GET /api/dealers/:dealerUuid/subscription'] },
    async (request) => ok(await subscriptions.currentPlan(request.params.dealerUuid.toLowerCase())));

  api.get('/api/dealers/:dealerUuid/subscriptions/showcase-availability', {
    config: dealer, schema: routes['GET /api/dealers/:dealerUuid/subscriptions/showcase-availability'],
  }, async (request) => ok(await subscriptions.showcaseAvailability(request.params.dealerUuid.toLowerCase())));

  api.post('/api/dealers/:dealerUuid/subscription/trial', { config: dealer, schema: routes['POST /api/dealers/:dealerUuid/subscription/trial'] },
    async (request, reply) => {
      const plan = await subscriptions.startTrial(request.params.dealerUuid.toLowerCase());
      reply.code(201);
      return ok(plan);
    });
}
