import { sql, type Kysely } from 'kysely';
import type { DB, InvoiceParty } from '../../../db/schema.js';
import { isUuid } from '@automercato/api-contract';
import { withTransaction } from '../../../db/transaction.js';

export interface NewInvoice {
  dealer_id: string;
  payment_id: string;
  year: number;
  number: number;
  code: string;
  issued_at: Date;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  description: string;
  net_cents: number;
  vat_rate: number;
  vat_cents: number;
  total_cents: number;
  currency: string;
  payment_method: string;
}

const invoiceColumns = [
  'id', 'dealer_id', 'payment_id', 'year', 'number', 'code', 'issued_at', 'seller', 'buyer', 'description',
  'net_cents', 'vat_rate', 'vat_cents', 'total_cents', 'currency', 'payment_method',
] as const;

/** The invoices' SQL: issuing (numbering, snapshots) and the dealer's reads. */
function plainQueries(db: Kysely<DB>) {
  return {
    /**
     * The payment, locked until the transaction ends: two deliveries of the same payment issue one
     * after the other, and the second sees the first one's invoice.
     */
    lockPayment: (paymentId: string) => (isUuid(paymentId)
      ? db.selectFrom('payments').selectAll().where('id', '=', paymentId.toLowerCase()).forUpdate().executeTakeFirst()
      : Promise.resolve(undefined)),

    invoiceOfPayment: (paymentId: string) => db.selectFrom('invoices').select(['id', 'year', 'number', 'code'])
      .where('payment_id', '=', paymentId).executeTakeFirst(),

    /** What the buyer's side of an invoice is made of. */
    dealer: (dealerId: string) => db.selectFrom('dealers')
      .select(['id', 'company_name', 'vat_number', 'address', 'city', 'province_code', 'postal_code', 'country', 'email', 'sdi_code', 'pec'])
      .where('id', '=', dealerId).executeTakeFirst(),

    /**
     * The next number of the year. The counter row stays locked until the caller's transaction
     * ends, so concurrent payments queue here and a rollback gives the number back.
     */
    async nextNumber(year: number): Promise<number> {
      await db.insertInto('invoice_counters').values({ year, last_number: 0 }).onConflict((oc) => oc.column('year').doNothing()).execute();
      const row = await db.updateTable('invoice_counters').set((eb) => ({ last_number: eb('last_number', '+', 1) }))
        .where('year', '=', year).returning('last_number').executeTakeFirstOrThrow();
      return row.last_number;
    },

    insert: (invoice: NewInvoice) => db.insertInto('invoices').values({
      ...invoice, seller: JSON.stringify(invoice.seller), buyer: JSON.stringify(invoice.buyer),
    }).returning(['id', 'year', 'number', 'code']).executeTakeFirstOrThrow(),

    /** A dealer's invoices, newest first, and how many there are. */
    async page(dealerId: string, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        db.selectFrom('invoices').select(invoiceColumns).where('dealer_id', '=', dealerId)
          .orderBy('year', 'desc').orderBy('number', 'desc').limit(limit).offset(offset).execute(),
        db.selectFrom('invoices').select(sql<number>`count(*)::int`.as('n')).where('dealer_id', '=', dealerId).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** One invoice of this dealer (another dealer's, or a malformed id, is simply not found). */
    findOfDealer: (dealerId: string, invoiceId: string) => (isUuid(invoiceId)
      ? db.selectFrom('invoices').select(invoiceColumns).where('dealer_id', '=', dealerId).where('id', '=', invoiceId.toLowerCase()).executeTakeFirst()
      : Promise.resolve(undefined)),
  };
}

export type InvoiceQueriesInTransaction = ReturnType<typeof plainQueries>;

export function invoiceQueries(db: Kysely<DB>) {
  const queries = plainQueries(db);
  return withTransaction(db, queries, (trx): InvoiceQueriesInTransaction => plainQueries(trx));
}

export type InvoiceQueries = ReturnType<typeof invoiceQueries>;
export type InvoiceRow = NonNullable<Awaited<ReturnType<InvoiceQueries['findOfDealer']>>>;
