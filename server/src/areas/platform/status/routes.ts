import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import type { PlatformService } from './service.js';
import { typed } from '../../../http/contract.js';
import { routes } from '@automercato/api-contract';

/** Home-page counters and the plan catalogue. */
export function platformRoutes(app: FastifyInstance, { platform }: { platform: PlatformService }): void {
  const api = typed(app);
  api.get('/api/counters', { schema: routes['GET /api/counters'] }, async () => ok(await platform.counters()));

  api.get('/api/subscription-plans', { schema: routes['GET /api/subscription-plans'] }, async () => ok(await platform.plans()));
}
