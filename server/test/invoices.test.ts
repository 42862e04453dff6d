import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvoice } from '../src/areas/billing/invoices/issue.js';
import { DEMO_SELLER } from '../src/config.js';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';
import { cookieClient, createTestApp, type TestApp } from './support/test-app.js';
import { pdfText } from './support/pdf-text.js';

/**
 * Invoices: one per paid payment, numbered per year without gaps even when payments
 * arrive together, a PDF and the FatturaPA XML the dealer downloads, only by the dealer's people.
 */
let t: TestApp;
let db: Kysely<DB>;
let dealers: { own: string; other: string };

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const rows = await db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.dealer_id', 'u.email']).where('m.role', '=', 'owner')
    .where('u.email', 'in', ['concessionario@automercato.example', 'concessionario2@automercato.example']).execute();
  dealers = {
    own: rows.find((r) => r.email === 'concessionario2@automercato.example')!.dealer_id,
    other: rows.find((r) => r.email === 'concessionario@automercato.example')!.dealer_id,
  };
});
afterAll(async () => { await t?.close(); });

/** A payment row as billing writes it (DEALERS1.md): total incl. VAT, the split in metadata. */
async function insertPayment(conn: Kysely<DB>, dealerId: string, net = 4900, description = 'Abbonamento Base — 1 mese') {
  const vat = Math.round(net * 0.22);
  const row = await conn.insertInto('payments').values({
    dealer_id: dealerId, purpose: 'subscription', provider: 'stripe', provider_reference: `in_test_${crypto.randomUUID()}`,
    amount_cents: net + vat, status: 'paid', paid_at: new Date(),
    metadata: JSON.stringify({ net_cents: net, vat_cents: vat, vat_rate: 22, description, plan_code: 'base' }),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const numbersOf = async (year: number) => (await db.selectFrom('invoices').select('number').where('year', '=', year).orderBy('number').execute())
  .map((r) => r.number);
const inYear = (year: number) => new Date(`${year}-06-15T10:00:00Z`);

describe('issuing: numbering without gaps per year', () => {
  it('20 payments paid at once, each in its own transaction, get the numbers 1..20 of the year', async () => {
    const year = 2040;
    const issued = await Promise.all(Array.from({ length: 20 }, () => db.transaction().execute(async (trx) => {
      const paymentId = await insertPayment(trx, dealers.own);
      return issueInvoice(trx, paymentId, { now: inYear(year) });
    })));
    expect(issued.map((i) => i.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await numbersOf(year)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(issued.map((i) => i.code)).size).toBe(20);
    expect(issued.find((i) => i.number === 7)!.code).toBe('2040/000007');
  });

  it('issued now, concurrent invoices are dated in the order of their numbers, continuing the year\'s series', async () => {
    const year = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date()));
    const before = (await numbersOf(year)).length;
    const issued = await Promise.all(Array.from({ length: 8 }, () => db.transaction().execute(async (trx) =>
      issueInvoice(trx, await insertPayment(trx, dealers.own)))));
    const rows = await db.selectFrom('invoices').select(['number', 'issued_at']).where('id', 'in', issued.map((i) => i.id)).orderBy('number').execute();
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 8 }, (_, i) => before + i + 1));
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.issued_at.getTime()).toBeGreaterThanOrEqual(rows[i - 1]!.issued_at.getTime());
  });

  it('a payment whose transaction rolls back leaves no gap: the next invoice takes its number', async () => {
    const year = 2041;
    const first = await issueInvoice(db, await insertPayment(db, dealers.own), { now: inYear(year) });
    expect(first.number).toBe(1);
    await expect(db.transaction().execute(async (trx) => {
      const issued = await issueInvoice(trx, await insertPayment(trx, dealers.own), { now: inYear(year) });
      expect(issued.number).toBe(2);
      throw new Error('the webhook failed after issuing');
    })).rejects.toThrow('the webhook failed');
    const next = await issueInvoice(db, await insertPayment(db, dealers.own), { now: inYear(year) });
    expect(next.number).toBe(2);
    expect(await numbersOf(year)).toEqual([1, 2]);
  });

  it('is idempotent per payment: a second call, even concurrent, returns the same invoice and takes no number', async () => {
    const year = 2044;
    const paymentId = await insertPayment(db, dealers.own);
    const [a, b] = await Promise.all([
      db.transaction().execute((trx) => issueInvoice(trx, paymentId, { now: inYear(year) })),
      db.transaction().execute((trx) => issueInvoice(trx, paymentId, { now: inYear(year) })),
    ]);
    const c = await issueInvoice(db, paymentId, { now: inYear(year) });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(await numbersOf(year)).toEqual([1]);
    expect(await db.selectFrom('invoices').select('id').where('payment_id', '=', paymentId).execute()).toHaveLength(1);
  });

  it('a new year starts again at 1 (the year is Italy\'s: 00:30 in Rome on 1 January is the new year)', async () => {
    const last = await issueInvoice(db, await insertPayment(db, dealers.own), { now: new Date('2042-12-31T22:59:00Z') });
    const again = await issueInvoice(db, await insertPayment(db, dealers.own), { now: new Date('2042-12-31T22:59:30Z') });
    const firstOfNew = await issueInvoice(db, await insertPayment(db, dealers.own), { now: new Date('2042-12-31T23:30:00Z') });
    expect([last.year, last.number, again.number]).toEqual([2042, 1, 2]);
    expect([firstOfNew.year, firstOfNew.number, firstOfNew.code]).toEqual([2043, 1, '2043/000001']);
  });

  it('snapshots both parties and the amounts of the payment', async () => {
    const paymentId = await insertPayment(db, dealers.own, 9900, 'Abbonamento Pro — 1 mese');
    const issued = await issueInvoice(db, paymentId, { now: inYear(2045) });
    const row = await db.selectFrom('invoices').selectAll().where('id', '=', issued.id).executeTakeFirstOrThrow();
    const dealer = await db.selectFrom('dealers').selectAll().where('id', '=', dealers.own).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ net_cents: 9900, vat_cents: 2178, total_cents: 12078, description: 'Abbonamento Pro — 1 mese', dealer_id: dealers.own });
    expect(Number(row.vat_rate)).toBe(22);
    expect(row.seller).toMatchObject({ company_name: DEMO_SELLER.company_name, vat_number: DEMO_SELLER.vat_number });
    expect(row.buyer).toMatchObject({ company_name: dealer.company_name, vat_number: dealer.vat_number, city: dealer.city });
    // A later change of the dealer's name does not rewrite the issued invoice.
    await db.updateTable('dealers').set({ company_name: 'Nome Nuovo S.r.l.' }).where('id', '=', dealers.own).execute();
    const again = await db.selectFrom('invoices').select('buyer').where('id', '=', issued.id).executeTakeFirstOrThrow();
    expect(again.buyer.company_name).toBe(dealer.company_name);
    await db.updateTable('dealers').set({ company_name: dealer.company_name }).where('id', '=', dealers.own).execute();
  });

  it('refuses a payment that is not paid, and one that does not exist', async () => {
    const paymentId = await insertPayment(db, dealers.own);
    await db.updateTable('payments').set({ status: 'failed' }).where('id', '=', paymentId).execute();
    await expect(issueInvoice(db, paymentId)).rejects.toThrow(/not paid/);
    await expect(issueInvoice(db, crypto.randomUUID())).rejects.toThrow(/not found/);
    expect(await db.selectFrom('invoices').select('id').where('payment_id', '=', paymentId).execute()).toHaveLength(0);
  });
});

