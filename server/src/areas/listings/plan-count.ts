import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The listings that use a dealer's plan (its listing, showcase and featured limits): the published
 * ones. Not "on sale": a listing the admins suspended, or of a dealer still unverified, keeps its
 * slot, so lifting the suspension never finds the plan over its limit. One home for the plan's
 * count, the checkout's downgrade check, the stock import's room and the admins' dealer list.
 */
export function usingThePlan<O>(query: SelectQueryBuilder<DB, 'listings', O>): SelectQueryBuilder<DB, 'listings', O> {
  return query.where('listings.state', '=', 'published');
}
