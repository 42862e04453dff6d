import { isEmail, messages as texts } from '@automercato/validation';
import type { Lookups } from '../../../catalog/lookups.js';
import { leadMail } from '../../../mail/templates.js';
import { ApiError, invalid } from '../../../http/errors.js';
import type { RateLimiter } from '../../../http/rate-limit.js';
import type { SessionUser } from '../../../http/session.js';
import { listingPath } from '../../listings/public/present.js';
import type { ListingQueries } from '../../listings/public/index.js';
import { requirePublicListing } from '../../listings/public/service.js';
import type { MessageQueries } from './queries.js';

/** How long an identical lead (same buyer, listing and text) counts as a second click, not a new message. */
export const DUPLICATE_LEAD_WINDOW_MS = 10 * 60_000;
export const DUPLICATE_LEAD_MESSAGE =
  'Hai già inviato questo messaggio per questo annuncio pochi minuti fa e il concessionario l\'ha ricevuto: non serve inviarlo di nuovo.';

/** 409 with the message on the field it is about (code 2, as a refused form). */
const duplicateLead = () => new ApiError('2', DUPLICATE_LEAD_MESSAGE, { errors: { message: [DUPLICATE_LEAD_MESSAGE] } }, 409);

export interface NewMessage { listing: string; name?: string; email?: string; phone?: string; message: string }

export interface MessageServiceOptions {
  queries: MessageQueries; listings: ListingQueries; lookups: Lookups; appUrl: string; limiter: RateLimiter;
}

export function messageService({ queries, listings, lookups, appUrl, limiter }: MessageServiceOptions) {
  return {
    /**
     * A lead: stored for the dealer's inbox and e-mailed (by a job, after the answer) to the
     * dealer's lead-notification addresses. Guests must leave name and e-mail.
     */
    async send(body: NewMessage, user: SessionUser | null, ip: string) {
      const name = body.name?.trim() || (user ? `${user.name} ${user.surname}`.trim() : '');
      const email = body.email?.trim() || user?.email || '';
      const errors: Record<string, string[]> = {};
      if (!name) errors.name = [texts.required('nome')];
      if (!email) errors.email = [texts.required('email')];
      // The forms' own rule: the address also becomes the lead mail's Reply-To header.
      else if (!isEmail(email)) errors.email = [texts.email('email')];
      if (!body.message.trim()) errors.message = [texts.required('messaggio')];
      if (Object.keys(errors).length) throw invalid(errors);
      await limiter.check(`lead:${ip}`);
      const listing = await requirePublicListing(listings, body.listing);
      const title = `${lookups.brand(listing.make_slug).name} ${lookups.model(listing.make_slug, listing.model_slug).name} ${listing.version}`.trim();
      // The lead and its mails commit together: no mail about a lead that was not saved, none lost.
      const message = body.message.trim();
      const saved = await queries.transaction(async (q) => {
        await q.lockBuyer(listing.id, user ? `user:${user.id}` : `email:${email.toLowerCase()}`);
        // A double click, or the same form sent again: the dealer already has this message.
        const twin = await q.twinSince({ listingId: listing.id, userId: user?.id ?? null, email, message }, new Date(Date.now() - DUPLICATE_LEAD_WINDOW_MS));
        if (twin) throw duplicateLead();
        const lead = await q.insert({
          listingId: listing.id, dealerId: listing.dealer_id, userId: user?.id ?? null,
          name, email, phone: body.phone?.trim() || null, message,
        });
        for (const to of await q.leadRecipients(listing.dealer_id)) {
          await q.queueMail(leadMail(to, { title, url: `${appUrl}${listingPath(listing)}`, name, email, phone: body.phone?.trim() || null, message }));
        }
        return lead;
      });
      return { uuid: saved.id, created_at: saved.created_at, message: 'Messaggio inviato al concessionario.' };
    },
  };
}

export type MessageService = ReturnType<typeof messageService>;
