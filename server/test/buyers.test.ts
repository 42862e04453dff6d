import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let publicIds: string[];
let disabledId: string;
let buyer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  publicIds = (await t.request('/api/listings?per_page=5')).body.data.items.map((i: { uuid: string }) => i.uuid);
  disabledId = (await t.database.db.selectFrom('listings').select('id').where('status', '=', 'disabled').executeTakeFirstOrThrow()).id;
  buyer = t.client();
  await buyer.request({ method: 'POST', url: '/api/login', payload: { email: 'cliente@automercato.example', password: 'Cliente#Demo2026' } });
});
afterAll(async () => { await t?.close(); });

describe('favourites', () => {
  it('are for signed-in users: a guest gets 401 code 3', async () => {
    expect((await t.client().request({ method: 'GET', url: '/api/listings/favourites' })).statusCode).toBe(401);
    const add = await t.client().request({ method: 'POST', url: `/api/listings/favourites/${publicIds[0]}` });
    expect(add.statusCode).toBe(401);
    expect(add.body.error_code).toBe('3');
  });

  it('add (twice is harmless), list newest first, remove', async () => {
    const before = (await buyer.request({ method: 'GET', url: '/api/listings/favourites' })).body.data.meta.total;
    for (const id of [publicIds[1], publicIds[2], publicIds[2]]) {
      const res = await buyer.request({ method: 'POST', url: `/api/listings/favourites/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toEqual({ listing: id, favourite: true });
    }
    const list = (await buyer.request({ method: 'GET', url: '/api/listings/favourites' })).body.data;
    expect(list.meta.total).toBe(before + 2);
    expect(list.items[0].uuid).toBe(publicIds[2]);
    expect(list.items[0].title).toEqual(expect.any(String));
    await buyer.request({ method: 'DELETE', url: `/api/listings/favourites/${publicIds[2]}` });
    await buyer.request({ method: 'DELETE', url: `/api/listings/favourites/${publicIds[2]}` });
    expect((await buyer.request({ method: 'GET', url: '/api/listings/favourites' })).body.data.meta.total).toBe(before + 1);
  });

  it('the listing detail says whether the signed-in buyer saved it (null for guests)', async () => {
    await buyer.request({ method: 'POST', url: `/api/listings/favourites/${publicIds[3]}` });
    expect((await buyer.request({ method: 'GET', url: `/api/listings/${publicIds[3]}` })).body.data.is_favourite).toBe(true);
    expect((await buyer.request({ method: 'GET', url: `/api/listings/${publicIds[4]}` })).body.data.is_favourite).toBe(false);
    expect((await t.request(`/api/listings/${publicIds[3]}`)).body.data.is_favourite).toBeNull();
  });

  it('cannot save a missing or withdrawn listing', async () => {
    expect((await buyer.request({ method: 'POST', url: '/api/listings/favourites/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await buyer.request({ method: 'POST', url: '/api/listings/favourites/nonsense' })).statusCode).toBe(404);
    expect((await buyer.request({ method: 'POST', url: `/api/listings/favourites/${disabledId}` })).statusCode).toBe(410);
    expect((await buyer.request({ method: 'DELETE', url: '/api/listings/favourites/nonsense' })).statusCode).toBe(200);
  });

  it("one buyer's favourites are not another's", async () => {
    const other = t.client();
    await other.request({ method: 'POST', url: '/api/login', payload: { email: 'concessionario@automercato.example', password: 'Dealer#Demo2026' } });
    const mine = (await buyer.request({ method: 'GET', url: '/api/listings/favourites' })).body.data.items.map((i: { uuid: string }) => i.uuid);
    const theirs = (await other.request({ method: 'GET', url: '/api/listings/favourites' })).body.data.items.map((i: { uuid: string }) => i.uuid);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.filter((id: string) => mine.includes(id))).toEqual([]);
  });
});

describe('contacting a dealer', () => {
  const text = 'Buongiorno, vorrei sapere se è possibile una prova su strada sabato.';

  it('a guest leaves name and e-mail; the lead is stored and mailed to the dealer', async () => {
    const id = publicIds[0]!;
    const res = await t.client().request({ method: 'POST', url: '/api/user-messages', payload: { listing: id, name: 'Mario Bianchi', email: 'mario@example.it', phone: '+39 347 000 1111', message: text } });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.message).toBe('Messaggio inviato al concessionario.');
    const stored = await t.database.db.selectFrom('user_messages').selectAll().where('id', '=', res.body.data.uuid).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ listing_id: id, name: 'Mario Bianchi', email: 'mario@example.it', user_id: null });
    const dealer = await t.database.db.selectFrom('dealers').select('lead_notification_email_addresses').where('id', '=', stored.dealer_id).executeTakeFirstOrThrow();
    const mail = await eventually(async () => (await t.request(`/api/dev/outbox?to=${encodeURIComponent(dealer.lead_notification_email_addresses[0]!)}`)).body.data
      .find((m: { subject: string; text: string }) => m.subject.startsWith('Nuovo contatto per') && m.text.includes('Mario Bianchi')) as { text: string } | undefined, 'the lead mail');
    expect(mail.text).toContain(text);
    expect(mail.text).toMatch(/\/annunci\/.+\/[0-9a-f-]{36}/);
    // "Rispondi" in the dealer's mail client writes to the buyer.
    expect((mail as { reply_to?: string | null }).reply_to).toBe('mario@example.it');
  });

  it('refuses the same lead sent twice in a row (409 code 2, the message on its field), keeps one, mails once', async () => {
    const id = publicIds[2]!;
    const payload = { listing: id, name: 'Sara Doppi', email: 'sara.doppi@example.it', message: text };
    const first = await t.client().request({ method: 'POST', url: '/api/user-messages', payload });
    expect(first.statusCode).toBe(201);
    // Another tab, another case in the address: still the same buyer.
    const again = await t.client().request({ method: 'POST', url: '/api/user-messages', payload: { ...payload, email: 'Sara.Doppi@example.it' } });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ error: true, error_code: '2' });
    expect(again.body.error_message).toMatch(/^Hai già inviato questo messaggio per questo annuncio/);
    expect(again.body.data.errors.message).toEqual([again.body.error_message]);
    const rows = await t.database.db.selectFrom('user_messages').select('id').where('listing_id', '=', id).where('email', 'ilike', 'sara.doppi@example.it').execute();
    expect(rows).toHaveLength(1);
    // A different text, or the same text about another listing, is a new lead.
    expect((await t.client().request({ method: 'POST', url: '/api/user-messages', payload: { ...payload, message: `${text} Grazie.` } })).statusCode).toBe(201);
    expect((await t.client().request({ method: 'POST', url: '/api/user-messages', payload: { ...payload, listing: publicIds[3] } })).statusCode).toBe(201);
  });

  it('two identical leads racing (a double click): exactly one is saved', async () => {
    const payload = { listing: publicIds[4]!, message: 'Buongiorno, è possibile un finanziamento in 48 rate?' };
    const answers = await Promise.all([1, 2, 3].map(() => buyer.request({ method: 'POST', url: '/api/user-messages', payload })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db.selectFrom('user_messages').select('id').where('listing_id', '=', payload.listing).where('message', '=', payload.message).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an address that would add a header to the lead mail (CR/LF, a second address)', async () => {
    for (const email of ['mario@example.it\r\nBcc: spia@example.it', 'mario@example.it, spia@example.it', 'Mario <mario@example.it>']) {
      const res = await t.client().request({ method: 'POST', url: '/api/user-messages', payload: { listing: publicIds[0], name: 'Mario', email, message: text } });
      expect(res.statusCode, email).toBe(422);
      expect(res.body.data.errors.email).toEqual(['Il campo email deve essere un indirizzo email valido']);
    }
  });

  it('a signed-in buyer needs only the message', async () => {
    const res = await buyer.request({ method: 'POST', url: '/api/user-messages', payload: { listing: publicIds[1], message: text } });
    expect(res.statusCode).toBe(201);
    const stored = await t.database.db.selectFrom('user_messages').selectAll().where('id', '=', res.body.data.uuid).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email: 'cliente@automercato.example', name: 'Giulia Bianchi' });
  });

  it.each([
    ['an empty message', { message: '' }, 'message', 'Il campo messaggio è richiesto'],
    ['a too short message', { message: 'Ciao' }, 'message', 'Il campo messaggio deve avere almeno 10 caratteri'],
    ['a too long message', { message: 'x'.repeat(2001) }, 'message', 'Il campo messaggio non può essere più lungo di 2000 caratteri'],
    ['a guest without contact data', { name: '', email: '' }, 'name', 'Il campo nome è richiesto'],
    ['a bad e-mail', { email: 'mario@' }, 'email', 'Il campo email deve essere un indirizzo email valido'],
  ])('refuses %s with an Italian message', async (_case, change, field, message) => {
    const payload = { listing: publicIds[0], name: 'Mario', email: 'mario@example.it', message: text, ...change };
    const res = await t.client().request({ method: 'POST', url: '/api/user-messages', payload });
    expect(res.statusCode).toBe(422);
    expect(res.body.data.errors[field]).toEqual([message]);
  });

  it('refuses an unknown or withdrawn listing, and saves nothing', async () => {
    const before = await t.database.db.selectFrom('user_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const base = { name: 'Mario', email: 'mario@example.it', message: text };
    expect((await t.client().request({ method: 'POST', url: '/api/user-messages', payload: { ...base, listing: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(404);
    expect((await t.client().request({ method: 'POST', url: '/api/user-messages', payload: { ...base, listing: disabledId } })).statusCode).toBe(410);
    const after = await t.database.db.selectFrom('user_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
