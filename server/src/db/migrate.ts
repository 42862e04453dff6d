import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { repoRoot } from '../config.js';
import type { DB } from './schema.js';

const migrationsDir = path.join(repoRoot, 'server', 'migrations');

/**
 * Applies the SQL files of server/migrations in name order, each once, each in its own
 * transaction. Forward-only: there is no "down".
 */
export async function migrate(db: Kysely<DB>): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key, applied_at timestamptz not null default now())`.execute(db);
  const applied = new Set((await db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
  const files = (await fs.readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = await fs.readFile(path.join(migrationsDir, file), 'utf8');
    await db.transaction().execute(async (trx) => {
      await sql.raw(text).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: file }).execute();
    });
    done.push(file);
  }
  return done;
}
