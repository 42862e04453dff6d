import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { ok } from '../http/envelope.js';

/**
 * The dev outbox behind the /dev page: the mails kept when no SMTP server is configured
 * (only registered then, so a production site with SMTP never exposes mail). Reset and
 * verification links are in there: readable by admins, and from loopback with DEV_OUTBOX=true.
 */
export const devPlugin: FastifyPluginAsync<{ db: Kysely<DB> }> = async (app, { db }) => {
  app.get<{ Querystring: { to?: string } }>('/api/dev/outbox', {
    config: { access: 'developer' }, // admins; loopback too with DEV_OUTBOX=true (http/access.ts)
    schema: { querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 254 } } } },
  }, async (request) => {
    let query = db.selectFrom('mail_outbox').select(['id', 'to_address', 'subject', 'html', 'text', 'created_at'])
      .orderBy('id', 'desc').limit(50);
    if (request.query.to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', request.query.to!.toLowerCase()));
    return ok(await query.execute());
  });
};
