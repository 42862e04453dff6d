import crypto from 'node:crypto';
import type { LookupKind, Reply } from '@automercato/api-contract';
import type { Lookups } from '../../../catalog/lookups.js';
import type { Wire } from '../../../http/contract.js';
import type { DealerQueries } from '../../dealers/public/index.js';

type FilterLookups = Wire<Reply<'GET /api/lookups'>>;

/** Browsers and a CDN keep the lists five minutes, then may serve them stale for a day while they ask again. */
export const LOOKUPS_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

/**
 * GET /api/lookups: every list of the search filters in one answer, the same items as the per-list
 * routes. The makes and vocabularies change only with a deploy and the provinces with a migration
 * (both held for the process's life); the public dealers are read at each call.
 */
export function filterLookups({ lookups, provinces, dealers }: {
  lookups: Lookups;
  provinces: FilterLookups['provinces'];
  dealers: Pick<DealerQueries, 'list'>;
}): () => Promise<FilterLookups> {
  const vocabulary = (kind: LookupKind) => lookups.vocab.get(kind) ?? [];
  const fixed = {
    brands: lookups.brands,
    categories: vocabulary('categories'),
    power_types: vocabulary('power-types'),
    traction_types: vocabulary('traction-types'),
    gearbox_types: vocabulary('gearbox-types'),
    origins: vocabulary('origins'),
    emission_classes: vocabulary('emission-classes'),
    exterior_colors: vocabulary('exterior-colors'),
    paint_types: vocabulary('paint-types'),
    interior_colors: vocabulary('interior-colors'),
    interior_materials: vocabulary('interior-materials'),
    provinces,
  };
  return async () => ({ ...fixed, dealers: await dealers.list() });
}

/** A strong ETag of a body: the same bytes, the same tag (on every instance behind the CDN). */
export function etagOf(body: string): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names `etag` (or is `*`): the weak comparison RFC 9110 asks of it. */
export function noneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = [header].flat().join(',').split(',').map((tag) => tag.trim()).filter(Boolean);
  return tags.some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag);
}
