import type { Invoice } from '@automercato/api-contract';
import { page } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { fatturaFileName, fatturaXml } from './fatturapa.js';
import { invoicePdf, pdfFileName } from './pdf.js';
import type { InvoiceQueries, InvoiceRow } from './queries.js';

const present = (row: InvoiceRow, dealerId: string): Invoice => ({
  uuid: row.id, code: row.code, year: row.year, number: row.number, issued_at: row.issued_at.toISOString(),
  description: row.description, net_cents: row.net_cents, vat_rate: Number(row.vat_rate), vat_cents: row.vat_cents,
  total_cents: row.total_cents, currency: row.currency, status: 'paid',
  pdf_url: `/api/dealers/${dealerId}/invoices/${row.id}/pdf`,
  xml_url: `/api/dealers/${dealerId}/invoices/${row.id}/xml`,
  xml_file_name: fatturaFileName(row.seller, row.year, row.number),
});

/** A dealer's invoices and their files. The access level has already checked the caller. */
export function invoiceService({ queries }: { queries: InvoiceQueries }) {
  async function find(dealerId: string, invoiceId: string) {
    // Another dealer's invoice is not found here: the dealer in the path is the caller's.
    const row = await queries.findOfDealer(dealerId.toLowerCase(), invoiceId);
    if (!row) throw notFound('Fattura non trovata.');
    return row;
  }
  return {
    async list(dealerId: string, pageNumber: number, perPage: number) {
      const { rows, total } = await queries.page(dealerId.toLowerCase(), perPage, (pageNumber - 1) * perPage);
      return page(rows.map((row) => present(row, dealerId.toLowerCase())), total, pageNumber, perPage);
    },

    async pdf(dealerId: string, invoiceId: string) {
      const row = await find(dealerId, invoiceId);
      return { fileName: pdfFileName(row.code), body: await invoicePdf(row) };
    },

    async xml(dealerId: string, invoiceId: string) {
      const row = await find(dealerId, invoiceId);
      return { fileName: fatturaFileName(row.seller, row.year, row.number), body: fatturaXml(row) };
    },
  };
}

export type InvoiceService = ReturnType<typeof invoiceService>;
