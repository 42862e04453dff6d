import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { differences, introspect, parse, render } from '../src/db/codegen.js';
import { withDatabase } from './support/global-setup.js';

const generatedFile = path.join(import.meta.dirname, '..', 'src', 'db', 'generated.ts');

/** A fresh database migrated from server/migrations: in memory (PGlite), or a throw-away one on TEST_DATABASE_URL's server. */
async function migratedTypes(): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `am_types_${crypto.randomBytes(4).toString('hex')}`;
  const admin = serverUrl ? new pg.Client({ connectionString: serverUrl }) : null;
  if (admin) {
    await admin.connect();
    await admin.query(`create database ${name}`);
  }
  const database = await openDatabase({ databaseUrl: serverUrl ? withDatabase(serverUrl, name) : null, dataDir: 'memory://' });
  try {
    await migrate(database.db);
    return render(await introspect(database.db));
  } finally {
    await database.close();
    if (admin) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

describe('Kysely types (src/db/generated.ts)', () => {
  it('are those the migrations build', async () => {
    const migrated = await migratedTypes();
    const committed = fs.readFileSync(generatedFile, 'utf8');
    if (committed === migrated) return;
    const lines = differences(parse(committed), parse(migrated));
    expect.fail([
      'src/db/generated.ts non corrisponde alle migrazioni: esegui `pnpm --filter server run db:types` e rivedi schema.ts.',
      ...(lines.length ? lines : ['(differenze di formato o di ordine)']).map((line) => `  ${line}`),
    ].join('\n'));
  });

  it('name the table and column that differ', () => {
    const committed = parse(render(new Map([['users', new Map([['id', 'Generated<string>'], ['email', 'string']])]])));
    const migrated = new Map([['users', new Map([['id', 'Generated<string>'], ['email', 'string | null'], ['phone', 'string | null']])]]);
    expect(differences(committed, migrated)).toEqual([
      'users.email: tipi string, migrazioni string | null',
      'users.phone: manca nei tipi (migrazioni: string | null)',
    ]);
  });
});
