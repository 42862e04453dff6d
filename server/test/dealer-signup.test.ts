import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatCheckDigit } from '@automercato/validation';
import { createTestApp, eventually, type TestApp } from './support/test-app.js';
import { createVies, dealerSignupQueries, recheckVat } from '../src/areas/dealers/signup/index.js';
import { socialQueries } from '../src/areas/accounts/social/queries.js';
import { resolveGoogleUser } from '../src/areas/accounts/social/service.js';

/**
 * Dealer sign-up: the partita IVA rule and its codes, the optional VIES look-up
 * (against a fake VIES on loopback), the sign-up in one transaction, its refusals, and the
 * dealer staying hidden until its owner confirms the e-mail.
 */

// ── a fake VIES: what it answers, per number ──
type ViesMode = 'valid' | 'invalid' | 'unavailable' | 'http-error';
const viesModes = new Map<string, ViesMode>();
/** The company VIES names for a number (default: the Bergamini of the form's default name, without its serial). */
const viesNames = new Map<string, string>();
const viesCalls: string[] = [];
const fakeVies = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const { vatNumber, countryCode } = JSON.parse(raw) as { vatNumber: string; countryCode: string };
    viesCalls.push(`${countryCode}${vatNumber}`);
    const mode = viesModes.get(vatNumber) ?? 'valid';
    const send = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (mode === 'http-error') return send(500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
    if (mode === 'unavailable') return send(200, { countryCode, vatNumber, valid: false, name: '---', address: '---', userError: 'MS_UNAVAILABLE' });
    if (mode === 'invalid') return send(200, { countryCode, vatNumber, valid: false, name: '---', address: '---', userError: 'INVALID' });
    return send(200, {
      countryCode, vatNumber, valid: true, userError: 'VALID',
      name: viesNames.get(vatNumber) ?? 'AUTOSALONE BERGAMINI S.R.L.', address: 'VIA EMILIA 12\n41121 MODENA MO\n',
    });
  });
});

let t: TestApp;
let viesUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeVies.listen(0, '127.0.0.1', resolve));
  viesUrl = `http://127.0.0.1:${(fakeVies.address() as AddressInfo).port}/check-vat-number`;
  t = await createTestApp({ env: { VIES_ENABLED: 'true', VIES_URL: viesUrl } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fakeVies.close(resolve));
});