/**
 * The official FatturaPA schema (v1.2.1, as published by the Agenzia delle Entrate) ships in
 * @digitalia/fatturapa; the W3C xmldsig schema it imports ships in @authenio/samlify-xsd-schema-validator.
 * Both are read from node_modules; the import's remote address is pointed at the local copy.
 */
const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const fatturaXsd = fs.readFileSync(path.join(packageDir('@digitalia/fatturapa'), 'src/schemas/Schema_1.2.1.xsd'), 'utf8')
  .replace(/^\uFEFF/, '')
  .replace('http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd', 'xmldsig-core-schema.xsd');
const dsigDir = path.join(packageDir('@authenio/samlify-xsd-schema-validator'), 'schemas');
const preload = ['xmldsig-core-schema.xsd', 'XMLSchema.dtd', 'datatypes.dtd']
  .map((fileName) => ({ fileName, contents: fs.readFileSync(path.join(dsigDir, fileName), 'utf8') }));
const validateFattura = (xml: string) => validateXML({
  xml: [{ fileName: 'fattura.xml', contents: xml }], schema: [{ fileName: 'Schema_1.2.1.xsd', contents: fatturaXsd }], preload,
});

const signIn = async (email: string | null, password = '') => {
  const client = cookieClient(t.app);
  if (email) expect((await client.request({ method: 'POST', url: '/api/login', payload: { email, password } })).statusCode).toBe(200);
  return client;
};
const owner = () => signIn('concessionario2@automercato.example', 'Dealer2#Demo2026');

