import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

export function lookupQueries(db: Kysely<DB>) {
  return {
    provinces: () => db.selectFrom('provinces')
      .select(['code', 'name', 'region', 'latitude', 'longitude']).orderBy('name').execute(),
  };
}

export type LookupQueries = ReturnType<typeof lookupQueries>;
