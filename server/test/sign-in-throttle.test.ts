import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { cookieClient, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const OWNER = { email: 'concessionario@automercato.example', password: 'Dealer#Demo2026' };
const ADMIN = { email: 'admin@automercato.example', password: 'Admin#Demo2026' };

function login(remoteAddress: string, email: string, password: string, app = t.app) {
  return cookieClient(app).request({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });
}

/** Moves every recorded attempt `seconds` into the past, as if the caller had waited. */
async function wait(seconds: number) {
  await sql`update login_attempts set created_at = created_at - make_interval(secs => ${seconds})`.execute(t.database.db);
}

describe('sign-in throttling slows the guesser, not the owner', () => {
  it('after wrong passwords from one address, the owner signs in at once from another', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await login('203.0.113.50', OWNER.email, `Tentativo#${i}xx`);
      expect([401, 429]).toContain(res.statusCode);
    }
    expect((await login('203.0.113.50', OWNER.email, OWNER.password)).statusCode).toBe(429);
    const owner = await login('198.51.100.50', OWNER.email, OWNER.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.body.data.email).toBe(OWNER.email);
    // The owner's success does not forgive the other address's guesses.
    expect((await login('203.0.113.50', OWNER.email, OWNER.password)).statusCode).toBe(429);
  });

  it('the guessing address waits a pause that doubles with each failure, told in Retry-After and in Italian', async () => {
    const ip = '203.0.113.51';
    for (let i = 0; i < 5; i++) expect((await login(ip, ADMIN.email, `Tentativo#${i}xx`)).statusCode).toBe(401);
    const first = await login(ip, ADMIN.email, ADMIN.password);
    expect(first.statusCode).toBe(429);
    expect(first.body).toMatchObject({ error: true, error_code: '1' });
    expect(first.body.error_message).toMatch(/^Troppi tentativi di accesso non riusciti\. Riprova tra \d+ second[io] o reimposta la password\.$/);
    expect(Number(first.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(4);

    // The pause is over: one more try, wrong again, and the next pause is twice as long.
    await wait(5);
    expect((await login(ip, ADMIN.email, 'Ancora#Sbagliata1')).statusCode).toBe(401);
    const second = await login(ip, ADMIN.email, ADMIN.password);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(4);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(8);

    // Many failures later the pause stops growing at 15 minutes.
    await t.database.db.insertInto('login_attempts')
      .values(Array.from({ length: 20 }, () => ({ email: ADMIN.email, ip, succeeded: false }))).execute();
    const capped = await login(ip, ADMIN.email, ADMIN.password);
    expect(Number(capped.headers['retry-after'])).toBe(900);
    expect(capped.body.error_message).toMatch(/Riprova tra 15 minuti/);

    // Elsewhere the admin is not affected; and after the pause this address may sign in with the right password.
    expect((await login('198.51.100.51', ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    await wait(901);
    expect((await login(ip, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });

  it('guessing spread over many addresses: past 100 failures an address that failed waits, a fresh one with the right password signs in', async () => {
    const email = 'superadmin@automercato.example';
    await t.database.db.insertInto('login_attempts')
      .values(Array.from({ length: 100 }, (_, i) => ({ email, ip: `192.0.2.${i}`, succeeded: false }))).execute();
    // 192.0.2.7 failed once only (no pause of its own), yet the account is under attack.
    const refused = await login('192.0.2.7', email, 'Super#Demo2026');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(900);
    expect((await login('198.51.100.52', email, 'Super#Demo2026')).statusCode).toBe(200);
  });

  it('one address trying many accounts pauses too', async () => {
    const ip = '203.0.113.53';
    await t.database.db.insertInto('login_attempts')
      .values(Array.from({ length: 30 }, (_, i) => ({ email: `probe${i}@example.it`, ip, succeeded: false }))).execute();
    const res = await login(ip, 'cliente@automercato.example', 'Cliente#Demo2026');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('198.51.100.53', 'cliente@automercato.example', 'Cliente#Demo2026')).statusCode).toBe(200);
  });

  it('the counts are in the database: a restarted API keeps the pause', async () => {
    const ip = '203.0.113.54';
    const email = 'cliente@automercato.example';
    for (let i = 0; i < 5; i++) expect((await login(ip, email, `Tentativo#${i}xx`)).statusCode).toBe(401);
    // Five more, so the pause (128 s) outlasts the restart.
    await t.database.db.insertInto('login_attempts').values(Array.from({ length: 5 }, () => ({ email, ip, succeeded: false }))).execute();
    const restarted = await buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: '/x' }), logger: false });
    try {
      expect((await login(ip, email, 'Cliente#Demo2026', restarted)).statusCode).toBe(429);
      expect((await login('198.51.100.54', email, 'Cliente#Demo2026', restarted)).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
