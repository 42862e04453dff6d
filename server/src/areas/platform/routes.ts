import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { PlatformService } from './service.js';

/** Home-page counters and the plan catalogue. */
export function platformRoutes(app: FastifyInstance, { platform }: { platform: PlatformService }): void {
  app.get('/api/counters', async () => ok(await platform.counters()));

  app.get('/api/subscription-plans', async () => ok(await platform.plans()));
}
