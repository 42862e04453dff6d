import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { OutboxQueries } from './queries.js';
import { typed } from '../../http/contract.js';
import { routes } from '@automercato/api-contract';

/** GET /api/dev/outbox: the mails behind the /dev page. */
export function devRoutes(app: FastifyInstance, { outbox }: { outbox: OutboxQueries }): void {
  typed(app).get('/api/dev/outbox', { schema: routes['GET /api/dev/outbox'] }, async (request) => ok(await outbox.latest(request.query.to)));
}
