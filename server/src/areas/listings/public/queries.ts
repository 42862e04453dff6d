import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { NEOPATENTATI_MAX_KW, NEOPATENTATI_MAX_KW_PER_TONNE } from '@automercato/i18n/format';
import type { DB } from '../../../db/schema.js';
import { FILTER_NAMES, filterRow, isUuid, type FilterName, type FilterRow, type SEARCH_FILTERS } from '@automercato/api-contract';
import { containsPattern } from '../../../db/like.js';
import type { ListingFilters } from './filters.js';
import { detailColumns, summaryColumns, type DetailRow } from './present.js';
import { onSale, onSaleColumn, withPhotos, type ListingScope } from '../public-rule.js';

/** Listings joined with their dealer (l, d): the base of every listing read, also other areas'. */
export const listingsWithDealer = (db: Kysely<DB>) =>
  db.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id');

// The public-listing rule (SQL and row predicate side by side) has its own module; re-exported for the search and other areas.
export { hiddenBecauseColumn, inPublicSearch, onSale, onSaleColumn, publicDealer, type DealerScope, type ListingScope } from '../public-rule.js';

/** The listings on sale with their dealer (see onSale). */
export const listingsOnSale = (db: Kysely<DB>) => listingsWithDealer(db).where(onSale);

/** SPEC §3 sort options, split into sort_by + sort_direction (no sort_by: most relevant). */
export const SORT_COLUMNS = { price: 'l.price', year: 'l.registration_year', created_at: 'l.created_at', mileage: 'l.mileage' } as const;
/** A column sort, or `distance` from the searched point (service.ts requires the point). */
export type SortKey = keyof typeof SORT_COLUMNS | 'distance';
export interface SearchSort { by: SortKey; direction: 'asc' | 'desc' }

export type ListingLookup = { status: 'public'; row: DetailRow } | { status: 'gone'; row: DetailRow } | { status: 'missing' };

