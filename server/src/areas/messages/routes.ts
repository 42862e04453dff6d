import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Lookups } from '../../catalog/lookups.js';
import type { Mailer } from '../../mail/mailer.js';
import { leadMail } from '../../mail/templates.js';
import { ok } from '../../http/envelope.js';
import { invalid } from '../../http/errors.js';
import { RateLimiter } from '../../http/rate-limit.js';
import { listingPath } from '../listings/present.js';
import { requirePublicListing } from '../listings/queries.js';
import { messages as texts } from '@automercato/validation';

export interface MessagesOptions { db: Kysely<DB>; lookups: Lookups; mailer: Mailer; appUrl: string; rateLimit: number }

interface NewMessage { listing: string; name?: string; email?: string; phone?: string; message: string }

/**
 * A buyer writes to the dealer about a listing (a lead): stored for the dealer's inbox and
 * e-mailed to the dealer's lead-notification addresses. Guests must leave name and e-mail.
 */
export const messagesPlugin: FastifyPluginAsync<MessagesOptions> = async (app, { db, lookups, mailer, appUrl, rateLimit }) => {
  const limiter = new RateLimiter(db, rateLimit, 15 * 60_000);

  app.post<{ Body: NewMessage }>('/api/user-messages', {
    schema: {
      body: {
        type: 'object', required: ['listing', 'message'],
        properties: {
          listing: { type: 'string', maxLength: 64 },
          name: { type: 'string', maxLength: 120 },
          email: { type: 'string', maxLength: 254 },
          phone: { type: 'string', maxLength: 30, pattern: '^[+0-9 ()./-]*$' },
          message: { type: 'string', minLength: 10, maxLength: 2000 },
        },
      },
    },
  }, async (request, reply) => {
    const user = request.session?.user ?? null;
    const body = request.body;
    const name = body.name?.trim() || (user ? `${user.name} ${user.surname}`.trim() : '');
    const email = body.email?.trim() || user?.email || '';
    const errors: Record<string, string[]> = {};
    if (!name) errors.name = [texts.required('nome')];
    if (!email) errors.email = [texts.required('email')];
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = [texts.email('email')];
    if (!body.message.trim()) errors.message = [texts.required('messaggio')];
    if (Object.keys(errors).length) throw invalid(errors);
    await limiter.check(`lead:${request.ip}`);
    const listing = await requirePublicListing(db, body.listing);
    const saved = await db.insertInto('user_messages').values({
      listing_id: listing.id, dealer_id: listing.dealer_id, user_id: user?.id ?? null,
      name, email, phone: body.phone?.trim() || null, message: body.message.trim(),
    }).returning(['id', 'created_at']).executeTakeFirstOrThrow();
    const dealer = await db.selectFrom('dealers').select(['email', 'lead_notification_email_addresses'])
      .where('id', '=', listing.dealer_id).executeTakeFirstOrThrow();
    const recipients = dealer.lead_notification_email_addresses.length ? dealer.lead_notification_email_addresses : [dealer.email];
    const title = `${lookups.brand(listing.make_slug).name} ${lookups.model(listing.make_slug, listing.model_slug).name} ${listing.version}`.trim();
    for (const to of recipients) {
      mailer.send(leadMail(to, { title, url: `${appUrl}${listingPath(listing)}`, name, email, phone: body.phone?.trim() || null, message: body.message.trim() }))
        .catch((error: unknown) => request.log.error({ err: error }, 'lead mail not sent'));
    }
    return reply.code(201).send(ok({ uuid: saved.id, created_at: saved.created_at, message: 'Messaggio inviato al concessionario.' }));
  });
};
