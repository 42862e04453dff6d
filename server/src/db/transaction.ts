import type { Kysely, Transaction } from 'kysely';

/** What an area's queries offer for all-or-nothing work (server/README.md "An area"). */
export interface Transactional<In> {
  /** `work` with the same queries bound to one transaction; made over a transaction already, it joins that one. */
  transaction<T>(work: (inTransaction: In) => Promise<T>): Promise<T>;
}

/**
 * An area's queries plus `transaction(work)`: `bind` makes the queries `work` gets over the
 * transaction (usually the area's own factory). One wrapper for every queries.ts.
 */
export function withTransaction<Q extends object, In, D>(db: Kysely<D> | Transaction<D>, queries: Q, bind: (trx: Transaction<D>) => In): Q & Transactional<In> {
  return {
    ...queries,
    transaction<T>(work: (inTransaction: In) => Promise<T>): Promise<T> {
      // Kysely has no nested transactions: queries made over the caller's transaction (billing's
      // webhook issuing an invoice) run in it.
      if (db.isTransaction) return work(bind(db as Transaction<D>));
      return db.transaction().execute((trx) => work(bind(trx)));
    },
  };
}