export function listingQueries(db: Kysely<DB>) {
  const base = () => listingsWithDealer(db);
  return {
    /**
     * A listing by id: on sale, withdrawn (disabled listing or dealer, withdrawn or sold by the
     * dealer), or not there at all (a draft was never public).
     */
    async lookup(id: string): Promise<ListingLookup> {
      if (!isUuid(id)) return { status: 'missing' };
      const row = await base().select(detailColumns).select(onSaleColumn).where('l.id', '=', id)
        .executeTakeFirst();
      if (!row || row.state === 'draft') return { status: 'missing' };
      return { status: row.on_sale ? 'public' : 'gone', row };
    },

    /** The Problem Check of a listing's vehicle-history report (not deleted), for the public detail. */
    carfaxSummary: (reportId: string) => db.selectFrom('carfax_reports')
      .select(['summary', 'provider', 'document', 'created_at']).where('id', '=', reportId).where('deleted_at', 'is', null)
      .executeTakeFirst(),

    /**
     * One page of the public search. No sort: featured first. Ties broken by newest then id,
     * so pages never repeat or skip a listing.
     */
    async search(filters: ListingFilters, sort: SearchSort | null, limit: number, offset: number) {
      const point = filters.latitude !== undefined && filters.longitude !== undefined
        ? positionDistance(filters.latitude, filters.longitude) : null;
      let query = base().select(summaryColumns).where((eb) => filterConditions(eb, filters));
      // With a point, each card says how far it is (distance_m, null without a position).
      if (point) query = query.select(point.as('distance_m'));
      if (sort?.by === 'distance') {
        if (!point) throw new Error('distance sort without a point');
        // Listings without a position (a dealer not yet placed) come last either way.
        query = query.orderBy(point, (ob) => (sort.direction === 'desc' ? ob.desc() : ob.asc()).nullsLast());
      } else {
        query = sort ? query.orderBy(SORT_COLUMNS[sort.by], sort.direction) : query.orderBy('l.featured', 'desc');
      }
      query = query.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc');
      return await query.limit(limit).offset(offset).execute();
    },

    /** Matches of a public search, counted up to `upTo` (an exact count of everything is what is slow). */
    async count(filters: ListingFilters, upTo: number): Promise<number> {
      const matches = base().select('l.id').where((eb) => filterConditions(eb, filters)).limit(upTo);
      const row = await db.selectFrom(matches.as('m')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The home page's showcase: the 24 most recently showcased public listings. */
    async showcased() {
      return await base().select(summaryColumns)
        .where((eb) => filterConditions(eb, {}))
        .where('l.showcase', '=', true)
        .orderBy('l.showcased_at', 'desc').orderBy('l.id')
        .limit(24).execute();
    },

    /** Whether this user saved this listing. */
    async isSavedBy(userId: string, listingId: string): Promise<boolean> {
      return Boolean(await db.selectFrom('favourites').select('listing_id')
        .where('user_id', '=', userId).where('listing_id', '=', listingId).executeTakeFirst());
    },
  };
}

export type ListingQueries = ReturnType<typeof listingQueries>;

const isOn = (value: unknown) => value === 'true' || value === '1';
const METRES_PER_DEGREE = 111_320;


// Every column the filters' table names is a listings column (a misspelt one fails the typecheck).
type TableColumn = { [N in FilterName]: (typeof SEARCH_FILTERS)[N] extends { column: infer C extends string } ? C : never }[FilterName];
const columnsExist: TableColumn extends keyof DB['listings'] ? true : never = true;
void columnsExist;

type Operator = FilterRow['op'];
type Conditions = (eb: ListingScope, f: ListingFilters, row: FilterRow, name: FilterName) => Expression<SqlBool>[];
const value = (f: ListingFilters, key: string): unknown => (f as Record<string, unknown>)[key];
/** A column of the table as a reference (the table's columns are checked above). */
const column = (row: FilterRow) => sql.ref<unknown>(`l.${row.column!}`);

/**
 * The conditions of each operator of the filters' table (packages/api-contract domain/filters.ts):
 * the plain comparisons, then the rules of their own.
 */
const CONDITIONS: Record<Operator, Conditions> = {
  eq: (eb, f, row, name) => {
    const v = value(f, name);
    return v ? [eb(column(row), '=', v)] : [];
  },
  in: (eb, f, row, name) => {
    const values = value(f, name) as string[] | undefined;
    return values?.length ? [eb(column(row), 'in', values)] : [];
  },
  contains: (eb, f, row, name) => {
    const text = (value(f, name) as string | undefined)?.trim();
    return text ? [eb(column(row), 'ilike', containsPattern(text))] : [];
  },
  range: (eb, f, row, name) => {
    const [min, max] = [value(f, `${name}_min`), value(f, `${name}_max`)] as (number | undefined)[];
    return [
      ...(min !== undefined ? [eb(column(row), '>=', min)] : []),
      ...(max !== undefined ? [eb(column(row), '<=', max)] : []),
    ];
  },
  true: (eb, f, row, name) => (isOn(value(f, name)) ? [eb(column(row), '=', true)] : []),
  present: (eb, f, row, name) => (isOn(value(f, name)) ? [eb(column(row), 'is not', null)] : []),
  // By id or by slug (a link may carry either).
  dealer: (eb, f) => {
    if (!f.dealer?.length) return [];
    const ids = f.dealer.filter((d) => isUuid(d));
    const slugsGiven = f.dealer.filter((d) => !isUuid(d));
    const either: Expression<SqlBool>[] = [];
    if (ids.length) either.push(eb('d.id', 'in', ids));
    if (slugsGiven.length) either.push(eb('d.slug', 'in', slugsGiven));
    return [eb.or(either)];
  },
  photos: (eb, f) => (isOn(f.include_no_photos) ? [] : [withPhotos(eb)]),
  // Both limits of the new drivers: the kW cap, and kW per tonne of the model's tara (a model
  // without a weight in the catalogue is held to the kW cap only).
  neopatentati: (eb, f) => (isOn(f.neopatentati) ? [
    eb('l.power_kw', '<=', NEOPATENTATI_MAX_KW),
    sql<SqlBool>`not exists (select 1 from models m where m.make_slug = l.make_slug and m.slug = l.model_slug
      and l.power_kw * 1000 > ${NEOPATENTATI_MAX_KW_PER_TONNE}::integer * m.curb_weight_kg)`,
  ] : []),
  near: (eb, f) => {
    if (f.radius === undefined || f.latitude === undefined || f.longitude === undefined) return [];
    // A bounding box the indexes can use, then the exact great-circle distance.
    const dLat = f.radius / METRES_PER_DEGREE;
    const dLng = f.radius / (METRES_PER_DEGREE * Math.max(Math.cos((f.latitude * Math.PI) / 180), 0.01));
    return [
      eb.between('l.latitude', f.latitude - dLat, f.latitude + dLat),
      eb.between('l.longitude', f.longitude - dLng, f.longitude + dLng),
      eb(distanceMetres(f.latitude, f.longitude), '<=', f.radius),
    ];
  },
};

/**
 * The WHERE clause of a public search: the listings on sale (onSale), then every filter given,
 * each by its operator in the filters' table. Ranges are inclusive; multi-value keys match any
 * of their values.
 */
export function filterConditions(eb: ListingScope, f: ListingFilters): Expression<SqlBool> {
  const and: Expression<SqlBool>[] = [onSale(eb)];
  const done = new Set<Operator>();
  for (const name of FILTER_NAMES) {
    const row = filterRow(name);
    // A rule of its own reads all its keys at once (the place is three rows: latitude, longitude, radius).
    if (!row.column) {
      if (done.has(row.op)) continue;
      done.add(row.op);
    }
    and.push(...CONDITIONS[row.op](eb, f, row, name));
  }
  return eb.and(and);
}

/**
 * Metres from a point to where the car is: the listing's position, else its dealer's (a listing
 * saved before its dealer was placed); null when neither is known. For the sort and the cards.
 */
export function positionDistance(latitude: number, longitude: number) {
  return sql<number | null>`(2 * 6371000.0 * asin(sqrt(
    power(sin(radians(coalesce(l.latitude, d.latitude) - ${latitude}::float8) / 2), 2) +
    cos(radians(${latitude}::float8)) * cos(radians(coalesce(l.latitude, d.latitude))) *
    power(sin(radians(coalesce(l.longitude, d.longitude) - ${longitude}::float8) / 2), 2))))`;
}

/** Haversine distance in metres from a point to the listing's position. */
export function distanceMetres(latitude: number, longitude: number) {
  return sql<number>`(2 * 6371000.0 * asin(sqrt(
    power(sin(radians(l.latitude - ${latitude}::float8) / 2), 2) +
    cos(radians(${latitude}::float8)) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ${longitude}::float8) / 2), 2))))`;
}
