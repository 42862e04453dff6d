import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { OutboxQueries } from './queries.js';

/** GET /api/dev/outbox: the mails behind the /dev page. */
export function devRoutes(app: FastifyInstance, { outbox }: { outbox: OutboxQueries }): void {
  app.get<{ Querystring: { to?: string } }>('/api/dev/outbox', {
    schema: { querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 254 } } } },
  }, async (request) => ok(await outbox.latest(request.query.to)));
}
