import type { Kysely } from 'kysely';
import type { DB, InvoiceParty } from '../../../db/schema.js';
import { sellerConfig, type SellerConfig } from '../../../config.js';
import { invoiceQueries } from './queries.js';

export interface IssuedInvoice { id: string; year: number; number: number; code: string }

export interface IssueOptions {
  /** Who issues (SELLER_*); by default read from the environment, as validated at start. */
  seller?: SellerConfig;
  /** The issue time (tests: a year's rollover); by default now. */
  now?: Date;
}

/** The invoice's code as printed: `2026/000123`. */
export const invoiceCode = (year: number, number: number) => `${year}/${String(number).padStart(6, '0')}`;

/** The calendar year in Italy: an invoice issued at 00:30 on 1 January in Rome belongs to the new year. */
export function italianYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', year: 'numeric' }).format(at));
}

interface PaymentMetadata { net_cents?: unknown; vat_cents?: unknown; vat_rate?: unknown; description?: unknown; plan_code?: unknown; package_code?: unknown }

/** Imponibile, IVA and description from the payment (DEALERS1.md: metadata set by billing). */
export function amountsOf(payment: { amount_cents: number; purpose: string; metadata: unknown }) {
  const meta = (payment.metadata ?? {}) as PaymentMetadata;
  const vatRate = typeof meta.vat_rate === 'number' ? meta.vat_rate : 22;
  let net: number;
  let vat: number;
  if (Number.isInteger(meta.net_cents) && Number.isInteger(meta.vat_cents)) {
    net = meta.net_cents as number;
    vat = meta.vat_cents as number;
  } else {
    // Older or partial metadata: split the total, VAT rounded to the cent.
    net = Math.round(payment.amount_cents / (1 + vatRate / 100));
    vat = payment.amount_cents - net;
  }
  if (net + vat !== payment.amount_cents || net < 0 || vat < 0) {
    // An invoice whose lines do not add up to what was paid must never be issued.
    throw new Error(`payment amounts do not add up: ${net} + ${vat} ≠ ${payment.amount_cents}`);
  }
  const fallback = payment.purpose === 'carfax_package' ? 'Pacchetto report Carfax AutoMercato' : 'Abbonamento AutoMercato';
  const description = typeof meta.description === 'string' && meta.description.trim() ? meta.description.trim() : fallback;
  return { net_cents: net, vat_cents: vat, vat_rate: vatRate, total_cents: payment.amount_cents, description };
}

/**
 * Issues the invoice of a paid payment, once: a second call for the same payment returns the same
 * invoice. Call it inside the transaction that records the payment (billing's webhook): the number is
 * taken from the year's counter in that transaction, so numbers follow each other without gaps even
 * when payments arrive together, and a payment that rolls back takes its number back with it.
 */
export async function issueInvoice(db: Kysely<DB>, paymentId: string, options: IssueOptions = {}): Promise<IssuedInvoice> {
  return invoiceQueries(db).transaction(async (q) => {
    const payment = await q.lockPayment(paymentId);
    if (!payment) throw new Error(`payment ${paymentId} not found`);
    const existing = await q.invoiceOfPayment(payment.id);
    if (existing) return existing;
    if (payment.status !== 'paid') throw new Error(`payment ${payment.id} is ${payment.status}, not paid: no invoice`);
    const dealer = await q.dealer(payment.dealer_id);
    if (!dealer) throw new Error(`dealer ${payment.dealer_id} not found`);
    const seller = options.seller ?? sellerConfig(process.env);
    const amounts = amountsOf(payment);
    const before = options.now ?? new Date();
    const year = italianYear(before);
    const number = await q.nextNumber(year);
    // Dated once the number is ours (payments queue on the counter), so a later number never
    // carries an earlier date; unless the wait crossed into a new year, where the number's year wins.
    const after = options.now ?? new Date();
    const issuedAt = italianYear(after) === year ? after : before;
    const buyer: InvoiceParty = {
      company_name: dealer.company_name, vat_number: dealer.vat_number, address: dealer.address, city: dealer.city,
      province: dealer.province_code, postal_code: dealer.postal_code, country: (dealer.country || 'it').toUpperCase(),
      email: dealer.email, sdi_code: dealer.sdi_code, pec: dealer.pec,
    };
    return q.insert({
      dealer_id: dealer.id, payment_id: payment.id, year, number, code: invoiceCode(year, number), issued_at: issuedAt,
      seller: { ...seller }, buyer, ...amounts, currency: payment.currency, payment_method: 'card',
    });
  });
}
