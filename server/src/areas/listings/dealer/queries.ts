import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { DealerListingsQuery } from '@automercato/api-contract';
import type { DB, ListingState, ListingsTable } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/jobs.js';
import { containsPattern } from '../../../db/like.js';
import { subscriptionQueries } from '../../billing/subscriptions/index.js';
import { hiddenBecauseColumn, inPublicSearch, onSaleColumn, type ListingScope } from '../public/index.js';
import { withTransaction } from '../../../db/transaction.js';

/** Every column the dealer's editor shows, and the dealer's slug for the public address. */
const columns = [
  'l.id', 'l.dealer_id', 'l.status', 'l.state', 'l.make_slug', 'l.model_slug', 'l.version', 'l.category', 'l.power_type',
  'l.gearbox_type', 'l.traction_type', 'l.emission_class', 'l.exterior_color', 'l.exterior_paint_type', 'l.interior_color',
  'l.interior_material', 'l.origin', 'l.mileage', 'l.registration_year', 'l.registration_month', 'l.power_kw', 'l.horsepower',
  'l.engine_cc', 'l.doors', 'l.seats', 'l.price', 'l.price_negotiable', 'l.description', 'l.vin', 'l.plate', 'l.reference',
  'l.photos', 'l.photo_count', 'l.city', 'l.showcase', 'l.featured', 'l.created_at', 'l.updated_at', 'l.published_at',
  'l.withdrawn_at', 'l.sold_at', 'd.slug as dealer_slug', 'l.moderation_reason', 'l.moderated_at',
] as const;

export type ListingWrite = Omit<Insertable<ListingsTable>, 'id' | 'created_at' | 'updated_at' | 'photos'>;

export interface ListSearch {
  query?: string;
  state?: ListingState;
  sortBy: NonNullable<DealerListingsQuery['sort_by']>;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** A dealer's own listings: search, read, write, state and slot changes. */
export function dealerListingQueries(db: Kysely<DB>, jobs: Jobs) {
  const base = () => db.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id');

  const queries = {
    /** One page of the dealer's listings; every word of `query` must match make, model, version, plate, VIN or reference. */
    async list(dealerId: string, search: ListSearch) {
      let q = base()
        .innerJoin('makes as mk', 'mk.slug', 'l.make_slug')
        .innerJoin('models as mo', (join) => join.onRef('mo.make_slug', '=', 'l.make_slug').onRef('mo.slug', '=', 'l.model_slug'))
        .where('l.dealer_id', '=', dealerId);
      if (search.state) q = q.where('l.state', '=', search.state);
      for (const word of (search.query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
        const pattern = containsPattern(word);
        q = q.where((eb) => eb.or([
          eb('mk.name', 'ilike', pattern), eb('l.make_slug', 'ilike', pattern), eb('mo.name', 'ilike', pattern),
          eb('l.model_slug', 'ilike', pattern), eb('l.version', 'ilike', pattern), eb('l.plate', 'ilike', pattern),
          eb('l.vin', 'ilike', pattern), eb('l.reference', 'ilike', pattern),
        ]));
      }
      const [rows, count] = await Promise.all([
        q.select(columns).select(onSaleColumn).select(hiddenBecauseColumn)
          .orderBy(`l.${search.sortBy}`, search.direction).orderBy('l.id', search.direction)
          .limit(search.perPage).offset((search.page - 1) * search.perPage)
          .execute(),
        q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },

    /** The listing if it is the dealer's, else undefined. */
    own: (listingId: string, dealerId: string) => base().select(columns).select(onSaleColumn).select(hiddenBecauseColumn)
      .where('l.id', '=', listingId).where('l.dealer_id', '=', dealerId).executeTakeFirst(),

    /** The same, locked until the transaction ends (after the dealer: lock order dealer → listing). */
    lockOwn: (listingId: string, dealerId: string) => db.selectFrom('listings')
      .select(['id', 'state', 'status', 'showcase', 'featured', 'photos'])
      .where('id', '=', listingId).where('dealer_id', '=', dealerId).forUpdate().executeTakeFirst(),

    /** How many of the dealer's listings a buyer's search finds: the public count, by the public rule itself. */
    inSearchCount: async (dealerId: string) => (await base().where('l.dealer_id', '=', dealerId)
      .where((eb) => inPublicSearch(eb as unknown as ListingScope))
      .select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n,

    /** Where a new listing stands: the dealer's place. */
    dealerPlace: (dealerId: string) => db.selectFrom('dealers')
      .select(['city', 'province_code', 'postal_code', 'latitude', 'longitude'])
      .where('id', '=', dealerId).executeTakeFirst(),

    /** The listing of the dealer that holds `reference`, if any. */
    byReference: (dealerId: string, reference: string) => db.selectFrom('listings').select('id')
      .where('dealer_id', '=', dealerId).where('reference', '=', reference).executeTakeFirst(),

    insert: async (values: ListingWrite) => (await db.insertInto('listings')
      .values({ ...values, photos: JSON.stringify([]) as never, created_at: new Date(), updated_at: new Date() })
      .returning('id').executeTakeFirstOrThrow()).id,

    update: (listingId: string, values: Updateable<ListingsTable>) => db.updateTable('listings')
      .set({ ...values, updated_at: new Date() }).where('id', '=', listingId).executeTakeFirst(),

    /** Leaving 'published' takes the showcase and featured slots with it. */
    setState: (listingId: string, state: ListingState) => {
      const now = new Date();
      const stamp = state === 'published' ? { published_at: now, withdrawn_at: null }
        : state === 'withdrawn' ? { withdrawn_at: now } : state === 'sold' ? { sold_at: now } : {};
      const slots = state === 'published' ? {} : { showcase: false, showcased_at: null, featured: false, featured_at: null };
      return db.updateTable('listings').set({ state, ...stamp, ...slots, updated_at: now }).where('id', '=', listingId).executeTakeFirst();
    },

    setShowcase: (listingId: string, on: boolean) => db.updateTable('listings')
      .set({ showcase: on, showcased_at: on ? new Date() : null, updated_at: new Date() }).where('id', '=', listingId).executeTakeFirst(),

    setFeatured: (listingId: string, on: boolean) => db.updateTable('listings')
      .set({ featured: on, featured_at: on ? new Date() : null, updated_at: new Date() }).where('id', '=', listingId).executeTakeFirst(),

    remove: (listingId: string) => db.deleteFrom('listings').where('id', '=', listingId).executeTakeFirst(),

    /** Plans, limits, usage and the dealer lock, bound to the same connection (the subscriptions area's queries). */
    plan: subscriptionQueries(db, jobs),
  };
  return withTransaction(db, queries, (trx): typeof queries => dealerListingQueries(trx, jobs));
}

export type DealerListingQueries = ReturnType<typeof dealerListingQueries>;
export type DealerListingQueriesInTransaction = Omit<DealerListingQueries, 'transaction'>;
export type DealerListingRow = NonNullable<Awaited<ReturnType<DealerListingQueries['own']>>>;