describe('the dealer\'s invoices: list, PDF and FatturaPA XML', () => {
  let invoice: { id: string; code: string; number: number; year: number };
  beforeAll(async () => {
    // A total with thousands, to see the Italian grouping on the PDF: 1.234,56 € + 271,60 € IVA.
    await db.updateTable('dealers').set({ sdi_code: null, pec: 'amministrazione@pec.esempio.it' }).where('id', '=', dealers.own).execute();
    invoice = await issueInvoice(db, await insertPayment(db, dealers.own, 123456, 'Abbonamento Premium — 12 mesi'), { now: new Date('2046-03-02T09:00:00Z') });
  });

  it('lists the dealer\'s invoices newest first, with their download links', async () => {
    const client = await owner();
    const res = await client.request({ method: 'GET', url: `/api/dealers/${dealers.own}/invoices?per_page=5` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items, meta } = res.body.data;
    expect(meta).toMatchObject({ page: 1, per_page: 5 });
    expect(meta.total).toBeGreaterThan(20);
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({
      uuid: invoice.id, code: '2046/000001', year: 2046, number: 1, net_cents: 123456, vat_cents: 27160, total_cents: 150616,
      vat_rate: 22, currency: 'EUR', status: 'paid', pdf_url: `/api/dealers/${dealers.own}/invoices/${invoice.id}/pdf`,
      xml_file_name: 'IT12345678903_60001.xml',
    });
    // Only this dealer's invoices.
    const count = await db.selectFrom('invoices').select((eb) => eb.fn.countAll<number>().as('n')).where('dealer_id', '=', dealers.own).executeTakeFirstOrThrow();
    expect(meta.total).toBe(Number(count.n));
  });

  it('downloads the PDF: an Italian invoice with both Partite IVA, imponibile, IVA 22 %, totale, paid by card', async () => {
    const client = await owner();
    const res = await client.request({ method: 'GET', url: `/api/dealers/${dealers.own}/invoices/${invoice.id}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="fattura-2046-000001.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    const dealer = await db.selectFrom('dealers').selectAll().where('id', '=', dealers.own).executeTakeFirstOrThrow();
    expect(text).toContain('Fattura n. 2046/000001');
    expect(text).toContain('Data: 02/03/2046');
    expect(text).toContain(`Partita IVA: IT${DEMO_SELLER.vat_number}`);
    expect(text).toContain(dealer.company_name);
    expect(text).toContain(`Partita IVA: IT${dealer.vat_number}`);
    expect(text).toContain('Abbonamento Premium — 12 mesi');
    expect(text).toMatch(/Imponibile\n1\.234,56 €/);
    expect(text).toMatch(/IVA 22 %\n271,60 €/);
    expect(text).toMatch(/Totale\n1\.506,16 €/);
    expect(text).toContain('Pagata');
    expect(text).toContain('carta');
    expect(text).toMatch(/Copia di cortesia[\s\S]*Sistema di\s*Interscambio \(SdI\)/);
  });

  it('downloads the FatturaPA XML, named as the SdI wants, valid against the official schema, with the right totals', async () => {
    const client = await owner();
    const res = await client.request({ method: 'GET', url: `/api/dealers/${dealers.own}/invoices/${invoice.id}/xml` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="IT12345678903_60001.xml"');
    const xml = res.payload;
    const result = await validateFattura(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const dealer = await db.selectFrom('dealers').selectAll().where('id', '=', dealers.own).executeTakeFirstOrThrow();
    for (const fragment of [
      '<FormatoTrasmissione>FPR12</FormatoTrasmissione>', '<ProgressivoInvio>60001</ProgressivoInvio>',
      '<CodiceDestinatario>0000000</CodiceDestinatario>', '<PECDestinatario>amministrazione@pec.esempio.it</PECDestinatario>',
      '<RegimeFiscale>RF01</RegimeFiscale>', `<IdCodice>${dealer.vat_number}</IdCodice>`,
      '<TipoDocumento>TD01</TipoDocumento>', '<Divisa>EUR</Divisa>', '<Data>2046-03-02</Data>', '<Numero>2046/000001</Numero>',
      '<ImportoTotaleDocumento>1506.16</ImportoTotaleDocumento>', '<Descrizione>Abbonamento Premium - 12 mesi</Descrizione>',
      '<AliquotaIVA>22.00</AliquotaIVA>', '<ImponibileImporto>1234.56</ImponibileImporto>', '<Imposta>271.60</Imposta>',
      '<EsigibilitaIVA>I</EsigibilitaIVA>', '<ModalitaPagamento>MP08</ModalitaPagamento>', '<ImportoPagamento>1506.16</ImportoPagamento>',
    ]) expect(xml).toContain(fragment);
  });

  it('the OpenAPI document lists the downloads with their own content types', async () => {
    const doc = (await t.request('/api/docs/openapi.json')).body;
    const content = (path: string) => Object.keys(doc.paths[path].get.responses['200'].content);
    expect(content('/api/dealers/{dealerUuid}/invoices/{invoiceId}/pdf')).toEqual(['application/pdf']);
    expect(content('/api/dealers/{dealerUuid}/invoices/{invoiceId}/xml')).toEqual(['application/xml']);
    expect(content('/api/dealers/{dealerUuid}/invoices')).toEqual(['application/json']);
  });

  it('the schema check can fail: a missing required element or a non-Latin name is refused', async () => {
    const client = await owner();
    const xml = (await client.request({ method: 'GET', url: `/api/dealers/${dealers.own}/invoices/${invoice.id}/xml` })).payload;
    expect((await validateFattura(xml.replace(/<ImportoPagamento>[^<]*<\/ImportoPagamento>/, ''))).valid).toBe(false);
    expect((await validateFattura(xml.replace(/<Denominazione>[^<]*</, '<Denominazione>Автомобили<'))).valid).toBe(false);
  });

  it('a dealer with a recipient code gets it in CodiceDestinatario, and names with XML characters stay valid', async () => {
    const dealer = await db.selectFrom('dealers').selectAll().where('id', '=', dealers.own).executeTakeFirstOrThrow();
    await db.updateTable('dealers').set({ sdi_code: 'M5UXCR1', company_name: 'Rossi & Figli "<Auto>" S.r.l. — Ŝpecial' }).where('id', '=', dealers.own).execute();
    const issued = await issueInvoice(db, await insertPayment(db, dealers.own, 4900, 'Abbonamento Base\n(prova <annuale>) & più'), { now: inYear(2047) });
    await db.updateTable('dealers').set({ sdi_code: null, company_name: dealer.company_name }).where('id', '=', dealers.own).execute();
    const client = await owner();
    const xml = (await client.request({ method: 'GET', url: `/api/dealers/${dealers.own}/invoices/${issued.id}/xml` })).payload;
    expect(xml).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
    expect(xml).not.toContain('PECDestinatario');
    expect(xml).toContain('<Denominazione>Rossi &amp; Figli &quot;&lt;Auto&gt;&quot; S.r.l. - Special</Denominazione>');
    expect(xml).toContain('<Descrizione>Abbonamento Base (prova &lt;annuale&gt;) &amp; più</Descrizione>');
    expect((await validateFattura(xml)).valid).toBe(true);
    // The PDF's standard font has no "Ŝ": the copy is still produced, the rest of the name intact.
    const pdf = await client.request({ method: 'GET', url: `/api/dealers/${dealers.own}/invoices/${issued.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Rossi & Figli "<Auto>" S.r.l. —');
  });

  describe('who may download', () => {
    const urls = () => [
      `/api/dealers/${dealers.own}/invoices`,
      `/api/dealers/${dealers.own}/invoices/${invoice.id}/pdf`,
      `/api/dealers/${dealers.own}/invoices/${invoice.id}/xml`,
    ];

    it('a guest gets 401 code 3', async () => {
      const guest = await signIn(null);
      for (const url of urls()) {
        const res = await guest.request({ method: 'GET', url });
        expect([url, res.statusCode, res.body.error_code]).toEqual([url, 401, '3']);
      }
    });

    it('a customer, and the owner of another dealer, get 403 code 6', async () => {
      const customer = await signIn('cliente@automercato.example', 'Cliente#Demo2026');
      const otherOwner = await signIn('concessionario@automercato.example', 'Dealer#Demo2026');
      // concessionario@ administers dealers.own too (demo data): it is refused on a dealer it has nothing to do with.
      const stranger = (await db.selectFrom('dealers').select('id').where('id', 'not in',
        db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id').select('m.dealer_id').where('u.email', '=', 'concessionario@automercato.example'))
        .where('id', '!=', dealers.own).limit(1).executeTakeFirstOrThrow()).id;
      const strangerInvoice = await issueInvoice(db, await insertPayment(db, stranger), { now: inYear(2048) });
      for (const url of urls()) {
        const res = await customer.request({ method: 'GET', url });
        expect([url, res.statusCode, res.body.error_code]).toEqual([url, 403, '6']);
      }
      for (const url of [`/api/dealers/${stranger}/invoices`, `/api/dealers/${stranger}/invoices/${strangerInvoice.id}/pdf`, `/api/dealers/${stranger}/invoices/${strangerInvoice.id}/xml`]) {
        const res = await otherOwner.request({ method: 'GET', url });
        expect([url, res.statusCode, res.body.error_code]).toEqual([url, 403, '6']);
      }
    });

    it('another dealer\'s invoice under one\'s own dealer is not found (404), as is a malformed id', async () => {
      const client = await owner();
      const foreign = await issueInvoice(db, await insertPayment(db, dealers.other), { now: inYear(2049) });
      for (const url of [
        `/api/dealers/${dealers.own}/invoices/${foreign.id}/pdf`, `/api/dealers/${dealers.own}/invoices/${foreign.id}/xml`,
        `/api/dealers/${dealers.own}/invoices/not-an-id/pdf`,
      ]) {
        const res = await client.request({ method: 'GET', url });
        expect([url, res.statusCode, res.body.error_code]).toEqual([url, 404, '4']);
      }
    });

    it('an owner whose e-mail is not verified is refused (403); verified again, gets 200', async () => {
      const client = await owner();
      await db.updateTable('users').set({ email_verified_at: null }).where('email', '=', 'concessionario2@automercato.example').execute();
      try {
        for (const url of urls()) expect((await client.request({ method: 'GET', url })).statusCode).toBe(403);
      } finally {
        await db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', 'concessionario2@automercato.example').execute();
      }
      for (const url of urls()) expect((await client.request({ method: 'GET', url })).statusCode).toBe(200);
    });
  });
});
