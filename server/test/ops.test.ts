import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { pulse } from '../src/pulse/recorder.js';
import { cookieClient, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

const OPS = [
  ['GET', '/api/ops/pulse'],
  ['GET', '/api/ops/queues'],
  ['GET', '/api/ops/jobs/failed'],
  ['GET', '/api/ops/jobs/6f1f7f2e-1111-4a4a-8b8b-000000000001'],
  ['POST', '/api/ops/jobs/6f1f7f2e-1111-4a4a-8b8b-000000000001/retry'],
  ['DELETE', '/api/ops/jobs/6f1f7f2e-1111-4a4a-8b8b-000000000001'],
] as const;

beforeAll(async () => {
  t = await createTestApp({
    // Stand-ins for a slow page and a bug, to see Pulse record them (test app only).
    beforeReady: (app) => {
      app.get('/api/test-pulse/slow', async () => { await new Promise((r) => setTimeout(r, 60)); return { ok: true }; });
      app.get('/api/test-pulse/boom', async () => { throw new TypeError('Impossibile leggere il prezzo'); });
    },
  });
});
afterAll(async () => { await t?.close(); });

async function signedIn(email: string | null, password = '') {
  const client = cookieClient(t.app);
  if (email) expect((await client.request({ method: 'POST', url: '/api/login', payload: { email, password } })).statusCode).toBe(200);
  return client;
}

describe('ops APIs: admins with a verified e-mail only', () => {
  it('refuses guests (401), customers and dealers (403)', async () => {
    const guest = await signedIn(null);
    const customer = await signedIn('cliente@automercato.example', 'Cliente#Demo2026');
    const dealer = await signedIn('concessionario@automercato.example', 'Dealer#Demo2026');
    for (const [method, url] of OPS) {
      expect((await guest.request({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      expect((await customer.request({ method, url })).statusCode, `${method} ${url}`).toBe(403);
      expect((await dealer.request({ method, url })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets a verified admin in, and refuses the same admin unverified', async () => {
    const admin = await signedIn('admin@automercato.example', 'Admin#Demo2026');
    expect((await admin.request({ method: 'GET', url: '/api/ops/pulse' })).statusCode).toBe(200);
    const queues = await admin.request({ method: 'GET', url: '/api/ops/queues' });
    expect(queues.statusCode).toBe(200);
    await t.database.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', 'admin@automercato.example').execute();
    for (const [method, url] of OPS) expect((await admin.request({ method, url })).statusCode, `${method} ${url}`).toBe(403);
    await t.database.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', 'admin@automercato.example').execute();
  });
});

describe('pulse', () => {
  it('records a slow request and groups an exception', async () => {
    pulse.slowRequestMs = 40;
    await t.request('/api/test-pulse/slow');
    expect((await t.request('/api/test-pulse/boom')).statusCode).toBe(500);
    expect((await t.request('/api/test-pulse/boom')).statusCode).toBe(500);
    const admin = await signedIn('superadmin@automercato.example', 'Super#Demo2026');
    await admin.request({ method: 'GET', url: '/api/user' });
    const { body } = await admin.request({ method: 'GET', url: '/api/ops/pulse' });
    const data = body.data;
    expect(data.enabled).toBe(true);
    const slow = data.slow_requests.find((s: { label: string }) => s.label === 'GET /api/test-pulse/slow');
    expect(slow).toMatchObject({ detail: '200' });
    expect(slow.duration_ms).toBeGreaterThanOrEqual(40);
    const boom = data.exceptions.find((e: { message: string }) => e.message === 'Impossibile leggere il prezzo');
    expect(boom).toMatchObject({ name: 'TypeError', count: 2, route: 'GET /api/test-pulse/boom' });
    expect(boom.location).toMatch(/ops\.test\.ts/);
    expect(data.routes.find((r: { route: string }) => r.route === 'GET /api/test-pulse/boom')).toMatchObject({ count: 2, errors: 2 });
    expect(data.active_users.some((u: { email: string }) => u.email === 'superadmin@automercato.example')).toBe(true);
    expect(data.process.rss_mb).toBeGreaterThan(0);
  });
});

describe('horizon over the job queue tables', () => {
  const failedId = '6f1f7f2e-1111-4a4a-8b8b-00000000000f';
  beforeAll(async () => {
    // The columns of pg-boss's job table that /horizon reads, where the queue has not created them.
    await sql`create schema if not exists pgboss`.execute(t.database.db);
    await sql`create table if not exists pgboss.job (id uuid primary key, name text not null, state text not null, data jsonb,
      output jsonb, retry_count int not null default 0, retry_limit int not null default 2, start_after timestamptz not null default now(),
      created_on timestamptz not null default now(), started_on timestamptz, completed_on timestamptz)`.execute(t.database.db);
    await sql`insert into pgboss.job (id, name, state, data, output, retry_count, retry_limit, started_on, completed_on) values
      (${failedId}, 'mail', 'failed', ${JSON.stringify({ to: 'x@example.it', subject: 'Reimposta', html: 'Vai a https://a.example/password-reset/abc', token: 'segreto' })},
        ${JSON.stringify({ message: 'SMTP 550: destinatario rifiutato' })}, 3, 3, now() - interval '2 seconds', now()),
      ('6f1f7f2e-1111-4a4a-8b8b-00000000000c', 'mail', 'completed', '{}', null, 0, 3, now() - interval '1 second', now()),
      ('6f1f7f2e-1111-4a4a-8b8b-00000000000a', 'sweep', 'created', '{}', null, 0, 3, null, null)`.execute(t.database.db);
  });

  it('counts per queue, shows a failed job redacted, retries and deletes it', async () => {
    const admin = await signedIn('admin@automercato.example', 'Admin#Demo2026');
    const queues = (await admin.request({ method: 'GET', url: '/api/ops/queues' })).body.data;
    expect(queues.available).toBe(true);
    expect(queues.queues).toEqual([
      { name: 'mail', waiting: 0, running: 0, completed_hour: 1, completed_day: 1, failed_hour: 1, failed_day: 1, per_minute: 0 },
      { name: 'sweep', waiting: 1, running: 0, completed_hour: 0, completed_day: 0, failed_hour: 0, failed_day: 0, per_minute: 0 },
    ]);
    const failed = (await admin.request({ method: 'GET', url: '/api/ops/jobs/failed' })).body.data;
    expect(failed).toEqual([expect.objectContaining({ id: failedId, queue: 'mail', attempts: 3, error: 'SMTP 550: destinatario rifiutato' })]);
    const job = (await admin.request({ method: 'GET', url: `/api/ops/jobs/${failedId}` })).body.data;
    expect(job.data).toEqual({ to: 'x@example.it', subject: 'Reimposta', html: 'Vai a [nascosto]', token: '[nascosto]' });

    const retried = await admin.request({ method: 'POST', url: `/api/ops/jobs/${failedId}/retry` });
    expect(retried.statusCode).toBe(200);
    expect((await admin.request({ method: 'GET', url: `/api/ops/jobs/${failedId}` })).body.data.state).toBe('retry');
    expect((await admin.request({ method: 'POST', url: `/api/ops/jobs/${failedId}/retry` })).statusCode).toBe(404);
    expect((await admin.request({ method: 'DELETE', url: `/api/ops/jobs/${failedId}` })).statusCode).toBe(200);
    expect((await admin.request({ method: 'GET', url: `/api/ops/jobs/${failedId}` })).statusCode).toBe(404);
  });
});

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } })).statusCode).toBe(404);
  });

  it('needs the bearer token: missing 401, wrong 403, right 200 in Prometheus format', async () => {
    const token = 'metriche-di-prova-0123456789';
    const app = await buildApp({ db: t.database.db, config: loadConfig({ WEB_ROOT: '/x', METRICS_TOKEN: token }), logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer sbagliato' } })).statusCode).toBe(403);
      await app.inject({ method: 'GET', url: '/api/counters' });
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.body).toMatch(/automercato_http_request_duration_seconds_bucket\{.*route="\/api\/counters"/);
      expect(res.body).toMatch(/automercato_process_resident_memory_bytes/);
    } finally {
      await app.close();
    }
  });
});
