import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { ok, page } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { isUuid } from '../listings/queries.js';
import { escapeLike } from '../db/like.js';
import { findDealerSettings } from '../db/dealers.js';

export interface DealersOptions { db: Kysely<DB> }


/** Public dealer reads: only enabled dealers; contact e-mails and VAT stay private. */
export const dealersPlugin: FastifyPluginAsync<DealersOptions> = async (app, { db }) => {
  const publicDealers = () => db.selectFrom('dealers as d')
    .where('d.enabled', '=', true)
    .select((eb) => [
      'd.id as uuid', 'd.name', 'd.slug', 'd.address', 'd.city', 'd.province_code', 'd.postal_code',
      'd.phone', 'd.website', 'd.latitude', 'd.longitude', 'd.description',
      eb.selectFrom('listings as l').whereRef('l.dealer_id', '=', 'd.id').where('l.status', '=', 'enabled')
        .select(sql<number>`count(*)::int`.as('n')).as('listings_count'),
    ]);

  app.get<{ Querystring: { page?: number; per_page?: number; city?: string } }>('/api/dealers', {
    schema: {
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 1, maximum: 100_000 },
          per_page: { type: 'integer', minimum: 1 },
          city: { type: 'string', maxLength: 80 },
        },
      },
    },
  }, async (request) => {
    const perPage = Math.min(request.query.per_page ?? 20, 100);
    const pageNumber = request.query.page ?? 1;
    let query = publicDealers();
    let counter = db.selectFrom('dealers as d').where('d.enabled', '=', true);
    if (request.query.city) {
      query = query.where('d.city', 'ilike', escapeLike(request.query.city));
      counter = counter.where('d.city', 'ilike', escapeLike(request.query.city));
    }
    const [items, total] = await Promise.all([
      query.orderBy('d.name').orderBy('d.id').limit(perPage).offset((pageNumber - 1) * perPage).execute(),
      counter.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok(page(items, Number(total.n), pageNumber, perPage));
  });

  // Compact list for the "concessionario" search filter.
  app.get('/api/dealer-list', async () => ok(
    await db.selectFrom('dealers').where('enabled', '=', true)
      .select(['id as uuid', 'name', 'slug', 'city']).orderBy('name').execute(),
  ));

  // The dealer's own settings: its owners and administrators only (access 'dealer').
  app.get<{ Params: { dealerUuid: string } }>('/api/dealers/:dealerUuid/settings', { config: { access: 'dealer' } }, async (request) => {
    const settings = await findDealerSettings(db, request.params.dealerUuid);
    if (!settings) throw notFound('Concessionario non trovato.');
    return ok(settings);
  });

  app.get<{ Params: { id: string } }>('/api/dealers/:id', {
    schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 80 } }, required: ['id'] } },
  }, async (request) => {
    const { id } = request.params;
    const dealer = await publicDealers()
      .where(isUuid(id) ? 'd.id' : 'd.slug', '=', id)
      .executeTakeFirst();
    if (!dealer) throw notFound('Concessionario non trovato.');
    return ok(dealer);
  });
};
