import crypto from 'node:crypto';
import { vatCheckDigit } from '@automercato/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.js';

/**
 * One password rule wherever a password is set (item 3): common passwords that meet the
 * composition rule, their leet and year variants, the site's words and the user's own words are
 * refused on sign-up (buyer and dealer), reset, profile change and an admin creating a user;
 * strong passphrases pass everywhere.
 */
let t: TestApp;
let admin: TestClient;
let currentHash: string;
const OWNER = { name: 'Mario', surname: 'Rossi', email: 'mario.rossi@example.it' };
const CURRENT = 'Giardino#Verde42';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
  const res = await t.client().request({ method: 'POST', url: '/api/register-customer', payload: { ...OWNER, password: CURRENT, terms: true } });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  currentHash = (await owner()).password_hash!;
});
afterAll(async () => { await t?.close(); });

/** Common passwords that all meet the composition rule (upper, lower, digit, special, 8+). */
const COMMON = [
  'Password1!', 'Welcome1!', 'Juventus1!', 'Qwerty123!', 'Milano2026!', 'Automercato1!',
  'P@ssw0rd2026!', 'Juventus1897!', 'Forzainter1!', 'Ciao1234!', 'Iloveyou1!', 'Napoli1926!',
  'Forzamilan1!', 'Amore2026!', 'Roma2024!', 'Benvenuto1!', 'Ciaociao1!', 'Admin123!', 'Dragon2026!',
  'Auto#Mercato2026',
];
/** The signed-up user's own words (Mario Rossi, mario.rossi@…) with a year. */
const OWN = ['MarioRossi1985!', 'Mario.Rossi2026!', 'R0ss1#M4rio1', 'Rossimario#77'];
const STRONG = ['Cavallo#Batteria9Pinzatrice', 'Lampione#Blu2026', 'Treno verde, luna 4 finestre!', 'Officina#Lombarda2026'];

const owner = () => t.database.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', OWNER.email).executeTakeFirstOrThrow();
/** After an accepted change, the known password again, so every row starts from the same state. */
async function restore<R extends { statusCode: number }>(res: R): Promise<R> {
  if (res.statusCode === 200) await t.database.db.updateTable('users').set({ password_hash: currentHash }).where('email', '=', OWNER.email).execute();
  return res;
}

let serial = 0;
const reasons = /più usate|facile da indovinare|tuo nome/;

/** Each place a password is set, as the caller of that place would send it; resolves to the answer. */
const places: Record<string, (password: string) => Promise<{ statusCode: number; body: any }>> = {
  'buyer sign-up': (password) => t.client().request({ method: 'POST', url: '/api/register-customer', payload: {
    ...OWNER, email: `mario.rossi${serial++}@example.it`, password, password_confirmation: password, terms: true,
  } }),
  'dealer sign-up': (password) => {
    const n = serial++;
    return t.client().request({ method: 'POST', url: '/api/register-dealer', payload: {
      company_name: `Autosalone Prova ${n}`, vat: vat(n), address: 'Via Emilia 12', city: 'Modena', province_code: 'MO',
      postal_code: '41121', phone: '+39 059 123 4567', company_email: `info${n}@prova.example`,
      ...OWNER, email: `mario.rossi${n}@example.it`, password, password_confirmation: password, terms: true,
    } });
  },
  reset: async (password) => {
    const token = crypto.randomBytes(32).toString('base64url');
    await t.database.db.insertInto('password_reset_tokens').values({
      token_hash: crypto.createHash('sha256').update(token).digest('hex'), user_id: (await owner()).id, expires_at: new Date(Date.now() + 3_600_000),
    }).execute();
    return restore(await t.client().request({ method: 'POST', url: '/api/reset-password', payload: { token, password, password_confirmation: password } }));
  },
  'profile change': async (password) => restore(await (await t.signIn(OWNER.email, CURRENT)).request({
    method: 'POST', url: '/api/private/profile/password', payload: { current_password: CURRENT, password, password_confirmation: password },
  })),
  'admin create': (password) => admin.request({ method: 'POST', url: '/api/admin/users', payload: {
    ...OWNER, email: `mario.rossi${serial++}@example.it`, roles: ['customer'], password, email_verified: true,
  } }),
};

/** A valid, unused partita IVA per dealer. */
function vat(n: number): string {
  const first10 = String(7_000_000_000 + n * 7919);
  return first10 + vatCheckDigit(first10);
}

describe.each(Object.keys(places))('%s', (place) => {
  it.each([...COMMON, ...OWN])('refuses %s with 422 code 2 and an Italian reason', async (password) => {
    const res = await places[place]!(password);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(422);
    expect(res.body.error_code).toBe('2');
    expect(res.body.data.errors.password[0]).toMatch(reasons);
    expect(res.body.data.errors.password[0]).toMatch(/usa una frase di tre o quattro parole/);
  });

  it.each(STRONG)('accepts the strong %s', async (password) => {
    const res = await places[place]!(password);
    expect(res.statusCode, JSON.stringify(res.body)).toBeLessThan(300);
  });
});

describe('the dealer sign-up', () => {
  it('refuses a password made of the company name', async () => {
    const res = await places['dealer sign-up']!('Autosalone#Prova2026');
    expect(res.statusCode).toBe(422);
    expect(res.body.data.errors.password[0]).toMatch(/tuo nome/);
  });
});

describe('the demo accounts', () => {
  it.each([
    ['cliente@automercato.example', 'Cliente#Demo2026'],
    ['concessionario@automercato.example', 'Dealer#Demo2026'],
    ['admin@automercato.example', 'Admin#Demo2026'],
    ['superadmin@automercato.example', 'Super#Demo2026'],
  ])('%s would still be allowed to choose its demo password', async (email, password) => {
    const user = await t.database.db.selectFrom('users').select(['name', 'surname']).where('email', '=', email).executeTakeFirstOrThrow();
    const res = await admin.request({ method: 'POST', url: '/api/admin/users', payload: {
      ...user, email: `demo${serial++}@example.it`, roles: ['customer'], password, email_verified: true,
    } });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  });
});
