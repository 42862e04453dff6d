import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { OutboxQueries } from './queries.js';

/**
 * GET /api/dev/outbox: the mails behind the /dev page. Reset and verification links are in there:
 * readable by admins, and from loopback with DEV_OUTBOX=true.
 */
export function devRoutes(app: FastifyInstance, { outbox }: { outbox: OutboxQueries }): void {
  app.get<{ Querystring: { to?: string } }>('/api/dev/outbox', {
    config: { access: 'developer' }, // admins; loopback too with DEV_OUTBOX=true (http/access.ts)
    schema: { querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 254 } } } },
  }, async (request) => ok(await outbox.latest(request.query.to)));
}
