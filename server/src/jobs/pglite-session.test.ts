import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { describe, expect, it } from 'vitest';

// Why jobs.ts gives pg-boss the API's pool on PGlite instead of pg-boss's fromPglite adapter.
describe('PGlite has one session', () => {
  it('a statement sent to the PGlite instance directly runs inside a transaction opened through the pool', async () => {
    const pglite = await PGlite.create();
    const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
    try {
      await pool.query('create table t (x int)');
      const client = await pool.connect();
      await client.query('begin');
      await client.query('insert into t values (1)');
      // fromPglite would send pg-boss's statements like this: they see, and would commit or roll
      // back with, a request's unfinished transaction.
      const direct = await pglite.query<{ n: number }>('select count(*)::int as n from t');
      expect(direct.rows[0]!.n).toBe(1);
      // Through the pool the statement waits for the transaction to end, and sees only what committed.
      const pooled = pool.query<{ n: number }>('select count(*)::int as n from t');
      await client.query('rollback');
      client.release();
      expect((await pooled).rows[0]!.n).toBe(0);
    } finally {
      await pool.end();
      await pglite.close();
    }
  });
});
