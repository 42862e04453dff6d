import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Page, PageQuery } from './common.js';

/** GET /api/dealers/{dealerUuid}/invoices: one issued invoice (amounts in cents, VAT excluded in net). */
export const Invoice = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  /** As printed: "2026/000123". */
  code: Type.String(),
  year: Type.Integer(),
  number: Type.Integer(),
  issued_at: DateTime,
  description: Type.String(),
  net_cents: Type.Integer(),
  vat_rate: Type.Number(),
  vat_cents: Type.Integer(),
  total_cents: Type.Integer(),
  currency: Type.String(),
  /** Every invoice is of a payment already collected. */
  status: Type.Literal('paid'),
  pdf_url: Type.String(),
  xml_url: Type.String(),
  /** The SdI file name of the FatturaPA XML ("IT12345678903_6003F.xml"). */
  xml_file_name: Type.String(),
});
export type Invoice = Static<typeof Invoice>;

export const InvoicePage = Page(Invoice);
export const InvoiceListQuery = Type.Object(PageQuery(1000));
export const DealerInvoiceParams = Type.Object({ dealerUuid: Type.String({ maxLength: 80 }) });
export const InvoiceFileParams = Type.Object({ dealerUuid: Type.String({ maxLength: 80 }), invoiceId: Type.String({ maxLength: 80 }) });

/** A downloaded file, not the JSON envelope: the route answers the bytes with their content type. */
export const PdfFile = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf (attachment)' });
export const XmlFile = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/xml: FatturaPA FPR12 v1.2 (attachment)' });
