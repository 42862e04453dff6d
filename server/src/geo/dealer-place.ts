import { sql, type Kysely } from 'kysely';
import type { DB, DealerGeocodePrecision, GeocodeStatus } from '../db/schema.js';
import { geocodeAddress, type AddressInput } from './geocode.js';

/** The dealer columns that say where it stands. */
export interface DealerPlaceColumns {
  latitude: number | null;
  longitude: number | null;
  geocode_status: GeocodeStatus;
  geocode_precision: DealerGeocodePrecision | null;
  geocode_comune: string | null;
}

/** The columns a change of these fields must recompute. */
export const ADDRESS_FIELDS = ['address', 'city', 'postal_code', 'province_code'] as const;

export function touchesAddress(change: Partial<Record<(typeof ADDRESS_FIELDS)[number], unknown>>): boolean {
  return ADDRESS_FIELDS.some((field) => change[field] !== undefined);
}

/**
 * Where an address puts a dealer. Not placed clears the point: an old point would keep the dealer's
 * cars in searches around a place it has left.
 */
export function dealerPlace(address: AddressInput): DealerPlaceColumns {
  const found = geocodeAddress(address);
  if (!found.placed) {
    return { latitude: null, longitude: null, geocode_status: 'not_found', geocode_precision: null, geocode_comune: null };
  }
  return {
    latitude: found.latitude, longitude: found.longitude, geocode_status: 'placed',
    geocode_precision: found.precision, geocode_comune: found.comune,
  };
}

/**
 * A dealer's listings stand where the dealer stands (the editor and the import copy the dealer's
 * place into each new listing): after a move, all of them follow, or search by distance finds the
 * old place. Call it in the transaction that changed the dealer.
 */
export async function moveListingsToDealer(db: Kysely<DB>, dealerId: string): Promise<void> {
  await sql`update listings l set city = d.city, province_code = d.province_code, postal_code = d.postal_code,
      latitude = d.latitude, longitude = d.longitude, updated_at = now()
    from dealers d where d.id = l.dealer_id and l.dealer_id = ${dealerId}
      and (l.city, l.province_code, l.postal_code, l.latitude, l.longitude)
        is distinct from (d.city, d.province_code, d.postal_code, d.latitude, d.longitude)`.execute(db);
}

/** Geocodes the dealer's stored address and moves its listings with it; inside the caller's transaction. */
export async function placeDealer(db: Kysely<DB>, dealerId: string): Promise<DealerPlaceColumns | undefined> {
  const dealer = await db.selectFrom('dealers').select(['address', 'city', 'postal_code', 'province_code'])
    .where('id', '=', dealerId).forUpdate().executeTakeFirst();
  if (!dealer) return undefined;
  const place = dealerPlace(dealer);
  await db.updateTable('dealers').set(place).where('id', '=', dealerId).execute();
  await moveListingsToDealer(db, dealerId);
  return place;
}

/**
 * At start, after migrations and the demo data: every dealer never tried. A dealer that came with
 * coordinates (the demo catalogue's street-level points) keeps them; the others are geocoded. A
 * step in code and not in migration 029, because the gazetteer is an npm package SQL cannot read;
 * it touches only the rows still untried, so a restart with none left costs two small queries.
 */
export async function placeUntriedDealers(db: Kysely<DB>, log?: (message: string) => void): Promise<number> {
  await db.updateTable('dealers').set({ geocode_status: 'placed', geocode_precision: 'given' })
    .where('geocode_status', 'is', null).where('latitude', 'is not', null).where('longitude', 'is not', null).execute();
  const untried = await db.selectFrom('dealers').select('id').where('geocode_status', 'is', null).execute();
  let placed = 0;
  for (const { id } of untried) {
    const place = await db.transaction().execute((trx) => placeDealer(trx, id));
    if (place?.geocode_status === 'placed') placed++;
  }
  if (untried.length) log?.(`Concessionari localizzati dall'indirizzo: ${placed} su ${untried.length}.`);
  return untried.length;
}