const STRONG = 'Officina#Blu2026';
let counter = 0;
/** A fresh valid partita IVA (right check digit, never used by the seed). */
function newVat(): string {
  const first10 = `09${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;
  return first10 + vatCheckDigit(first10);
}
/** The same number with a wrong check digit. */
const breakCheckDigit = (vat: string) => vat.slice(0, 10) + ((Number(vat[10]) + 1) % 10);

function signupBody(overrides: Record<string, unknown> = {}) {
  const n = counter++;
  return {
    company_name: `Autosalone Bergamini ${n} S.r.l.`,
    vat: newVat(),
    address: 'Via Emilia 12',
    city: 'Modena',
    province_code: 'MO',
    postal_code: '41121',
    phone: '+39 059 123 4567',
    company_email: `info${n}@bergamini.example`,
    name: 'Luca',
    surname: 'Bergamini',
    email: `luca.bergamini${n}@example.it`,
    password: STRONG,
    password_confirmation: STRONG,
    terms: true,
    ...overrides,
  };
}

const checkVat = (vat?: unknown) => t.client().request({ method: 'POST', url: '/api/register-dealer/check-vat', payload: vat === undefined ? {} : { vat } });
const register = (body: Record<string, unknown>, client = t.client()) => client.request({ method: 'POST', url: '/api/register-dealer', payload: body });

async function outbox(to: string) {
  return (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as { subject: string; text: string }[];
}
const verificationLink = (to: string) => eventually(async () => {
  const url = (await outbox(to)).find((m) => /Conferma/.test(m.subject))?.text.match(/https?:\/\/[^\s]+/)?.[0];
  return url ? new URL(url).pathname : undefined;
}, `verification mail to ${to}`);

const userByEmail = (email: string) => t.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
const dealerByVat = (vat: string) => t.database.db.selectFrom('dealers').selectAll().where('vat_number', '=', vat).executeTakeFirst();

describe('POST /api/register-dealer/check-vat: the partita IVA rule', () => {
  it('accepts a right number (with IT prefix and spaces) and fills name and address from VIES', async () => {
    const vat = newVat();
    const res = await checkVat(`IT ${vat.slice(0, 5)} ${vat.slice(5)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      valid: true, vat, vies: 'valid', company_name: 'AUTOSALONE BERGAMINI S.R.L.', address: 'VIA EMILIA 12, 41121 MODENA MO',
    });
    expect(viesCalls).toContain(`IT${vat}`);
  });

  it('a missing number is O3', async () => {
    for (const vat of [undefined, '', '   ']) {
      const res = await checkVat(vat);
      expect(res.statusCode, String(vat)).toBe(422);
      expect(res.body.error_code).toBe('O3');
      expect(res.body.data.errors.vat).toEqual(['La partita IVA è obbligatoria']);
    }
    // No body at all: the same answer, not a schema error.
    const bare = await t.client().request({ method: 'POST', url: '/api/register-dealer/check-vat' });
    expect([bare.statusCode, bare.body.error_code]).toEqual([422, 'O3']);
  });

  it.each([
    ['a wrong check digit', () => breakCheckDigit(newVat()), /cifra di controllo|controllo non corrisponde/],
    ['10 digits', () => newVat().slice(0, 10), /11 cifre/],
    ['12 digits', () => `${newVat()}1`, /11 cifre/],
    ['letters', () => `${newVat().slice(0, 8)}ABC`, /solo cifre/],
  ])('%s is O4 with the reason on the field, and VIES is not asked', async (_, make, reason) => {
    const vat = make();
    const res = await checkVat(vat);
    expect(res.statusCode).toBe(422);
    expect(res.body.error_code).toBe('O4');
    expect(res.body.data.errors.vat[0]).toMatch(reason);
    expect(res.body.error_message).toMatch(reason);
    expect(viesCalls).not.toContain(`IT${vat}`);
  });

  it('a number a dealer already uses is A5 "già registrata"', async () => {
    const seeded = await t.database.db.selectFrom('dealers').select('vat_number').executeTakeFirstOrThrow();
    const res = await checkVat(seeded.vat_number);
    expect(res.statusCode).toBe(422);
    expect(res.body.error_code).toBe('A5');
    expect(res.body.error_message).toMatch(/già registrata/);
    expect(res.body.data.errors.vat[0]).toMatch(/già registrata/);
  });

  it('VIES "invalid" is said, not refused (many Italian firms are not in VIES); "unavailable" is unknown', async () => {
    const invalid = newVat();
    viesModes.set(invalid, 'invalid');
    expect((await checkVat(invalid)).body.data).toMatchObject({ valid: true, vies: 'invalid', company_name: null, address: null });
    const down = newVat();
    viesModes.set(down, 'unavailable');
    expect((await checkVat(down)).body.data).toMatchObject({ valid: true, vies: 'unavailable' });
    const broken = newVat();
    viesModes.set(broken, 'http-error');
    expect((await checkVat(broken)).body.data).toMatchObject({ valid: true, vies: 'unavailable' });
  });
});

