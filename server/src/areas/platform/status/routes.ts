import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import type { PlatformService } from './service.js';
import { route, typed } from '../../../http/contract.js';

/** Home-page counters and the catalogue on sale (plans, Carfax report packs). */
export function platformRoutes(app: FastifyInstance, { platform }: { platform: PlatformService }): void {
  const api = typed(app);
  route(api, 'GET /api/counters', {}, async () => ok(await platform.counters()));

  route(api, 'GET /api/subscription-plans', {}, async () => ok(await platform.plans()));
  route(api, 'GET /api/carfax-packages', {}, async () => ok(await platform.carfaxPackages()));
}
