import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Lookups } from '../../catalog/lookups.js';
import { ok, page } from '../../http/envelope.js';
import { presentSummary, summaryColumns, type SummaryRow } from '../listings/present.js';
import { listingsWithDealer, requirePublicListing } from '../listings/queries.js';

const idParam = { type: 'object', properties: { id: { type: 'string', maxLength: 64 } }, required: ['id'] } as const;

/** A signed-in buyer's saved listings. Adding and removing are idempotent (a double tap is harmless). */
export const favouritesPlugin: FastifyPluginAsync<{ db: Kysely<DB>; lookups: Lookups }> = async (app, { db, lookups }) => {
  app.get<{ Querystring: { page?: number; per_page?: number } }>('/api/listings/favourites', {
    config: { access: 'user' },
    schema: {
      querystring: {
        type: 'object',
        properties: { page: { type: 'integer', minimum: 1, maximum: 10_000 }, per_page: { type: 'integer', minimum: 1 } },
      },
    },
  }, async (request) => {
    const userId = request.session!.user!.id;
    const perPage = Math.min(request.query.per_page ?? 20, 100);
    const pageNumber = request.query.page ?? 1;
    // Saved listings that went off sale stay saved but are not shown.
    const saved = listingsWithDealer(db).innerJoin('favourites as f', 'f.listing_id', 'l.id')
      .where('f.user_id', '=', userId).where('l.status', '=', 'enabled').where('d.enabled', '=', true);
    const [rows, total] = await Promise.all([
      saved.select([...summaryColumns, 'f.created_at as saved_at']).orderBy('f.created_at', 'desc').orderBy('l.id')
        .limit(perPage).offset((pageNumber - 1) * perPage).execute(),
      saved.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map((row) => ({ ...presentSummary(row as SummaryRow, lookups), saved_at: row.saved_at }));
    return ok(page(items, Number(total.n), pageNumber, perPage));
  });

  app.post<{ Params: { id: string } }>('/api/listings/favourites/:id', {
    config: { access: 'user' }, schema: { params: idParam },
  }, async (request) => {
    const listing = await requirePublicListing(db, request.params.id);
    await db.insertInto('favourites').values({ user_id: request.session!.user!.id, listing_id: listing.id })
      .onConflict((oc) => oc.doNothing()).execute();
    return ok({ listing: listing.id, favourite: true });
  });

  app.delete<{ Params: { id: string } }>('/api/listings/favourites/:id', {
    config: { access: 'user' }, schema: { params: idParam },
  }, async (request) => {
    await db.deleteFrom('favourites')
      .where('user_id', '=', request.session!.user!.id).where('listing_id', '=', request.params.id.toLowerCase())
      .execute().catch(() => undefined); // a malformed id simply matches nothing
    return ok({ listing: request.params.id, favourite: false });
  });
};