describe('the VIES client', () => {
  it('is "off" without configuration and never calls out', async () => {
    const before = viesCalls.length;
    expect(await createVies(null).check(newVat())).toEqual({ outcome: 'off', name: null, address: null });
    expect(viesCalls.length).toBe(before);
  });

  it('a VIES that does not answer in time is "unavailable", not "invalid"', async () => {
    const silent = http.createServer(() => { /* never answers */ });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const answer = await createVies({ url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/` }, 200).check(newVat());
      expect(answer.outcome).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('an unreachable VIES is "unavailable"', async () => {
    expect((await createVies({ url: 'http://127.0.0.1:9/' }, 500).check(newVat())).outcome).toBe('unavailable');
  });
});

describe('POST /api/register-dealer', () => {
  it('creates the owner (role dealer), the dealer, the owner membership and the verification mail, and signs in', async () => {
    const body = signupBody();
    const client = t.client();
    const res = await register(body, client);
    expect(res.statusCode).toBe(201);
    expect(res.body.data.user).toMatchObject({ email: body.email, role: 'dealer', email_verified_at: null });
    expect(res.body.data.user.roles).toEqual(expect.arrayContaining(['dealer']));
    expect(res.body.data.dealer).toMatchObject({ name: body.company_name, vat_status: 'valid' });
    expect(res.body.data.dealer.slug).toMatch(/^autosalone-bergamini-\d+-s-r-l$/);

    const dealer = await dealerByVat(body.vat);
    expect(dealer).toMatchObject({
      company_name: body.company_name, email: body.company_email, city: 'Modena', province_code: 'MO', postal_code: '41121',
      verified_at: null, vat_status: 'valid',
    });
    const user = await userByEmail(body.email);
    expect(user?.terms_accepted_at).toBeInstanceOf(Date);
    const membership = await t.database.db.selectFrom('dealer_memberships').selectAll()
      .where('dealer_id', '=', dealer!.id).execute();
    expect(membership).toEqual([expect.objectContaining({ user_id: user!.id, role: 'owner' })]);

    // Signed in: GET /api/user lists the new dealer among the user's own (the shell's $ownDealers).
    const me = await client.request({ method: 'GET', url: '/api/user' });
    expect(me.statusCode).toBe(200);
    expect(me.body.data.dealers).toEqual([expect.objectContaining({ uuid: dealer!.id, name: body.company_name, membership: 'owner' })]);
    expect(await verificationLink(body.email)).toMatch(/^\/api\/email\/verify\/[A-Za-z0-9_-]{40,}$/);
  });

  it('the dealer is hidden from every public read until the owner verifies the e-mail, then shown (VIES confirmed the number)', async () => {
    const body = signupBody({ company_name: 'Concessionaria Nascosta Zeta', city: 'Carpi' });
    // VIES knows the number under this company's name (its own spelling): confirmed at sign-up.
    viesNames.set(body.vat, 'CONCESSIONARIA NASCOSTA ZETA S.R.L.');
    const res = await register(body);
    const { uuid, slug } = res.body.data.dealer;

    const visible = async () => {
      const byId = await t.request(`/api/dealers/${uuid}`);
      const bySlug = await t.request(`/api/dealers/${slug}`);
      const list = await t.request('/api/dealer-list');
      const page = await t.request('/api/dealers?city=Carpi');
      return {
        byId: byId.statusCode, bySlug: bySlug.statusCode,
        inList: (list.body.data as { uuid: string }[]).some((d) => d.uuid === uuid),
        inPage: (page.body.data.items as { uuid: string }[]).some((d) => d.uuid === uuid),
      };
    };
    expect(await visible()).toEqual({ byId: 404, bySlug: 404, inList: false, inPage: false });

    const link = await verificationLink(body.email);
    const verified = await t.request(link);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/email-verified?verified=1');
    expect(await visible()).toEqual({ byId: 200, bySlug: 200, inList: true, inPage: true });
    expect((await dealerByVat(body.vat))?.verified_at).toBeInstanceOf(Date);

    // The same link again: a dealer owner's failed link leads to the dealer's page, not the buyer's.
    const again = await t.request(link);
    expect(again.headers.location).toBe('/dealer/failed-verification');
    expect((await t.request('/api/email/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).headers.location).toBe('/email-token-expired');
  });

  it('VIES valid under another company\'s name (a number taken from a known firm): the e-mail is confirmed, the dealer stays hidden', async () => {
    const body = signupBody({ company_name: 'Impostore Auto', city: 'Sassuolo' });
    viesNames.set(body.vat, 'COSTRUTTORE FAMOSO S.P.A.');
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.body.data.dealer.vat_status).toBe('valid');
    expect(await t.request(await verificationLink(body.email))).toMatchObject({ statusCode: 302 });
    const dealer = await dealerByVat(body.vat);
    expect(dealer).toMatchObject({ vat_status: 'valid', vat_confirmation: 'unconfirmed' });
    expect(dealer?.verified_at).toBeInstanceOf(Date);
    expect((await t.request(`/api/dealers/${res.body.data.dealer.uuid}`)).statusCode).toBe(404);
  });

  it('other proofs of the mailbox make the dealer public too: a password reset link, a Google sign-in with that address', async () => {
    const byReset = signupBody();
    await register(byReset);
    await t.client().request({ method: 'POST', url: '/api/forgot-password', payload: { email: byReset.email } });
    const resetPath = await eventually(async () => {
      const url = (await outbox(byReset.email)).find((m) => /Reimposta/.test(m.subject))?.text.match(/https?:\/\/[^\s]+/)?.[0];
      return url ? new URL(url).pathname : undefined;
    }, 'reset mail');
    const token = resetPath.split('/').pop()!;
    const reset = await t.client().request({ method: 'POST', url: '/api/reset-password', payload: { token, password: 'Nuova#Chiave2026', password_confirmation: 'Nuova#Chiave2026' } });
    expect(reset.statusCode).toBe(200);
    expect((await dealerByVat(byReset.vat))?.verified_at).toBeInstanceOf(Date);

    const byGoogle = signupBody();
    await register(byGoogle);
    const linked = await resolveGoogleUser(socialQueries(t.database.db), {
      subject: `google-${byGoogle.vat}`, email: byGoogle.email, emailVerified: true, name: 'Luca', surname: 'Bergamini',
    });
    expect(linked).toMatchObject({ outcome: 'signed-in', how: 'linked' });
    expect((await dealerByVat(byGoogle.vat))?.verified_at).toBeInstanceOf(Date);
  });

  it('a second dealer with the same name gets its own slug', async () => {
    const a = await register(signupBody({ company_name: 'Gemelli Auto' }));
    const b = await register(signupBody({ company_name: 'Gemelli Auto' }));
    expect(a.body.data.dealer.slug).toBe('gemelli-auto');
    expect(b.body.data.dealer.slug).toBe('gemelli-auto-2');
  });

  it('two sign-ups racing for one partita IVA: one dealer, the other hears A5; racing for one name: two slugs', async () => {
    const vat = newVat();
    const bodies = [signupBody({ vat }), signupBody({ vat })];
    const [a, b] = await Promise.all(bodies.map((body) => register(body)));
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 422]);
    const loser = a!.statusCode === 422 ? 0 : 1;
    expect([a, b][loser]!.body.error_code).toBe('A5');
    expect([a, b][loser]!.body.data.errors.vat[0]).toMatch(/già registrata/);
    expect(await t.database.db.selectFrom('dealers').select('id').where('vat_number', '=', vat).execute()).toHaveLength(1);
    // The loser's account went with its dealer (one transaction): no owner without a dealer.
    expect(await userByEmail(bodies[loser]!.email)).toBeUndefined();

    const [c, d] = await Promise.all([register(signupBody({ company_name: 'Corsa Parallela' })), register(signupBody({ company_name: 'Corsa Parallela' }))]);
    expect([c.statusCode, d.statusCode]).toEqual([201, 201]);
    expect(c.body.data.dealer.slug).not.toBe(d.body.data.dealer.slug);
  });

  it('VIES unavailable: the sign-up goes on, the dealer is pending and a vat-recheck job asks again', async () => {
    const body = signupBody();
    viesModes.set(body.vat, 'unavailable');
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.body.data.dealer.vat_status).toBe('pending');
    const dealerId = res.body.data.dealer.uuid as string;
    const jobs = await t.app.jobs.find('vat-recheck', { data: { dealerId } });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.retryLimit).toBeGreaterThan(3);

    // The job's work: still down → it throws (pg-boss retries with back-off) and nothing changes.
    const queries = dealerSignupQueries(t.database.db, t.app.jobs);
    const vies = createVies({ url: viesUrl });
    await expect(recheckVat(queries, vies, dealerId)).rejects.toThrow(/VIES/);
    expect((await dealerByVat(body.vat))?.vat_status).toBe('pending');
    expect((await dealerByVat(body.vat))?.vat_confirmation).toBe('unconfirmed');
    // VIES back, knowing the number under this company's name: settled and confirmed.
    viesModes.set(body.vat, 'valid');
    viesNames.set(body.vat, body.company_name.toUpperCase());
    expect(await recheckVat(queries, vies, dealerId)).toBe('valid');
    const dealer = await dealerByVat(body.vat);
    expect(dealer?.vat_status).toBe('valid');
    expect(dealer?.vat_checked_at).toBeInstanceOf(Date);
    expect(dealer).toMatchObject({ vat_confirmation: 'confirmed', vat_confirmed_by: null, vat_review_reason: expect.stringMatching(/VIES/) });
  });

  it('VIES "invalid" does not refuse the sign-up: the dealer is marked invalid for review, with no job', async () => {
    const body = signupBody();
    viesModes.set(body.vat, 'invalid');
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.body.data.dealer.vat_status).toBe('invalid');
    expect(await t.app.jobs.find('vat-recheck', { data: { dealerId: res.body.data.dealer.uuid } })).toHaveLength(0);
  });

  describe('refusals (and nothing is created)', () => {
    const nothingFor = async (body: { email: string; vat: string }) => {
      expect(await userByEmail(body.email)).toBeUndefined();
      expect(await dealerByVat(body.vat)).toBeUndefined();
    };

    it('an e-mail already used (any case) is A3', async () => {
      const body = signupBody({ email: 'CLIENTE@automercato.example' });
      const res = await register(body);
      expect(res.statusCode).toBe(409);
      expect(res.body.error_code).toBe('A3');
      expect(await dealerByVat(body.vat)).toBeUndefined();
    });

    it('a partita IVA already registered is A5 "già registrata"', async () => {
      const seeded = await t.database.db.selectFrom('dealers').select('vat_number').executeTakeFirstOrThrow();
      const body = signupBody({ vat: seeded.vat_number });
      const res = await register(body);
      expect(res.statusCode).toBe(422);
      expect(res.body.error_code).toBe('A5');
      expect(res.body.data.errors.vat[0]).toMatch(/già registrata/);
      expect(await userByEmail(body.email)).toBeUndefined();
    });

    it.each([
      ['a wrong check digit', (vat: string) => breakCheckDigit(vat), /controllo/],
      ['a wrong length', (vat: string) => vat.slice(0, 9), /11 cifre/],
      ['letters', (vat: string) => `${vat.slice(0, 10)}X`, /solo cifre/],
      ['none', () => '', /obbligatoria/],
    ])('a partita IVA with %s is A5 with the reason on the field', async (_, spoil, reason) => {
      const body = signupBody();
      const res = await register({ ...body, vat: spoil(body.vat) });
      expect(res.statusCode).toBe(422);
      expect(res.body.error_code).toBe('A5');
      expect(res.body.data.errors.vat[0]).toMatch(reason);
      await nothingFor(body);
    });

    it.each([
      ['Cort1!a', 'almeno 8'],
      ['tuttominuscole1!', 'maiuscola'],
      ['SenzaSpeciali12', 'speciale'],
      ['P@ssw0rd', 'più usate'],
      ['Bergamini2026!', 'tuo nome'],
    ])('a weak password (%s) is refused with the buyer sign-up\'s message', async (weak, message) => {
      const body = signupBody({ password: weak, password_confirmation: weak });
      const res = await register(body);
      expect(res.statusCode).toBe(422);
      expect(res.body.error_code).toBe('2');
      expect(res.body.data.errors.password[0]).toContain(message);
      await nothingFor(body);
    });

    it('a confirmation that differs is refused on its field', async () => {
      const body = signupBody({ password_confirmation: `${STRONG}x` });
      const res = await register(body);
      expect(res.statusCode).toBe(422);
      expect(res.body.data.errors.password_confirmation).toEqual(['Il campo conferma password non corrisponde.']);
      await nothingFor(body);
    });

    it.each([false, 'true', undefined])('terms not accepted (%j) is refused', async (terms) => {
      const body = signupBody({ terms });
      const res = await register(body);
      expect(res.statusCode).toBe(422);
      expect(res.body.data.errors.terms).toBeDefined();
      await nothingFor(body);
    });

    it('missing or malformed fields get Italian messages per field', async () => {
      const body = signupBody({ company_name: '', postal_code: '4112', company_email: 'non-una-email', province_code: 'ZZ' });
      const res = await register(body);
      expect(res.statusCode).toBe(422);
      expect(res.body.error_code).toBe('2');
      expect(Object.keys(res.body.data.errors)).toEqual(expect.arrayContaining(['company_name', 'postal_code', 'company_email']));
      expect(res.body.data.errors.company_email[0]).toMatch(/email aziendale/);
      await nothingFor(body);
    });

    it('an unknown province is refused on its field', async () => {
      const body = signupBody({ province_code: 'ZZ' });
      const res = await register(body);
      expect(res.statusCode).toBe(422);
      expect(res.body.data.errors.province_code[0]).toMatch(/provincia/);
      await nothingFor(body);
    });

    it('a signed-in user is refused (guests only) with 403', async () => {
      const client = t.client();
      await client.request({ method: 'POST', url: '/api/login', payload: { email: 'cliente@automercato.example', password: 'Cliente#Demo2026' } });
      const body = signupBody();
      const res = await register(body, client);
      expect(res.statusCode).toBe(403);
      expect(res.body.error_code).toBe('6');
      await nothingFor(body);
      // Before any field check: an empty body is refused the same way.
      const empty = await client.request({ method: 'POST', url: '/api/register-dealer', payload: {} });
      expect(empty.statusCode).toBe(403);
    });
  });
});
