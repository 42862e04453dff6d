import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../src/media-storage/index.js';
import { createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
const storage = memoryStorage();
let owner: TestClient;
let ownDealer: string;
let otherDealer: string;
let listing: string;
let otherListing: string;
let otherLead: string;

const text = 'Buongiorno, l\'auto è ancora disponibile? Vorrei vederla sabato.';
const inbox = (dealer: string) => `/api/dealers/${dealer}/user-messages`;

/** A buyer (guest) writes about a listing; the lead's id. */
async function sendLead(listingId: string, name: string, email = `${name.toLowerCase()}@example.it`) {
  const res = await t.client().request({ method: 'POST', url: '/api/user-messages', payload: { listing: listingId, name, email, message: text } });
  expect(res.statusCode).toBe(201);
  return res.body.data.uuid as string;
}

const outbox = async (to: string) => (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as
  Array<{ subject: string; text: string; reply_to?: string | null }>;

function multipart(field: string, filename: string, type: string, body: Buffer) {
  const boundary = `----am${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    body, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  t = await createTestApp({ mediaStorage: storage });
  const db = t.database.db;
  const memberships = await db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.dealer_id', 'm.role', 'u.email']).execute();
  const mine = memberships.filter((m) => m.email === 'concessionario@automercato.example').map((m) => m.dealer_id);
  ownDealer = memberships.find((m) => m.email === 'concessionario@automercato.example' && m.role === 'owner')!.dealer_id;
  const publicOf = (dealer: string) => db.selectFrom('listings').select(['id', 'dealer_id']).where('dealer_id', '=', dealer)
    .where('status', '=', 'enabled').where('state', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
  listing = (await publicOf(ownDealer)).id;
  const other = await db.selectFrom('listings').select(['id', 'dealer_id']).where('dealer_id', 'not in', mine)
    .where('status', '=', 'enabled').where('state', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
  otherListing = other.id;
  otherDealer = other.dealer_id;
  // The seed's leads would make "unread first" depend on demo data: this dealer's inbox starts empty.
  await db.deleteFrom('user_messages').where('dealer_id', '=', ownDealer).execute();
  owner = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
  otherLead = await sendLead(otherListing, 'Altro');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('who may use a dealer\'s inbox, settings and logo', () => {
  const calls = (client: TestClient, dealer: string) => {
    const id = '00000000-0000-4000-8000-000000000001';
    const logo = multipart('logo', 'logo.png', 'image/png', Buffer.from('x'));
    return [
      client.request({ method: 'GET', url: inbox(dealer) }),
      client.request({ method: 'PUT', url: `${inbox(dealer)}/${id}`, payload: { read: true } }),
      client.request({ method: 'POST', url: `${inbox(dealer)}/${id}/reply`, payload: { message: 'Sì, è disponibile.' } }),
      client.request({ method: 'DELETE', url: `${inbox(dealer)}/${id}` }),
      client.request({ method: 'PUT', url: `/api/dealers/${dealer}/settings`, payload: { auto_approve_carfax_requests: true } }),
      client.request({ method: 'POST', url: `/api/dealers/${dealer}/logo`, ...logo }),
      client.request({ method: 'DELETE', url: `/api/dealers/${dealer}/logo` }),
    ];
  };

  it('guest 401, customer 403, another dealer\'s owner 403 code 6, on every route; nothing changes', async () => {
    for (const res of await Promise.all(calls(t.client(), ownDealer))) {
      expect(res.statusCode).toBe(401);
      expect(res.body.error_code).toBe('3');
    }
    const customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
    for (const res of await Promise.all(calls(customer, ownDealer))) {
      expect(res.statusCode).toBe(403);
      expect(res.body.error_code).toBe('6');
    }
    for (const res of await Promise.all(calls(owner, otherDealer))) {
      expect(res.statusCode).toBe(403);
      expect(res.body.error_code).toBe('6');
    }
    const dealer = await t.database.db.selectFrom('dealers').select('auto_approve_carfax_requests').where('id', '=', otherDealer).executeTakeFirstOrThrow();
    expect(dealer.auto_approve_carfax_requests).toBe(false);
  });

  it('an owner whose e-mail is not verified is refused on every route', async () => {
    const db = t.database.db;
    const user = await db.selectFrom('users').select(['id', 'email_verified_at']).where('email', '=', 'concessionario@automercato.example').executeTakeFirstOrThrow();
    const client = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
    await db.updateTable('users').set({ email_verified_at: null }).where('id', '=', user.id).execute();
    try {
      for (const res of await Promise.all(calls(client, ownDealer))) {
        expect(res.statusCode).toBe(403);
        expect(res.body.error_code).toBe('6');
      }
    } finally {
      await db.updateTable('users').set({ email_verified_at: user.email_verified_at }).where('id', '=', user.id).execute();
    }
    expect((await owner.request({ method: 'GET', url: inbox(ownDealer) })).statusCode).toBe(200);
  });
});

describe('the inbox', () => {
  let first: string;
  let second: string;
  let third: string;

  beforeAll(async () => {
    first = await sendLead(listing, 'Primo');
    second = await sendLead(listing, 'Secondo');
    third = await sendLead(listing, 'Terzo');
  });

  it('lists the dealer\'s leads with their listing (title, cover, price, link), newest first, none of another dealer', async () => {
    const res = await owner.request({ method: 'GET', url: inbox(ownDealer) });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.items.map((m: { uuid: string }) => m.uuid)).toEqual([third, second, first]);
    expect(res.body.data.meta).toMatchObject({ total: 3, unread: 3, page: 1 });
    const item = res.body.data.items[0];
    expect(item).toMatchObject({ name: 'Terzo', email: 'terzo@example.it', message: text, read_at: null, replied_at: null });
    const row = await t.database.db.selectFrom('listings').select(['price', 'version']).where('id', '=', listing).executeTakeFirstOrThrow();
    expect(item.listing).toMatchObject({ uuid: listing, price: Number(row.price), public: true });
    expect(item.listing.title).toContain(row.version);
    expect(item.listing.url).toMatch(new RegExp(`^/annunci/.+/${listing}$`));
    expect(item.listing.cover?.url).toBeTruthy();
    expect(JSON.stringify(res.body.data)).not.toContain(otherLead);
  });

  it('marking one read moves it after the unread; status=unread leaves it out; it can be unread again', async () => {
    const read = await owner.request({ method: 'PUT', url: `${inbox(ownDealer)}/${third}`, payload: { read: true } });
    expect(read.statusCode).toBe(200);
    expect(read.body.data.read_at).toBeTruthy();
    const list = await owner.request({ method: 'GET', url: inbox(ownDealer) });
    expect(list.body.data.items.map((m: { uuid: string }) => m.uuid)).toEqual([second, first, third]);
    expect(list.body.data.meta.unread).toBe(2);
    const unread = await owner.request({ method: 'GET', url: `${inbox(ownDealer)}?status=unread` });
    expect(unread.body.data.items.map((m: { uuid: string }) => m.uuid)).toEqual([second, first]);
    expect(unread.body.data.meta.total).toBe(2);
    const again = await owner.request({ method: 'PUT', url: `${inbox(ownDealer)}/${third}`, payload: { read: false } });
    expect(again.body.data.read_at).toBeNull();
    expect((await owner.request({ method: 'GET', url: inbox(ownDealer) })).body.data.meta.unread).toBe(3);
  });

  it('a reply is mailed to the buyer with Reply-To the dealer\'s e-mail, and the lead shows it was answered', async () => {
    const res = await owner.request({ method: 'POST', url: `${inbox(ownDealer)}/${second}/reply`, payload: { message: 'Sì, è disponibile: vi aspettiamo sabato alle 10.' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.replied_at).toBeTruthy();
    expect(res.body.data.read_at).toBeTruthy();
    const dealer = await t.database.db.selectFrom('dealers').select(['email', 'name']).where('id', '=', ownDealer).executeTakeFirstOrThrow();
    const mail = await eventually(async () => (await outbox('secondo@example.it')).find((m) => m.subject.startsWith(`Risposta di ${dealer.name}`)), 'the reply mail');
    expect(mail.reply_to).toBe(dealer.email);
    expect(mail.text).toContain('vi aspettiamo sabato alle 10');
    expect(mail.text).toContain(text);
  });

  it('refuses an empty reply in Italian and sends nothing', async () => {
    const res = await owner.request({ method: 'POST', url: `${inbox(ownDealer)}/${first}/reply`, payload: { message: '   ' } });
    expect(res.statusCode).toBe(422);
    expect(res.body.data.errors.message).toEqual(['Il campo messaggio è richiesto']);
    const row = await t.database.db.selectFrom('user_messages').select('replied_at').where('id', '=', first).executeTakeFirstOrThrow();
    expect(row.replied_at).toBeNull();
  });

  it('another dealer\'s lead is not found under the dealer\'s own address (404), for every action', async () => {
    for (const res of await Promise.all([
      owner.request({ method: 'PUT', url: `${inbox(ownDealer)}/${otherLead}`, payload: { read: true } }),
      owner.request({ method: 'POST', url: `${inbox(ownDealer)}/${otherLead}/reply`, payload: { message: 'Risposta' } }),
      owner.request({ method: 'DELETE', url: `${inbox(ownDealer)}/${otherLead}` }),
    ])) {
      expect(res.statusCode).toBe(404);
      expect(res.body.error_code).toBe('4');
    }
    const row = await t.database.db.selectFrom('user_messages').select(['read_at', 'deleted_by_dealer_at', 'replied_at']).where('id', '=', otherLead).executeTakeFirstOrThrow();
    expect(row).toEqual({ read_at: null, deleted_by_dealer_at: null, replied_at: null });
  });

  it('a deleted lead is never shown to the dealer again, and cannot be deleted twice', async () => {
    const res = await owner.request({ method: 'DELETE', url: `${inbox(ownDealer)}/${first}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.message).toBe('Messaggio eliminato.');
    const list = await owner.request({ method: 'GET', url: inbox(ownDealer) });
    expect(list.body.data.items.map((m: { uuid: string }) => m.uuid)).not.toContain(first);
    expect(list.body.data.meta.total).toBe(2);
    expect((await owner.request({ method: 'DELETE', url: `${inbox(ownDealer)}/${first}` })).statusCode).toBe(404);
    expect((await owner.request({ method: 'PUT', url: `${inbox(ownDealer)}/${first}`, payload: { read: true } })).statusCode).toBe(404);
    // Kept for the admins (SPEC §7 admin messages): only hidden from the dealer.
    const row = await t.database.db.selectFrom('user_messages').select('deleted_by_dealer_at').where('id', '=', first).executeTakeFirstOrThrow();
    expect(row.deleted_by_dealer_at).toBeTruthy();
  });
});

