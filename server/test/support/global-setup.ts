import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { syncCatalog } from '../../src/catalog/sync.js';
import { seedDemo } from '../../src/seed/demo.js';
import { Jobs } from '../../src/jobs/index.js';
import { areaSchedules } from '../../src/areas/index.js';
import type { Database } from '../../src/db/database.js';

/** pg-boss's schema and the queues, installed once in the fixture rather than by every test app. */
async function installJobs(database: Database) {
  const jobs = new Jobs({ database, workers: false, schedules: areaSchedules, log: console as never });
  await jobs.start();
  await jobs.stop();
}
import { FIXTURE_LISTINGS, FIXTURE_SEED, type FixtureInfo } from './fixture.js';

declare module 'vitest' {
  export interface ProvidedContext { fixture: FixtureInfo }
}

/** Database name on the server given by TEST_DATABASE_URL, replaced in the URL. */
export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Builds the seeded fixture database once: a PGlite dump (embedded leg), or a template
 * database on the server named by TEST_DATABASE_URL (PostgreSQL leg). Each test file then
 * starts from its own copy, so files never see each other's writes.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `am_tpl_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, template), dataDir: '' });
    await migrate(database.db);
    await syncCatalog(database.db);
    await seedDemo(database.db, { listings: FIXTURE_LISTINGS, seed: FIXTURE_SEED });
    await installJobs(database);
    await database.close();
    project.provide('fixture', { kind: 'postgres', serverUrl, template });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'am\\_%' and datname like $1`, [`%${template.slice(7)}%`]);
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  await migrate(database.db);
  await syncCatalog(database.db);
  await seedDemo(database.db, { listings: FIXTURE_LISTINGS, seed: FIXTURE_SEED });
  await installJobs(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'automercato-fixture-'));
  const dumpFile = path.join(dir, 'fixture.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('fixture', { kind: 'pglite', dumpFile });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
