import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvoice } from '../src/areas/invoices/issue.js';
import { DEMO_SELLER } from '../src/config.js';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Invoices (issue 11): one per paid payment, numbered per year without gaps even when payments
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
