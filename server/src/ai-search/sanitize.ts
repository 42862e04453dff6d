/**
 * Whatever an interpreter answers (the built-in parser, or later a language model), only
 * filters the search accepts leave the server: known makes, models and vocabulary slugs,
 * finite numbers within the bounds of filters.ts, a radius only with its point. Chips that
 * lost their filter are dropped; unknown words are trimmed.
 */
import type { ListingFilters } from '../areas/listings/public/filters.js';
import { FILTER_KINDS, FILTER_LIMITS, type FilterKey } from '@automercato/api-contract';
import type { AiCatalogue } from './catalogue.js';
import { AI_FILTER_KEYS, CHIP_KEYS } from './chips.js';
import { MULTI_KEYS, vocabularySlugs } from './lexicon.js';
import type { AiFilters, Chip, ParsedQuery } from './types.js';

/** The contract's limits of the range keys (those /api/listings validates with). */
const { latitude: _lat, longitude: _lng, radius: _radius, ...RANGES } = FILTER_LIMITS;
/** The flags an answer may set (only ever 'true'). */
const FLAGS = AI_FILTER_KEYS.filter((key) => FILTER_KINDS[key as FilterKey] === 'flag');

export function sanitizeFilters(input: unknown, catalogue: AiCatalogue): AiFilters {
  const f = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const brand = typeof f.brand === 'string' && catalogue.brandNames.has(f.brand) ? f.brand : undefined;
  if (brand) {
    out.brand = brand;
    if (typeof f.model === 'string' && catalogue.models.has(`${brand}/${f.model}`)) out.model = f.model;
  }
  if (typeof f.version === 'string' && f.version.trim() && f.version.length <= 100) out.version = f.version.trim();
  for (const key of MULTI_KEYS) {
    const raw = f[key];
    const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
    const allowed = vocabularySlugs(key);
    const values = [...new Set(list.filter((v): v is string => typeof v === 'string' && allowed.includes(v)))];
    if (values.length) out[key] = values;
  }
  for (const flag of FLAGS) {
    if (f[flag] === true || f[flag] === 'true' || f[flag] === '1') out[flag] = 'true';
  }
  for (const [key, [lo, hi]] of Object.entries(RANGES)) {
    const value = typeof f[key] === 'string' ? Number(f[key]) : f[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= lo && value <= hi) out[key] = Math.round(value);
  }
  const lat = f.latitude;
  const lng = f.longitude;
  const radius = f.radius;
  if (typeof lat === 'number' && typeof lng === 'number' && typeof radius === 'number'
    && Number.isFinite(lat) && Number.isFinite(lng) && Number.isFinite(radius)
    && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && radius >= 1 && radius <= 2_000_000) {
    if (typeof f.location_city === 'string' && f.location_city.trim()) out.location_city = f.location_city.trim().slice(0, 100);
    out.latitude = lat;
    out.longitude = lng;
    out.radius = Math.round(radius);
  }
  return out as AiFilters;
}

/** The filters as `/api/listings` takes them (`location_city` only labels the point). */
export function toListingFilters(filters: AiFilters): ListingFilters {
  const { location_city: _city, ...rest } = filters;
  return rest;
}

/** A parsed answer made safe: filters sanitised, chips that no longer match them dropped. */
export function sanitizeParsed(parsed: ParsedQuery, catalogue: AiCatalogue): ParsedQuery {
  const filters = sanitizeFilters(parsed.filters, catalogue);
  const understood = (Array.isArray(parsed.understood) ? parsed.understood : []).filter((chip): chip is Chip => {
    if (!chip || typeof chip.label !== 'string' || !(chip.key in CHIP_KEYS)) return false;
    const keys = CHIP_KEYS[chip.key];
    return keys.some((key) => (filters as Record<string, unknown>)[key] !== undefined);
  }).map((chip) => ({ key: chip.key, value: chip.value, label: chip.label.slice(0, 120) }));
  const unknown = (Array.isArray(parsed.unknown) ? parsed.unknown : [])
    .filter((w): w is string => typeof w === 'string' && w.length > 0).slice(0, 20).map((w) => w.slice(0, 60));
  return { filters, understood, unknown };
}
