import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestApp, eventually, type TestApp } from './support/test-app.js';

/**
 * Recovery and verification renewal answer a known and an unknown address alike, and do the same
 * work before answering: one 'account-mail' job each, with no look-up, token or link on the request's
 * path. The app runs with its workers off, so what the request did is all there is until a worker runs.
 */
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ env: { JOBS_WORKERS: 'off' } }); });
afterAll(async () => { await t?.close(); });

const KNOWN = 'cliente@automercato.example';
const UNVERIFIED = 'da.verificare@example.it';
const UNKNOWN = 'fantasma@example.it';

/** The payloads of the jobs queued in `queue`, oldest first. */
async function queued(queue: string): Promise<Record<string, unknown>[]> {
  const rows = await sql<{ data: Record<string, unknown> }>`select data from pgboss.job where name = ${queue} order by created_on, id`.execute(t.database.db);
  return rows.rows.map((row) => row.data);
}

const tokens = async (table: 'password_reset_tokens' | 'email_verification_tokens') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  // An unverified account (its sign-up's own verification mail stays queued: the workers are off).
  const res = await t.client().request({ method: 'POST', url: '/api/register-customer', payload: { name: 'Dario', surname: 'Verdi', email: UNVERIFIED, password: 'Giardino#Verde42', terms: true } });
  expect(res.statusCode).toBe(201);
});

describe('recovery and verification renewal do the same work for any address', () => {
  it('forgot-password: the same answer, one job of the same shape, no token, no link, no mail before a worker runs', async () => {
    const resetTokens = await tokens('password_reset_tokens');
    const mails = (await queued('mail')).length;
    const known = await t.client().request({ method: 'POST', url: '/api/forgot-password', payload: { email: KNOWN } });
    const unknown = await t.client().request({ method: 'POST', url: '/api/forgot-password', payload: { email: UNKNOWN } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toEqual(known.body);

    expect(await queued('account-mail')).toEqual([{ kind: 'password-reset', email: KNOWN }, { kind: 'password-reset', email: UNKNOWN }]);
    // Nothing was looked up for the known address on the request's path: no token, no mail yet.
    expect(await tokens('password_reset_tokens')).toBe(resetTokens);
    expect((await queued('mail')).length).toBe(mails);
  });

  it('verify-email/renew: the same answer and one job of the same shape for an unverified, a verified and an unknown address', async () => {
    const verificationTokens = await tokens('email_verification_tokens');
    const mails = (await queued('mail')).length;
    const answers = [];
    for (const email of [UNVERIFIED, KNOWN, UNKNOWN]) {
      answers.push(await t.client().request({ method: 'POST', url: '/api/verify-email/renew', payload: { email } }));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers[2]!.body).toEqual(answers[0]!.body);

    const jobs = (await queued('account-mail')).filter((data) => data.kind === 'verification');
    expect(jobs).toEqual([UNVERIFIED, KNOWN, UNKNOWN].map((email) => ({ kind: 'verification', email })));
    expect(await tokens('email_verification_tokens')).toBe(verificationTokens);
    expect((await queued('mail')).length).toBe(mails);
  });

  it('a worker then mails the link to the accounts that may have it, and to nobody else', async () => {
    const worker = await buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: '/x' }), logger: false, jobsPollingSeconds: 0.5 });
    try {
      await worker.ready();
      const sent = (to: string) => t.database.db.selectFrom('mail_outbox').select(['subject', 'text']).where('to_address', '=', to).execute();
      await eventually(async () => (await sent(KNOWN)).some((m) => /Reimposta/i.test(m.subject)), 'the reset mail');
      await eventually(async () => (await sent(UNVERIFIED)).filter((m) => /Conferma/i.test(m.subject)).length >= 2, 'the renewed verification mail');
      await eventually(async () => (await queued('account-mail')).length > 0
        && Number((await sql<{ n: string }>`select count(*) as n from pgboss.job where name = 'account-mail' and state <> 'completed'`.execute(t.database.db)).rows[0]!.n) === 0,
        'every account-mail job done');
      const reset = (await sent(KNOWN)).find((m) => /Reimposta/i.test(m.subject))!;
      expect(reset.text).toMatch(/\/password-reset\/[A-Za-z0-9_-]+/);
      // A verified account gets no verification mail; an unknown address gets nothing.
      expect((await sent(KNOWN)).filter((m) => /Conferma/i.test(m.subject))).toEqual([]);
      expect(await sent(UNKNOWN)).toEqual([]);
    } finally {
      await worker.close();
    }
  }, 60_000);
});
