import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import type { Mail, Mailer } from '../src/mail/mailer.js';
import { createTestApp, eventually, type TestApp } from './support/test-app.js';
import { withDatabase } from './support/global-setup.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const mail = (to: string): Mail => ({ to, subject: 'Prova', html: '<p>prova</p>', text: 'prova' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function outboxCount(database: Pick<Database, 'db'>, to: string) {
  const row = await database.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('to_address', '=', to).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('mail jobs and transactions', () => {
  it('a job enqueued in a transaction that rolls back is never sent; one that commits is sent once', async () => {
    const { db } = t.database;
    await expect(db.transaction().execute(async (trx) => {
      await t.app.jobs.enqueue('mail', mail('annullata@example.it'), { tx: trx });
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    await db.transaction().execute(async (trx) => {
      await t.app.jobs.enqueue('mail', mail('confermata@example.it'), { tx: trx });
    });
    await eventually(async () => (await outboxCount(t.database, 'confermata@example.it')) === 1, 'the committed mail');
    // The in-process worker has had every chance to pick up the rolled-back one (it polls every 0.5 s).
    await sleep(1500);
    expect(await outboxCount(t.database, 'annullata@example.it')).toBe(0);
    expect(await t.app.jobs.find('mail', { data: { to: 'annullata@example.it' } })).toEqual([]);
    expect(await outboxCount(t.database, 'confermata@example.it')).toBe(1);
  });

  it('a refused request queues no mail (a taken e-mail on sign-up)', async () => {
    const before = (await t.app.jobs.find('mail')).length;
    const client = t.client();
    const res = await client.request({
      method: 'POST', url: '/api/register-customer',
      payload: { name: 'Già', surname: 'Preso', email: 'cliente@automercato.example', password: 'Giardino#Verde42', password_confirmation: 'Giardino#Verde42', terms: true },
    });
    expect(res.statusCode).toBe(409);
    expect((await t.app.jobs.find('mail')).length).toBe(before);
  });
});

describe('retries with exponential back-off', () => {
  let app: FastifyInstance;
  const attempts = new Map<string, number[]>();
  // A mail server that refuses the first two tries for "flaky" and every try for "down".
  const mailer: Mailer = {
    mode: 'smtp',
    async send(m) {
      const list = attempts.get(m.to) ?? [];
      list.push(Date.now());
      attempts.set(m.to, list);
      if (m.to.startsWith('down') || (m.to.startsWith('flaky') && list.length <= 2)) throw new Error(`SMTP 421 servizio non disponibile (tentativo ${list.length})`);
    },
  };

  beforeAll(async () => {
    // Only this app's worker (with the refusing mail server) may take mail jobs.
    await t.app.jobs.stopWorkers();
    app = await buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: '/x' }), logger: false, mailer, jobsPollingSeconds: 0.5 });
    await app.ready();
  });
  afterAll(async () => { await app?.close(); });

  it('a handler that throws twice, then succeeds, sends once, waiting longer each time', async () => {
    const id = (await app.jobs.enqueue('mail', mail('flaky@example.it')))!;
    const job = await eventually(async () => {
      const found = await app.jobs.job('mail', id);
      return found?.state === 'completed' ? found : undefined;
    }, 'the flaky mail to complete', 30_000);
    const times = attempts.get('flaky@example.it')!;
    expect(times).toHaveLength(3);
    expect(job.retryCount).toBe(2);
    // Back-off: retryDelay (1 s) × 2^n with jitter, so at least 1 s, then at least 2 s.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(900);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1900);
  }, 40_000);

  it('a handler that always throws ends failed, with its error kept for inspection and a retry possible', async () => {
    // The queue's own policy retries for many minutes; this job allows two retries.
    const id = (await app.jobs.boss.send('mail', mail('down@example.it'), { retryLimit: 2, retryDelay: 1, retryBackoff: true }))!;
    const job = await eventually(async () => {
      const found = await app.jobs.job('mail', id);
      return found?.state === 'failed' ? found : undefined;
    }, 'the mail to fail for good', 30_000);
    expect(attempts.get('down@example.it')).toHaveLength(3);
    expect(job.retryCount).toBe(2);
    expect(JSON.stringify(job.output)).toContain('SMTP 421 servizio non disponibile (tentativo 3)');
    expect(job.data).toEqual(mail('down@example.it'));
    expect((await app.jobs.find('mail', { queued: false })).some((j) => j.id === id && j.state === 'failed')).toBe(true);
    // "riprova" puts it back: one more attempt runs.
    await app.jobs.retry('mail', id);
    await eventually(async () => (attempts.get('down@example.it')!.length === 4 ? true : undefined), 'the retried attempt', 15_000);
  }, 40_000);
});