describe('settings', () => {
  const put = (payload: Record<string, unknown>) => owner.request({ method: 'PUT', url: `/api/dealers/${ownDealer}/settings`, payload });
  const week = (mon: Array<{ from: string; to: string }>) => ({ mon, tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] });

  it.each([
    ['a bad lead address', { lead_notification_email_addresses: ['vendite@esempio.it', 'non-una-email'] }, 'lead_notification_email_addresses.1', 'Il campo indirizzo 2 deve essere un indirizzo email valido'],
    ['an empty lead address', { lead_notification_email_addresses: [''] }, 'lead_notification_email_addresses.0', 'Il campo indirizzo 1 è richiesto'],
    ['six lead addresses', { lead_notification_email_addresses: ['a@x.it', 'b@x.it', 'c@x.it', 'd@x.it', 'e@x.it', 'f@x.it'] }, 'lead_notification_email_addresses', 'Puoi indicare al massimo 5 indirizzi email per i contatti.'],
    ['an empty contact e-mail', { email: '' }, 'email', 'Il campo email è richiesto'],
    ['a bad contact e-mail', { email: 'info@' }, 'email', 'Il campo email deve essere un indirizzo email valido'],
    ['a bad phone', { phone: 'chiamateci' }, 'phone', 'Il campo telefono deve essere un numero di telefono valido'],
    ['a bad website', { website: 'javascript:alert(1)' }, 'website', 'Il campo sito web deve essere un indirizzo valido (per esempio https://www.esempio.it)'],
    ['an empty address', { address: ' ' }, 'address', 'Il campo indirizzo è richiesto'],
    ['an empty city', { city: '' }, 'city', 'Il campo città è richiesto'],
    ['an unknown province', { province_code: 'ZZ' }, 'province_code', 'Il campo provincia non è una provincia italiana'],
    ['a bad postal code', { postal_code: '2010' }, 'postal_code', 'Il campo CAP deve essere di 5 cifre'],
    ['a closing before the opening', { opening_hours: week([{ from: '19:00', to: '09:00' }]) }, 'opening_hours.mon', 'Lunedì: l\'orario di chiusura deve essere dopo quello di apertura.'],
    ['a time that is not HH:MM', { opening_hours: week([{ from: '9', to: '12:00' }]) }, 'opening_hours.mon', 'Lunedì: scrivi gli orari nel formato HH:MM (per esempio 09:00).'],
    ['three ranges in a day', { opening_hours: week([{ from: '08:00', to: '09:00' }, { from: '10:00', to: '11:00' }, { from: '12:00', to: '13:00' }]) }, 'opening_hours.mon', 'Lunedì: indica al massimo 2 fasce orarie.'],
    ['overlapping ranges', { opening_hours: week([{ from: '09:00', to: '13:00' }, { from: '12:00', to: '19:00' }]) }, 'opening_hours.mon', 'Lunedì: la seconda fascia deve iniziare dopo la fine della prima.'],
  ])('refuses %s with an Italian message, and saves nothing', async (_case, payload, field, message) => {
    const before = await t.database.db.selectFrom('dealers').selectAll().where('id', '=', ownDealer).executeTakeFirstOrThrow();
    const res = await put({ ...payload, description: 'Non deve essere salvata' });
    expect(res.statusCode).toBe(422);
    expect(res.body.error_code).toBe('2');
    expect(res.body.data.errors[field]).toEqual([message]);
    const after = await t.database.db.selectFrom('dealers').selectAll().where('id', '=', ownDealer).executeTakeFirstOrThrow();
    expect(after.description).toBe(before.description);
  });

  it('never changes what the settings do not own (the VAT number), and refuses a wrong type', async () => {
    const before = await t.database.db.selectFrom('dealers').select('vat_number').where('id', '=', ownDealer).executeTakeFirstOrThrow();
    await put({ vat_number: '00000000000' });
    expect((await t.database.db.selectFrom('dealers').select('vat_number').where('id', '=', ownDealer).executeTakeFirstOrThrow()).vat_number).toBe(before.vat_number);
    expect((await put({ auto_approve_carfax_requests: 'forse' })).statusCode).toBe(422);
  });

  it('switches the Carfax auto-approval on and off', async () => {
    expect((await put({ auto_approve_carfax_requests: true })).body.data.auto_approve_carfax_requests).toBe(true);
    expect((await owner.request({ method: 'GET', url: `/api/dealers/${ownDealer}/settings` })).body.data.auto_approve_carfax_requests).toBe(true);
    expect((await put({ auto_approve_carfax_requests: false })).body.data.auto_approve_carfax_requests).toBe(false);
  });

  it('the automatic purchase of reports: off with a cap of 3 by default, switched on with a cap from 1 to 10 (Italian message otherwise)', async () => {
    const initial = (await owner.request({ method: 'GET', url: `/api/dealers/${ownDealer}/settings` })).body.data;
    expect(initial).toMatchObject({ auto_purchase_carfax_reports: false, auto_purchase_daily_cap: 3 });
    const on = await put({ auto_purchase_carfax_reports: true, auto_purchase_daily_cap: 5 });
    expect(on.statusCode).toBe(200);
    expect(on.body.data).toMatchObject({ auto_purchase_carfax_reports: true, auto_purchase_daily_cap: 5 });
    for (const cap of [0, 11, 2.5, -1]) {
      const bad = await put({ auto_purchase_daily_cap: cap });
      expect(bad.statusCode, String(cap)).toBe(422);
      expect(bad.body.error_code).toBe('2');
      expect(bad.body.data.errors.auto_purchase_daily_cap[0]).toMatch(/da 1 a 10/);
    }
    expect((await put({ auto_purchase_daily_cap: 'tre' })).statusCode).toBe(422);
    expect((await put({ auto_purchase_carfax_reports: false })).body.data).toMatchObject({ auto_purchase_carfax_reports: false, auto_purchase_daily_cap: 5 });
  });

  it('saves contacts and opening hours, cleaned, and the public dealer page shows them', async () => {
    const hours = { ...week([{ from: '09:00', to: '12:30' }, { from: '15:00', to: '19:00' }]), sat: [{ from: '09:00', to: '12:30' }] };
    const res = await put({
      phone: ' +39 02 1234 5678 ', website: 'www.autosalone-prova.it', address: 'Via Roma 1', city: 'Milano', province_code: 'mi',
      postal_code: '20121', description: 'Auto usate garantite.', opening_hours: hours,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      phone: '+39 02 1234 5678', website: 'https://www.autosalone-prova.it/', province_code: 'MI', postal_code: '20121', opening_hours: hours,
    });
    const card = await t.request(`/api/dealers/${ownDealer}`);
    expect(card.body.data).toMatchObject({ phone: '+39 02 1234 5678', description: 'Auto usate garantite.', opening_hours: hours });
    const detail = await t.request(`/api/listings/${listing}`);
    expect(detail.body.data.dealer.opening_hours).toEqual(hours);
    // Empty optional fields become "not said".
    expect((await put({ website: '', phone: '' })).body.data).toMatchObject({ website: null, phone: null });
  });

  it('dedupes lead addresses; the next lead goes to the new address and no longer to the old one', async () => {
    const res = await put({ lead_notification_email_addresses: [' vendite@autosalone-prova.it', 'VENDITE@autosalone-prova.it', 'usato@autosalone-prova.it'] });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.lead_notification_email_addresses).toEqual(['vendite@autosalone-prova.it', 'usato@autosalone-prova.it']);
    await sendLead(listing, 'Quarto');
    for (const to of ['vendite@autosalone-prova.it', 'usato@autosalone-prova.it']) {
      await eventually(async () => (await outbox(to)).find((m) => m.subject.startsWith('Nuovo contatto') && m.text.includes('Quarto')), `the lead mail to ${to}`);
    }
    await put({ lead_notification_email_addresses: ['solo@autosalone-prova.it'] });
    await sendLead(listing, 'Quinto');
    await eventually(async () => (await outbox('solo@autosalone-prova.it')).find((m) => m.text.includes('Quinto')), 'the lead mail to the new address');
    expect((await outbox('vendite@autosalone-prova.it')).some((m) => m.text.includes('Quinto'))).toBe(false);
  });
});

