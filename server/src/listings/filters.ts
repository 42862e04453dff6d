import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema.js';
import { labelOf, messages } from '@automercato/validation';
import { invalid } from '../http/errors.js';
import { isUuid } from './queries.js';
import { FILTER_KEYS, FILTER_KINDS, type Flag, type ListingFilters } from '@automercato/api-contract';

/**
 * The query keys of SPEC §7 ("Filter to query mapping"), their schemas and limits, are the
 * API contract's (packages/api-contract), shared with api-sdk; this file turns them into SQL.
 */
export { FilterProperties as filterProperties, type ListingFilters } from '@automercato/api-contract';

const isOn = (value: Flag | undefined) => value === 'true' || value === '1';
const METRES_PER_DEGREE = 111_320;

export type ListingScope = ExpressionBuilder<DB & { l: DB['listings']; d: DB['dealers'] }, 'l' | 'd'>;

const NUMERIC_KEYS = FILTER_KEYS.filter((key) => FILTER_KINDS[key] === 'num');

/** What a schema cannot say: numbers must be finite ("1e400" parses as Infinity); a radius needs a point. */
export function checkFilters(filters: ListingFilters): void {
  const errors: Record<string, string[]> = {};
  for (const key of NUMERIC_KEYS) {
    const value = filters[key];
    if (typeof value === 'number' && !Number.isFinite(value)) errors[key] = [messages.numeric(labelOf(key))];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  if (filters.radius !== undefined && (filters.latitude === undefined || filters.longitude === undefined)) {
    throw invalid({ radius: ['Per cercare entro un raggio indica anche una località (latitudine e longitudine).'] });
  }
}

/**
 * The WHERE clause of a public search: only enabled listings of enabled dealers, then every
 * filter given. Ranges are inclusive; multi-value keys match any of their values.
 */
export function filterConditions(eb: ListingScope, f: ListingFilters): Expression<SqlBool> {
  const and: Expression<SqlBool>[] = [eb('l.status', '=', 'enabled'), eb('d.enabled', '=', true)];
  if (f.brand) and.push(eb('l.make_slug', '=', f.brand));
  if (f.model) and.push(eb('l.model_slug', '=', f.model));
  if (f.version?.trim()) {
    const escaped = f.version.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
    and.push(eb('l.version', 'ilike', `%${escaped}%`));
  }
  const anyOf = [
    ['category', 'l.category'], ['power_type', 'l.power_type'], ['gearbox_type', 'l.gearbox_type'],
    ['traction_type', 'l.traction_type'], ['emission_class', 'l.emission_class'],
    ['exterior_color', 'l.exterior_color'], ['exterior_paint_type', 'l.exterior_paint_type'],
    ['interior_color', 'l.interior_color'], ['interior_material', 'l.interior_material'], ['origin', 'l.origin'],
  ] as const;
  for (const [key, column] of anyOf) {
    const values = f[key];
    if (values?.length) and.push(eb(column, 'in', values));
  }
  if (f.dealer?.length) {
    const ids = f.dealer.filter((d) => isUuid(d));
    const slugsGiven = f.dealer.filter((d) => !isUuid(d));
    const either: Expression<SqlBool>[] = [];
    if (ids.length) either.push(eb('d.id', 'in', ids));
    if (slugsGiven.length) either.push(eb('d.slug', 'in', slugsGiven));
    and.push(eb.or(either));
  }
  if (!isOn(f.include_no_photos)) and.push(eb('l.photo_count', '>', 0));
  if (isOn(f.price_negotiable)) and.push(eb('l.price_negotiable', '=', true));
  if (isOn(f.exclude_no_carfax)) and.push(eb('l.carfax_report_id', 'is not', null));
  const ranges = [
    ['price_min', '>=', 'l.price'], ['price_max', '<=', 'l.price'],
    ['mileage_min', '>=', 'l.mileage'], ['mileage_max', '<=', 'l.mileage'],
    ['registration_year_min', '>=', 'l.registration_year'], ['registration_year_max', '<=', 'l.registration_year'],
    ['power_min', '>=', 'l.power_kw'], ['power_max', '<=', 'l.power_kw'],
    ['horsepower_min', '>=', 'l.horsepower'], ['horsepower_max', '<=', 'l.horsepower'],
  ] as const;
  for (const [key, op, column] of ranges) {
    const value = f[key];
    if (value !== undefined) and.push(eb(column, op, value));
  }
  if (f.radius !== undefined && f.latitude !== undefined && f.longitude !== undefined) {
    // A bounding box the indexes can use, then the exact great-circle distance.
    const dLat = f.radius / METRES_PER_DEGREE;
    const dLng = f.radius / (METRES_PER_DEGREE * Math.max(Math.cos((f.latitude * Math.PI) / 180), 0.01));
    and.push(eb.between('l.latitude', f.latitude - dLat, f.latitude + dLat));
    and.push(eb.between('l.longitude', f.longitude - dLng, f.longitude + dLng));
    and.push(eb(distanceMetres(f.latitude, f.longitude), '<=', f.radius));
  }
  return eb.and(and);
}

/** Haversine distance in metres from a point to the listing's position. */
export function distanceMetres(latitude: number, longitude: number) {
  return sql<number>`(2 * 6371000.0 * asin(sqrt(
    power(sin(radians(l.latitude - ${latitude}::float8) / 2), 2) +
    cos(radians(${latitude}::float8)) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ${longitude}::float8) / 2), 2))))`;
}