/** A free TCP port on loopback. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a crash between the answer and the send', () => {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let env: Record<string, string>;
  let reopen: () => Promise<Database>;
  let cleanup = async () => {};
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    // Its own copy of the fixture that a second process can open: a data folder, or a database.
    const fixture = inject('fixture');
    if (fixture.kind === 'postgres') {
      const name = `am_${crypto.randomBytes(4).toString('hex')}_${fixture.template!.slice(7)}`;
      const admin = new pg.Client({ connectionString: fixture.serverUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${fixture.template}`);
      const url = withDatabase(fixture.serverUrl!, name);
      env = { DATABASE_URL: url };
      reopen = () => openDatabase({ databaseUrl: url, dataDir: '' });
      cleanup = async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'automercato-crash-'));
      const loaded = await openDatabase({ databaseUrl: null, dataDir: dir, loadDataDir: new Blob([fs.readFileSync(fixture.dumpFile!)]) });
      await loaded.close();
      env = { DATA_DIR: dir };
      reopen = () => openDatabase({ databaseUrl: null, dataDir: dir });
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await cleanup();
  });

  it('a mail job enqueued by a server killed with -9 before sending goes out exactly once after restart', async () => {
    const port = await freePort();
    // The real server, with its workers off: the answer is given, the mail is only a job.
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', JOBS_WORKERS: 'off', WEB_ROOT: '/nonexistent', LOG_LEVEL: 'silent', SEED_LISTINGS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    await eventually(async () => output.includes('pronto') || (child!.exitCode !== null ? Promise.reject(new Error(output)) : false), 'the server to start', 60_000);

    const base = `http://127.0.0.1:${port}`;
    const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
    const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
    const answer = await fetch(`${base}/api/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
      body: JSON.stringify({ email: 'cliente@automercato.example' }),
    });
    expect(answer.status).toBe(200);
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    // Restart: the same database, now with the workers on.
    const database = await reopen();
    const app = await buildApp({ database, config: loadConfig({ WEB_ROOT: '/x' }), logger: false, jobsPollingSeconds: 0.5 });
    try {
      expect(await outboxCount(database, 'cliente@automercato.example')).toBe(0);
      await app.ready();
      await eventually(async () => (await outboxCount(database, 'cliente@automercato.example')) >= 1, 'the mail after restart', 30_000);
      await sleep(1500); // time for a duplicate to show up, if there were one
      const sent = await database.db.selectFrom('mail_outbox').select(['subject', 'text']).where('to_address', '=', 'cliente@automercato.example').execute();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toMatch(/\/password-reset\/[A-Za-z0-9_-]+/);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});

describe('scheduled work', () => {
  it('registers the hourly sweeps (the daily trial, stock-feed and releases retention sweeps, the canaries\' health check) as cron schedules, and their jobs delete what has expired', async () => {
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual([
      ['rate-limit-sweep', '47 * * * *'], ['release-health', '*/5 * * * *'], ['releases-retention', '11 4 * * *'], ['session-sweep', '17 * * * *'],
      ['stock-feed-sweep', '41 2 * * *'], ['trial-sweep', '23 3 * * *'],
    ]);
    const { db } = t.database;
    await db.insertInto('rate_limit_hits').values({ key: 'sweep-test', created_at: new Date(Date.now() - 2 * 86_400_000) }).execute();
    const expired = crypto.randomBytes(16).toString('hex');
    await db.insertInto('sessions').values({ id_hash: expired, csrf_token: 'x', expires_at: new Date(Date.now() - 60_000) } as never).execute();
    // A test app over another database may have stopped the local workers: run the sweeps here.
    const app = await buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: '/x' }), logger: false, jobsPollingSeconds: 0.5 });
    await app.ready();
    try {
      await app.jobs.enqueue('session-sweep', {});
      await app.jobs.enqueue('rate-limit-sweep', {});
      await eventually(async () => {
        const hits = await db.selectFrom('rate_limit_hits').select('key').where('key', '=', 'sweep-test').execute();
        const sessions = await db.selectFrom('sessions').select('id_hash').where('id_hash', '=', expired).execute();
        return hits.length === 0 && sessions.length === 0;
      }, 'the sweeps to run');
    } finally {
      await app.close();
    }
  });
});
