import type { AdminListingsQuery, ListingBody } from '@automercato/api-contract';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN } from '@automercato/api-contract';
import { listingLabels, messages, normalisePlate, normaliseVin } from '@automercato/validation';
import type { Lookups } from '../../../catalog/lookups.js';
import type { Actor } from '../../../audit/index.js';
import { adminPage, listWindow } from '../../../http/admin-list.js';
import { ApiError, invalid, notFound } from '../../../http/errors.js';
import { listingDisabledMail, listingEnabledMail } from '../../../mail/templates.js';
import { checkListing } from '../dealer/index.js';
import type { AdminListingQueries, ListingFilter, ListingOrder } from './queries.js';
import { presentDetail, presentRow } from './present.js';
import type { Emitter } from '../../../http/events.js';
import { isUuid } from '@automercato/api-contract';


/** A name prefix matching more dealers than this is too vague to list by (the plate and VIN still match). */
const DEALER_PREFIX_MAX = 50;

/** The list's query as the queries take it: q is a uuid alone, or plate / VIN / dealers whose name starts so, together. */
export async function listingFilter(queries: Pick<AdminListingQueries, 'dealerIdsByName'>, query: AdminListingsQuery, q: string | undefined): Promise<ListingFilter> {
  const base = { status: query.status, state: query.state, dealerId: query.dealer?.toLowerCase(), make: query.make?.trim() || undefined };
  if (!q) return base;
  if (isUuid(q)) return { ...base, id: q.toLowerCase() };
  return { ...base, text: { plate: normalisePlate(q), vin: normaliseVin(q), dealerIds: await queries.dealerIdsByName(q, DEALER_PREFIX_MAX) } };
}

const isReferenceRace = (error: unknown) => {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return e?.code === '23505' && (e.constraint === 'listings_dealer_reference' || String(e.message ?? '').includes('listings_dealer_reference'));
};
const referenceTaken = (reference: string) =>
  invalid({ reference: [`Il ${listingLabels.reference} «${reference}» è già usato da un altro annuncio del concessionario`] });

export interface AdminListingServiceOptions {
  queries: AdminListingQueries;
  lookups: Lookups;
  appUrl: string;
  /** Announces a change the public sees ('public-listings-changed': search counts and home counters go stale). */
  events: Emitter;
}

export function adminListingService({ queries, lookups, appUrl, events }: AdminListingServiceOptions) {
  type Q = Omit<AdminListingQueries, 'transaction'>;

  async function detail(q: Q, listingId: string) {
    const row = await q.detail(listingId);
    if (!row) throw notFound('Annuncio non trovato.');
    return presentDetail(row, lookups);
  }

  /** What the moderation mails say about the listing, and where the dealer edits it. */
  async function mailFacts(q: Q, row: { id: string; dealer_id: string; make_slug: string; model_slug: string; version: string; plate: string | null }) {
    const dealer = await q.dealerContact(row.dealer_id);
    const title = `${lookups.brand(row.make_slug).name} ${lookups.model(row.make_slug, row.model_slug).name} ${row.version}`.trim();
    return { to: dealer.email, facts: { dealerName: dealer.name, title, plate: row.plate, editUrl: `${appUrl}/dealer/${row.dealer_id}/listings/${row.id}` } };
  }

  /** One audited write: the listing locked, the change, its audit row (and mail job) in the same transaction; caches cleared after the commit. */
  async function write(listingId: string, work: (q: Q, before: NonNullable<Awaited<ReturnType<Q['lock']>>>) => Promise<boolean>) {
    const answer = await queries.transaction(async (q) => {
      const before = await q.lock(listingId);
      if (!before) throw notFound('Annuncio non trovato.');
      const changed = await work(q, before);
      return { changed, listing: await detail(q, listingId) };
    });
    if (answer.changed) events.emit('public-listings-changed');
    return answer.listing;
  }

  return {
    async list(query: AdminListingsQuery) {
      const window = listWindow(query, 'created_at', 'desc');
      const filter = await listingFilter(queries, query, window.q);
      const order: ListingOrder = { sortBy: window.sortBy, direction: window.direction };
      const [rows, total] = await Promise.all([queries.rows(filter, order, window.perPage, window.offset), queries.count(filter)]);
      return adminPage(rows.map((row) => presentRow(row, lookups)), total, window);
    },

    /** The rows of the export, batch by batch, in the list's order. */
    exportBatches(query: AdminListingsQuery) {
      const window = listWindow(query, 'created_at', 'desc');
      const filter = listingFilter(queries, query, window.q);
      return async (limit: number, offset: number) => queries.rows(await filter, { sortBy: window.sortBy, direction: window.direction }, limit, offset);
    },

    get: (listingId: string) => detail(queries, listingId),

    /** A full correction with the dealer's rules; the state, slots and moderation stay. */
    async update(actor: Actor, listingId: string, body: ListingBody) {
      const check = checkListing(body);
      if (!check.ok) {
        const errors = Object.fromEntries(Object.entries(check.errors).map(([field, message]) => [field, [message!]]));
        const first = check.code === 'C5' ? check.errors.vin : check.code === 'C6' ? check.errors.plate : Object.values(check.errors)[0];
        throw new ApiError(check.code, first, { errors }, 422);
      }
      try {
        return await write(listingId, async (q, before) => {
          if (check.value.reference && await q.referenceHolder(before.dealer_id, check.value.reference, listingId)) {
            throw referenceTaken(check.value.reference);
          }
          await q.update(listingId, check.value);
          await q.audit(actor, { action: 'listing.update', entityType: 'listing', entityId: listingId, before, after: await q.row(listingId) });
          return true;
        });
      } catch (error) {
        if (isReferenceRace(error)) throw referenceTaken(check.value.reference ?? '');
        throw error;
      }
    },

    /** Hidden from the public at once; the dealer gets the reason by mail. A disabled listing may be given a new reason. */
    disable(actor: Actor, listingId: string, rawReason: string) {
      const reason = rawReason.trim().replace(/\s+/g, ' ');
      if (reason.length < MODERATION_REASON_MIN) throw invalid({ reason: [messages.min('motivo', MODERATION_REASON_MIN)] });
      if (reason.length > MODERATION_REASON_MAX) throw invalid({ reason: [messages.max('motivo', MODERATION_REASON_MAX)] });
      return write(listingId, async (q, before) => {
        await q.update(listingId, { status: 'disabled', moderation_reason: reason, moderated_at: new Date(), moderated_by: actor.id });
        await q.audit(actor, { action: 'listing.disable', entityType: 'listing', entityId: listingId, before, after: await q.row(listingId) });
        const { to, facts } = await mailFacts(q, before);
        await q.queueMail(listingDisabledMail(to, { ...facts, reason }));
        return true;
      });
    },

    /** Back to the public (when published); the reason is cleared and the dealer told. Enabling an enabled listing changes nothing. */
    enable(actor: Actor, listingId: string) {
      return write(listingId, async (q, before) => {
        if (before.status === 'enabled') return false;
        await q.update(listingId, { status: 'enabled', moderation_reason: null, moderated_at: new Date(), moderated_by: actor.id });
        await q.audit(actor, { action: 'listing.enable', entityType: 'listing', entityId: listingId, before, after: await q.row(listingId) });
        const { to, facts } = await mailFacts(q, before);
        await q.queueMail(listingEnabledMail(to, facts));
        return true;
      });
    },
  };
}

export type AdminListingService = ReturnType<typeof adminListingService>;
