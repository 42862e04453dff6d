import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { diskStorage, type MediaStorage } from '../src/media-storage/index.js';
import { processPhoto } from '../src/areas/listings/photos/images.js';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.js';

// The real conversion, counted: a refused upload must not have converted anything.
vi.mock('../src/areas/listings/photos/images.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/areas/listings/photos/images.js')>();
  return { ...actual, processPhoto: vi.fn(actual.processPhoto) };
});

let t: TestApp;
let storageDir: string;
let storage: MediaStorage;
let owner: TestClient;
let ownDealer: string;
let otherDealer: string;
let listing: string;
let otherListing: string;

interface Upload { filename: string; type: string; body: Buffer }

/** A multipart body as a browser's FormData sends it: one `photos` part per file. */
function multipart(files: Upload[]) {
  const boundary = `----am${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.body, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const photosUrl = (dealer: string, id: string) => `/api/dealers/${dealer}/listings/${id}/photos`;

function upload(client: TestClient, files: Upload[], dealer = ownDealer, id = listing) {
  const { payload, headers } = multipart(files);
  return client.request({ method: 'POST', url: photosUrl(dealer, id), payload, headers });
}

/** Left half red, right half blue: shows which way a picture was turned. */
async function halves(width: number, height: number) {
  const blue = await sharp({ create: { width: width / 2, height, channels: 3, background: '#0000dd' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#dd0000' } }).composite([{ input: blue, left: width / 2, top: 0 }]);
}

const GPS_EXIF = {
  IFD0: { Make: 'Telefono', Model: 'Prova' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 28/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '9/1 11/1 0/1' },
};

/** The tags of a TIFF/EXIF block's first directory (IFD0), to prove the GPS pointer (0x8825) is there. */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('II*\0') >= 0 ? exif.indexOf('II*\0') : exif.indexOf('MM\0*'));
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const start = u32(4);
  return Array.from({ length: u16(start) }, (_, i) => u16(start + 2 + i * 12));
}

/** The RIFF chunk names of a WebP file (EXIF, XMP and ICCP would be metadata). */
function webpChunks(file: Buffer): string[] {
  const names: string[] = [];
  for (let at = 12; at + 8 <= file.length;) {
    names.push(file.toString('latin1', at, at + 4));
    at += 8 + file.readUInt32LE(at + 4) + (file.readUInt32LE(at + 4) % 2);
  }
  return names;
}

async function stored(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.rawPayload;
}

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const isRed = ([r, g, b]: number[]) => r! > 150 && g! < 80 && b! < 80;
const isBlue = ([r, g, b]: number[]) => b! > 150 && r! < 80 && g! < 80;

const filesOnDisk = () => (fs.existsSync(storageDir) ? fs.readdirSync(storageDir, { recursive: true }).filter((f) => String(f).endsWith('.webp')).length : 0);

beforeAll(async () => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'am-photos-'));
  storage = diskStorage(storageDir);
  t = await createTestApp({ mediaStorage: storage });
  const db = t.database.db;
  const memberships = await db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.dealer_id', 'm.role', 'u.email']).execute();
  const mine = new Set(memberships.filter((m) => m.email === 'concessionario@automercato.example').map((m) => m.dealer_id));
  ownDealer = memberships.find((m) => m.email === 'concessionario@automercato.example' && m.role === 'owner')!.dealer_id;
  // A published listing, so the public pages can be checked too.
  listing = (await db.selectFrom('listings').select('id').where('dealer_id', '=', ownDealer).where('status', '=', 'enabled')
    .orderBy('id').executeTakeFirstOrThrow()).id;
  const other = await db.selectFrom('listings').select(['id', 'dealer_id']).where('dealer_id', 'not in', [...mine]).orderBy('id').executeTakeFirstOrThrow();
  otherListing = other.id;
  otherDealer = other.dealer_id;
  // Start from no photos: the drawn ones have their own test below.
  await db.updateTable('listings').set({ photos: '[]', photo_count: 0 }).where('id', '=', listing).execute();
  owner = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
}, 60_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('who may touch a listing\'s photos', () => {
  it('a guest gets 401, a customer and another dealer\'s owner 403 code 6, on every photo route', async () => {
    const png = await (await halves(400, 300)).png().toBuffer();
    const guest = t.client();
    const customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
    const calls = (client: TestClient, dealer: string) => [
      client.request({ method: 'GET', url: photosUrl(dealer, listing) }),
      upload(client, [{ filename: 'a.png', type: 'image/png', body: png }], dealer),
      client.request({ method: 'PUT', url: photosUrl(dealer, listing), payload: { order: [] } }),
      client.request({ method: 'DELETE', url: `${photosUrl(dealer, listing)}/abc` }),
    ];
    for (const res of await Promise.all(calls(guest, ownDealer))) {
      expect(res.statusCode).toBe(401);
      expect(res.body.error_code).toBe('3');
    }
    for (const res of await Promise.all(calls(customer, ownDealer))) {
      expect(res.statusCode).toBe(403);
      expect(res.body.error_code).toBe('6');
    }
    // The demo owner naming a dealer that is not theirs.
    for (const res of await Promise.all(calls(owner, otherDealer))) {
      expect(res.statusCode).toBe(403);
      expect(res.body.error_code).toBe('6');
    }
    expect(filesOnDisk()).toBe(0);
  });

  it('an owner whose e-mail is not verified is refused (403)', async () => {
    const db = t.database.db;
    const user = await db.selectFrom('users').select(['id', 'email_verified_at']).where('email', '=', 'concessionario@automercato.example').executeTakeFirstOrThrow();
    const client = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
    await db.updateTable('users').set({ email_verified_at: null }).where('id', '=', user.id).execute();
    try {
      const res = await client.request({ method: 'GET', url: photosUrl(ownDealer, listing) });
      expect(res.statusCode).toBe(403);
      expect(res.body.error_code).toBe('6');
    } finally {
      await db.updateTable('users').set({ email_verified_at: user.email_verified_at }).where('id', '=', user.id).execute();
    }
    expect((await owner.request({ method: 'GET', url: photosUrl(ownDealer, listing) })).statusCode).toBe(200);
  });

  it('another dealer\'s listing under the owner\'s own dealer is not found (404), and nothing is stored', async () => {
    const png = await (await halves(400, 300)).png().toBuffer();
    const res = await upload(owner, [{ filename: 'a.png', type: 'image/png', body: png }], ownDealer, otherListing);
    expect(res.statusCode).toBe(404);
    expect(res.body.error_code).toBe('4');
    expect(res.body.error_message).toMatch(/Annuncio non trovato/);
    expect(filesOnDisk()).toBe(0);
  });
});

describe('uploading', () => {
  let jpegWithGps: Buffer;

  beforeAll(async () => {
    // A phone photo held sideways: pixels stored landscape, EXIF orientation 6 (turn 90° clockwise), GPS in EXIF.
    jpegWithGps = await (await halves(400, 300)).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).withExif(GPS_EXIF).toBuffer();
  });

  it('the test photo really carries GPS and an orientation (else the stripping test proves nothing)', async () => {
    const meta = await sharp(jpegWithGps).metadata();
    expect(meta.orientation).toBe(6);
    expect(ifd0Tags(meta.exif!)).toContain(0x8825);
  });

  it('several formats at once: JPEG, PNG, WebP, AVIF become WebP variants, upright, with no EXIF, GPS or other metadata', async () => {
    const png = await (await halves(2400, 1800)).png().toBuffer();
    const webp = await (await halves(800, 600)).webp().withExif(GPS_EXIF).toBuffer();
    const avif = await (await halves(640, 480)).avif({ quality: 50, effort: 0 }).toBuffer();
    expect((await sharp(avif).metadata()).compression).toBe('av1');
    const res = await upload(owner, [
      { filename: 'IMG_0001.jpg', type: 'image/jpeg', body: jpegWithGps },
      { filename: 'salone.png', type: 'image/png', body: png },
      { filename: 'retro.webp', type: 'image/webp', body: webp },
      // Declared as something else: the bytes decide.
      { filename: 'interni.avif', type: 'application/octet-stream', body: avif },
    ]);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    const photos = res.body.data.photos as Array<{ id: string; url: string; width: number; height: number; variants: Array<{ url: string; width: number; height: number }> }>;
    expect(photos).toHaveLength(4);
    expect(res.body.data).toMatchObject({ max_photos: 30, max_file_bytes: 15 * 1024 * 1024 });

    // The sideways JPEG is stored portrait (300 × 400): red on top, blue below.
    const [jpeg, big, small, av] = photos;
    expect(jpeg!.variants.map((v) => [v.width, v.height])).toEqual([[300, 400]]);
    const upright = await stored(jpeg!.variants[0]!.url);
    expect(isRed(await pixel(upright, 150, 20))).toBe(true);
    expect(isBlue(await pixel(upright, 150, 380))).toBe(true);

    // A large picture gets every width up to 1920; `url` is the ≤ 1280 one.
    expect(big!.variants.map((v) => v.width)).toEqual([320, 640, 1280, 1920]);
    expect(big!.variants.map((v) => v.height)).toEqual([240, 480, 960, 1440]);
    expect(big!.url).toBe(big!.variants[2]!.url);
    expect([big!.width, big!.height]).toEqual([1920, 1440]);
    expect(small!.variants.map((v) => v.width)).toEqual([320, 640, 800]);
    expect(av!.variants.map((v) => v.width)).toEqual([320, 640]);

    for (const photo of photos) {
      for (const variant of photo.variants) {
        const file = await stored(variant.url);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(webpChunks(file).filter((c) => ['EXIF', 'XMP ', 'ICCP'].includes(c))).toEqual([]);
        expect(file.includes(Buffer.from('Telefono'))).toBe(false);
      }
    }
    expect(filesOnDisk()).toBe(1 + 4 + 3 + 2);
  }, 60_000);

  it('a phone\'s HEIC (HEVC, which sharp alone cannot decode) is converted, its EXIF GPS gone', async () => {
    // 320 × 240, left red / right blue, EXIF with GPS; made with libheif's heif-enc (test/fixtures/photos/README.md).
    const heic = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/photos/phone.heic'));
    expect((await sharp(heic).metadata()).compression).toBe('hevc');
    await expect(sharp(heic).png().toBuffer()).rejects.toThrow();
    const res = await upload(owner, [{ filename: 'IMG_4711.HEIC', type: 'image/heic', body: heic }]);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    const photo = res.body.data.photos.at(-1);
    expect(photo.variants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([[320, 240]]);
    const file = await stored(photo.url);
    expect(isRed(await pixel(file, 40, 120))).toBe(true);
    expect(isBlue(await pixel(file, 280, 120))).toBe(true);
    expect((await sharp(file).metadata()).exif).toBeUndefined();
    expect(webpChunks(file)).not.toContain('EXIF');
  }, 60_000);

  it('a text file named .jpg and declared image/jpeg is refused, naming it; the good file beside it is not kept either', async () => {
    const before = (await owner.request({ method: 'GET', url: photosUrl(ownDealer, listing) })).body.data.photos.length;
    const files = filesOnDisk();
    const png = await (await halves(400, 300)).png().toBuffer();
    const res = await upload(owner, [
      { filename: 'buona.png', type: 'image/png', body: png },
      { filename: 'foto-auto.jpg', type: 'image/jpeg', body: Buffer.from('Questa non è una foto, è solo testo.\n'.repeat(20)) },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.body.error_code).toBe('2');
    expect(res.body.error_message).toBe('Il file «foto-auto.jpg» non è una foto in un formato accettato (JPEG, PNG, WebP, AVIF o HEIC).');
    expect(res.body.data.errors.photos).toEqual([res.body.error_message]);
    expect((await owner.request({ method: 'GET', url: photosUrl(ownDealer, listing) })).body.data.photos).toHaveLength(before);
    expect(filesOnDisk()).toBe(files);
  });

  it('a corrupt JPEG (right magic number, cut short) is refused with 422, never a 500', async () => {
    const jpeg = await (await halves(800, 600)).jpeg().toBuffer();
    const res = await upload(owner, [{ filename: 'rotta.jpg', type: 'image/jpeg', body: jpeg.subarray(0, 200) }]);
    expect(res.statusCode).toBe(422);
    expect(res.body.error_message).toMatch(/«rotta\.jpg» è danneggiata/);
  });

  it('a GIF or an SVG is not a listing photo', async () => {
    const gif = await (await halves(400, 300)).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300"/></svg>');
    for (const file of [{ filename: 'a.gif', type: 'image/gif', body: gif }, { filename: 'b.svg', type: 'image/svg+xml', body: svg }]) {
      const res = await upload(owner, [file]);
      expect(res.statusCode).toBe(422);
      expect(res.body.error_message).toContain(`«${file.filename}»`);
    }
  });

  it('a file over 15 MB gets 413 with an Italian message naming it, and nothing is saved', async () => {
    const files = filesOnDisk();
    const png = await (await halves(400, 300)).png().toBuffer();
    const huge = Buffer.concat([jpegWithGps, Buffer.alloc(15 * 1024 * 1024)]);
    const res = await upload(owner, [
      { filename: 'ok.png', type: 'image/png', body: png },
      { filename: 'enorme.jpg', type: 'image/jpeg', body: huge },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.body.error_code).toBe('2');
    expect(res.body.error_message).toBe('La foto «enorme.jpg» supera i 15 MB consentiti.');
    expect(filesOnDisk()).toBe(files);
  }, 30_000);

  it('over a real connection, a too-large file is answered 413 while the browser is still sending (no reset)', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(jpegWithGps), new Uint8Array(16 * 1024 * 1024)], { type: 'image/jpeg' }), 'enorme.jpg');
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${address}${photosUrl(ownDealer, listing)}`, {
      method: 'POST', body: form, headers: { cookie, 'x-xsrf-token': decodeURIComponent(owner.cookies.get('XSRF-TOKEN')!) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error_message).toBe('La foto «enorme.jpg» supera i 15 MB consentiti.');
  }, 30_000);

  it('a request with no file, or not multipart, is 422', async () => {
    const empty = await upload(owner, []);
    expect(empty.statusCode).toBe(422);
    expect(empty.body.error_message).toBe('Scegli almeno una foto da caricare.');
    const json = await owner.request({ method: 'POST', url: photosUrl(ownDealer, listing), payload: { photos: [] } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it('no more than 30 photos per listing', async () => {
    const current = (await owner.request({ method: 'GET', url: photosUrl(ownDealer, listing) })).body.data.photos.length;
    const db = t.database.db;
    const row = await db.selectFrom('listings').select('photos').where('id', '=', listing).executeTakeFirstOrThrow();
    // Pad with drawn photos up to 29, then try to add two.
    const padding = Array.from({ length: 29 - current }, (_, i) => ({ url: `/media/vehicles/suv/nero/${i % 10}.svg?${i}`, alt: 'x' }));
    await db.updateTable('listings').set({ photos: JSON.stringify([...row.photos, ...padding]), photo_count: 29 }).where('id', '=', listing).execute();
    const png = await (await halves(400, 300)).png().toBuffer();
    const res = await upload(owner, [
      { filename: 'a.png', type: 'image/png', body: png }, { filename: 'b.png', type: 'image/png', body: png },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.body.error_message).toMatch(/al massimo 30 foto: ne ha già 29, puoi aggiungerne ancora 1/);
    await db.updateTable('listings').set({ photos: JSON.stringify(row.photos), photo_count: row.photos.length }).where('id', '=', listing).execute();
  });

  it('too many photos are refused (413) before any file is converted or stored', async () => {
    const db = t.database.db;
    const row = await db.selectFrom('listings').select('photos').where('id', '=', listing).executeTakeFirstOrThrow();
    const png = await (await halves(400, 300)).png().toBuffer();
    const files = filesOnDisk();
    const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ filename: `foto-${i}.png`, type: 'image/png', body: png }));
    try {
      // The listing holds 8: 23 more would make 31.
      const padding = Array.from({ length: 8 }, (_, i) => ({ url: `/media/vehicles/suv/nero/${i}.svg?${i}`, alt: 'x' }));
      await db.updateTable('listings').set({ photos: JSON.stringify(padding), photo_count: 8 }).where('id', '=', listing).execute();
      vi.mocked(processPhoto).mockClear();
      const res = await upload(owner, photos(23));
      expect(res.statusCode).toBe(413);
      expect(res.body.error_code).toBe('2');
      expect(res.body.error_message).toMatch(/al massimo 30 foto: ne ha già 8, puoi aggiungerne ancora 22/);
      expect(res.body.data.errors.photos).toEqual([res.body.error_message]);
      expect(processPhoto).not.toHaveBeenCalled();

      // A full listing: even one more is refused before its conversion.
      const full = Array.from({ length: 30 }, (_, i) => ({ url: `/media/vehicles/suv/nero/${i % 10}.svg?${i}`, alt: 'x' }));
      await db.updateTable('listings').set({ photos: JSON.stringify(full), photo_count: 30 }).where('id', '=', listing).execute();
      const one = await upload(owner, photos(1));
      expect(one.statusCode).toBe(413);
      expect(one.body.error_message).toMatch(/ha già 30 foto, il massimo/);

      // An empty listing and 31 files in one request.
      await db.updateTable('listings').set({ photos: '[]', photo_count: 0 }).where('id', '=', listing).execute();
      const many = await upload(owner, photos(31));
      expect(many.statusCode).toBe(413);
      expect(many.body.error_message).toMatch(/al massimo 30 foto: ne ha già 0, puoi aggiungerne ancora 30/);
      expect(processPhoto).not.toHaveBeenCalled();
      expect(filesOnDisk()).toBe(files);
      expect((await owner.request({ method: 'GET', url: photosUrl(ownDealer, listing) })).body.data.photos).toEqual([]);
    } finally {
      await db.updateTable('listings').set({ photos: JSON.stringify(row.photos), photo_count: row.photos.length }).where('id', '=', listing).execute();
    }
  }, 60_000);
});

