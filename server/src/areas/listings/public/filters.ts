import { FILTER_KEYS, FILTER_KINDS, FILTER_LABELS, type ListingFilters } from '@automercato/api-contract';
import { messages } from '@automercato/validation';
import { invalid } from '../../../http/errors.js';

/**
 * The query keys of SPEC §7 ("Filter to query mapping"), their schemas, limits and labels, are the
 * API contract's filters' table (packages/api-contract domain/filters.ts), shared with api-sdk;
 * queries.ts turns each row into SQL by its operator.
 */
export { FilterProperties as filterProperties, type ListingFilters } from '@automercato/api-contract';

const NUMERIC_KEYS = FILTER_KEYS.filter((key) => FILTER_KINDS[key] === 'num');

/** What a schema cannot say: numbers must be finite ("1e400" parses as Infinity); a radius needs a point. */
export function checkFilters(filters: ListingFilters): void {
  const errors: Record<string, string[]> = {};
  for (const key of NUMERIC_KEYS) {
    const value = filters[key];
    if (typeof value === 'number' && !Number.isFinite(value)) errors[key] = [messages.numeric(FILTER_LABELS[key])];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  if (filters.radius !== undefined && (filters.latitude === undefined || filters.longitude === undefined)) {
    throw invalid({ radius: ['Per cercare entro un raggio indica anche una località (latitudine e longitudine).'] });
  }
}