describe('the logo', () => {
  it('stores a WebP without metadata, shows it on the public card, replaces and removes it with its file', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#c00000' } }).jpeg()
      .withExif({ IFD0: { Make: 'Telefono' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 28/1 1234/100' } }).toBuffer();
    const res = await owner.request({ method: 'POST', url: `/api/dealers/${ownDealer}/logo`, ...multipart('logo', 'logo.jpg', 'image/jpeg', jpeg) });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.logo).toMatchObject({ width: 512, height: 171 });
    const file = await t.app.inject({ method: 'GET', url: res.body.data.logo.url });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect((await t.request(`/api/dealers/${ownDealer}`)).body.data.logo.url).toBe(res.body.data.logo.url);

    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0000c0' } }).png().toBuffer();
    const second = await owner.request({ method: 'POST', url: `/api/dealers/${ownDealer}/logo`, ...multipart('logo', 'nuovo.png', 'image/png', png) });
    expect(second.statusCode).toBe(201);
    expect(storage.keys().filter((key) => key.startsWith(`dealers/${ownDealer}/`))).toHaveLength(1);

    const removed = await owner.request({ method: 'DELETE', url: `/api/dealers/${ownDealer}/logo` });
    expect(removed.body.data.logo).toBeNull();
    expect(storage.keys().filter((key) => key.startsWith(`dealers/${ownDealer}/`))).toHaveLength(0);
    expect((await t.request(`/api/dealers/${ownDealer}`)).body.data.logo).toBeNull();
  });

  it('refuses a file that is not an image whatever its name says, and a corrupt one, in Italian', async () => {
    const fake = await owner.request({ method: 'POST', url: `/api/dealers/${ownDealer}/logo`, ...multipart('logo', 'logo.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')) });
    expect(fake.statusCode).toBe(422);
    expect(fake.body.data.errors.logo[0]).toMatch(/non è un'immagine in un formato accettato/);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#00c000' } }).png().toBuffer();
    const broken = await owner.request({ method: 'POST', url: `/api/dealers/${ownDealer}/logo`, ...multipart('logo', 'rotto.png', 'image/png', png.subarray(0, 60)) });
    expect(broken.statusCode).toBe(422);
    expect(broken.body.data.errors.logo[0]).toMatch(/danneggiata/);
    expect(storage.keys().filter((key) => key.startsWith(`dealers/${ownDealer}/`))).toHaveLength(0);
  });
});