describe('order, cover and deletion', () => {
  it('a new order makes the first photo the cover, on the public listing and in search', async () => {
    const photos = (await owner.request({ method: 'GET', url: photosUrl(ownDealer, listing) })).body.data.photos as Array<{ id: string; url: string }>;
    expect(photos.length).toBeGreaterThanOrEqual(3);
    const order = [...photos].reverse().map((p) => p.id);
    const res = await owner.request({ method: 'PUT', url: photosUrl(ownDealer, listing), payload: { order } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.photos.map((p: { id: string }) => p.id)).toEqual(order);
    const detail = await t.request(`/api/listings/${listing}`);
    expect(detail.body.data.cover_photo).toBe(photos.at(-1)!.url);
    expect(detail.body.data.photos[0].variants.length).toBeGreaterThan(0);
    // The stored keys never reach a client.
    expect(JSON.stringify(detail.body)).not.toContain('"key"');
  });

  it('an order that leaves out, repeats or invents a photo is refused (422) and changes nothing', async () => {
    const ids = (await owner.request({ method: 'GET', url: photosUrl(ownDealer, listing) })).body.data.photos.map((p: { id: string }) => p.id) as string[];
    for (const order of [ids.slice(1), [ids[0], ...ids.slice(0, -1)], [...ids.slice(1), 'inventata']]) {
      const res = await owner.request({ method: 'PUT', url: photosUrl(ownDealer, listing), payload: { order } });
      expect(res.statusCode).toBe(422);
      expect(res.body.data.errors.order[0]).toMatch(/ogni foto dell'annuncio una sola volta/);
    }
    const after = (await owner.request({ method: 'GET', url: photosUrl(ownDealer, listing) })).body.data.photos.map((p: { id: string }) => p.id);
    expect(after).toEqual(ids);
  });

  it('deleting a photo removes it and its files; an unknown photo is 404', async () => {
    const photos = (await owner.request({ method: 'GET', url: photosUrl(ownDealer, listing) })).body.data.photos as Array<{ id: string; variants: Array<{ url: string }> }>;
    const victim = photos.find((p) => p.variants.length === 4)!;
    const files = filesOnDisk();
    const res = await owner.request({ method: 'DELETE', url: `${photosUrl(ownDealer, listing)}/${victim.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.photos.map((p: { id: string }) => p.id)).not.toContain(victim.id);
    expect(filesOnDisk()).toBe(files - 4);
    for (const variant of victim.variants) expect((await t.app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(404);
    const again = await owner.request({ method: 'DELETE', url: `${photosUrl(ownDealer, listing)}/${victim.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('the drawn demo photos of a seeded listing get ids and one variant, and can be reordered and deleted', async () => {
    const seeded = await t.database.db.selectFrom('listings').select(['id', 'photos']).where('dealer_id', '=', ownDealer)
      .where('photo_count', '>=', 3).where('id', '!=', listing).orderBy('id').executeTakeFirstOrThrow();
    const res = await owner.request({ method: 'GET', url: photosUrl(ownDealer, seeded.id) });
    const photos = res.body.data.photos as Array<{ id: string; url: string; variants: Array<{ url: string; width: number; height: number }> }>;
    expect(photos.map((p) => p.url)).toEqual(seeded.photos.map((p) => p.url));
    expect(photos[0]!.variants).toEqual([{ url: photos[0]!.url, width: 800, height: 600 }]);
    const order = [photos[1]!.id, photos[0]!.id, ...photos.slice(2).map((p) => p.id)];
    expect((await owner.request({ method: 'PUT', url: photosUrl(ownDealer, seeded.id), payload: { order } })).statusCode).toBe(200);
    const del = await owner.request({ method: 'DELETE', url: `${photosUrl(ownDealer, seeded.id)}/${photos[0]!.id}` });
    expect(del.body.data.photos.map((p: { url: string }) => p.url)).toEqual([photos[1]!.url, ...photos.slice(2).map((p) => p.url)]);
    const row = await t.database.db.selectFrom('listings').select('photo_count').where('id', '=', seeded.id).executeTakeFirstOrThrow();
    expect(row.photo_count).toBe(photos.length - 1);
  });
});

describe('serving /media', () => {
  it('a stored variant is WebP with a year of immutable caching; a missing one 404; the drawn demo photos still work', async () => {
    const photo = (await owner.request({ method: 'GET', url: photosUrl(ownDealer, listing) })).body.data.photos[0];
    const res = await t.app.inject({ method: 'GET', url: photo.variants[0].url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['set-cookie']).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: photo.variants[0].url.replace(/-[0-9a-f]{16}\.webp$/, '-0000000000000000.webp') });
    expect(missing.statusCode).toBe(404);
    const drawn = await t.app.inject({ method: 'GET', url: '/media/vehicles/berlina/nero/1.svg' });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('no key leaves the storage folder', async () => {
    fs.writeFileSync(path.join(path.dirname(storageDir), 'am-secret.webp'), 'secret');
    for (const url of ['/media/../am-secret.webp', '/media/%2e%2e/am-secret.webp', '/media/listings/..%2f..%2fam-secret.webp', '/media/%2e%2e%2fam-secret.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toContain('secret');
    }
    fs.rmSync(path.join(path.dirname(storageDir), 'am-secret.webp'));
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
  });
});
