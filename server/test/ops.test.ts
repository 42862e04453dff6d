import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('refuses a malformed job id (422) before it reaches pg-boss', async () => {
    const admin = await signedIn('admin@automercato.example', 'Admin#Demo2026');
    for (const [method, url] of [['GET', '/api/ops/jobs/non-un-uuid'], ['POST', '/api/ops/jobs/non-un-uuid/retry'], ['DELETE', '/api/ops/jobs/1%27%20or%201=1']] as const) {
      expect((await admin.request({ method, url })).statusCode, `${method} ${url}`).toBe(422);
    }
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

describe('horizon over the job queue', () => {
  it('a mail the server refuses for good (5xx) fails at once, without 8 retries', async () => {
    const guest = cookieClient(t.app);
    const email = `nessuno-${Date.now()}@rifiutato.invalid`;
    const password = 'Prova#Sicura2026!';
    const signUp = await guest.request({
      method: 'POST', url: '/api/register-customer',
      payload: { name: 'Prova', surname: 'Rifiutata', email, password, password_confirmation: password, terms: true },
    });
    expect(signUp.statusCode).toBeLessThan(300);
    const admin = await signedIn('admin@automercato.example', 'Admin#Demo2026');
    let failed: { id: string; error: string; attempts: number }[] = [];
    for (let i = 0; i < 100 && !failed.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      failed = (await admin.request({ method: 'GET', url: '/api/ops/jobs/failed?queue=mail' })).body.data;
    }
    expect(failed).toEqual([expect.objectContaining({ error: `550 5.1.2 Dominio inesistente: ${email}`, attempts: 0 })]);
    // Out of the way of the next test.
    expect((await admin.request({ method: 'DELETE', url: `/api/ops/jobs/${failed[0]!.id}` })).statusCode).toBe(200);
  });

  it('counts per queue, shows a failed job redacted, retries it and deletes it', async () => {
    // A mail server that refuses, then accepts: the job fails for good (no retries), then a retry sends it.
    // The file's app has workers too, with the outbox mailer: only this app's may take the mail.
    await t.app.jobs.stopWorkers();
    let refuse = true;
    const sent: string[] = [];
    const app = await buildApp({
      database: t.database, config: loadConfig({ WEB_ROOT: '/x' }), logger: false, jobsPollingSeconds: 0.5,
      mailer: { mode: 'smtp', async send(mail) { if (refuse) throw new Error('SMTP 550: destinatario rifiutato'); sent.push(mail.to); } },
    });
    await app.ready();
    try {
      const admin = cookieClient(app);
      expect((await admin.request({ method: 'POST', url: '/api/login', payload: { email: 'admin@automercato.example', password: 'Admin#Demo2026' } })).statusCode).toBe(200);
      const id = await app.jobs.boss.send('mail', {
        to: 'x@example.it', subject: 'Reimposta', text: 'Vai a https://a.example/password-reset/abc?email=x', html: '<a href="https://a.example/password-reset/abc">Reimposta</a>',
      }, { retryLimit: 0 });
      const until = async (check: () => Promise<boolean>) => {
        for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
      };
      await until(async () => (await admin.request({ method: 'GET', url: '/api/ops/jobs/failed' })).body.data.length > 0);

      const queues = (await admin.request({ method: 'GET', url: '/api/ops/queues' })).body.data;
      expect(queues.available).toBe(true);
      expect(queues.queues.find((q: { name: string }) => q.name === 'mail')).toMatchObject({ failed_hour: 1, failed_day: 1, running: 0 });
      const failed = (await admin.request({ method: 'GET', url: '/api/ops/jobs/failed' })).body.data;
      expect(failed).toEqual([expect.objectContaining({ id, queue: 'mail', error: 'SMTP 550: destinatario rifiutato' })]);
      const job = (await admin.request({ method: 'GET', url: `/api/ops/jobs/${id}` })).body.data;
      expect(job).toMatchObject({ state: 'failed', error: 'SMTP 550: destinatario rifiutato' });
      // A mail that does not list its secret links (queued before they were listed): every link is hidden.
      expect(job.data).toEqual({ to: 'x@example.it', subject: 'Reimposta', text: 'Vai a [nascosto]', html: '<a href="[nascosto]">Reimposta</a>' });

      refuse = false;
      expect((await admin.request({ method: 'POST', url: `/api/ops/jobs/${id}/retry` })).statusCode).toBe(200);
      await until(async () => (await admin.request({ method: 'GET', url: `/api/ops/jobs/${id}` })).body.data.state === 'completed');
      expect(sent).toEqual(['x@example.it']);
      // Only a failed job can be retried.
      expect((await admin.request({ method: 'POST', url: `/api/ops/jobs/${id}/retry` })).statusCode).toBe(404);
      expect((await admin.request({ method: 'DELETE', url: `/api/ops/jobs/${id}` })).statusCode).toBe(200);
      expect((await admin.request({ method: 'GET', url: `/api/ops/jobs/${id}` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } })).statusCode).toBe(404);
  });

  it('needs the bearer token: missing 401, wrong 403, right 200 in Prometheus format', async () => {
    const token = 'metriche-di-prova-0123456789';
    const app = await buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: '/x', METRICS_TOKEN: token, JOBS_WORKERS: 'off' }), logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer sbagliato' } })).statusCode).toBe(403);
      await app.inject({ method: 'GET', url: '/api/counters' });
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.body).toMatch(/automercato_http_request_duration_seconds_bucket\{.*route="\/api\/counters"/);
      expect(res.body).toMatch(/automercato_process_resident_memory_bytes/);
    } finally {
      await app.close();
    }
  });
});
