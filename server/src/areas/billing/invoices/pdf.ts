import PDFDocument from 'pdfkit';
import { formatDate, formatNumber } from '@automercato/i18n/format';
import type { InvoiceParty } from '../../../db/schema.js';

/** What the PDF shows: an issued invoice row. */
export interface PdfInvoice {
  code: string;
  issued_at: Date;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  description: string;
  net_cents: number;
  vat_rate: number | string;
  vat_cents: number;
  total_cents: number;
  currency: string;
}

/** 123456 cents → "1.234,56 €" (it-IT, always grouped, no-break space before the sign). */
export const euro = (cents: number) => formatNumber(cents / 100, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "fattura-2026-000123.pdf" from "2026/000123". */
export const pdfFileName = (code: string) => `fattura-${code.replace(/[^0-9A-Za-z-]+/g, '-')}.pdf`;

function partyLines(party: InvoiceParty): string[] {
  const place = [party.postal_code, party.city, party.province ? `(${party.province})` : null].filter(Boolean).join(' ');
  return [
    party.company_name,
    party.address,
    party.country && party.country.toUpperCase() !== 'IT' ? `${place} — ${party.country.toUpperCase()}` : place,
    `Partita IVA: ${party.country && party.country.toUpperCase() !== 'IT' ? party.country.toUpperCase() : 'IT'}${party.vat_number}`,
    ...(party.sdi_code ? [`Codice destinatario: ${party.sdi_code}`] : []),
    ...(party.pec ? [`PEC: ${party.pec}`] : []),
    ...(party.email ? [`E-mail: ${party.email}`] : []),
  ];
}

/**
 * The courtesy copy of an invoice (the legally valid one is the FatturaPA XML sent through the SdI).
 * `compress: false` leaves the text streams readable (tests read them).
 */
export function invoicePdf(invoice: PdfInvoice, { compress = true }: { compress?: boolean } = {}): Promise<Buffer> {
  const title = `Fattura n. ${invoice.code}`;
  const doc = new PDFDocument({
    size: 'A4', margin: 56, compress, lang: 'it-IT',
    info: { Title: title, Author: invoice.seller.company_name, Subject: `${title} — ${invoice.buyer.company_name}`, Creator: 'AutoMercato' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const rate = Number(invoice.vat_rate);
  const rateText = `${formatNumber(rate, { maximumFractionDigits: 2 })} %`;

  doc.font('Helvetica-Bold').fontSize(18).text(title, left, 56);
  doc.font('Helvetica').fontSize(10).text(`Data: ${formatDate(invoice.issued_at)}`);
  doc.moveDown(1.5);

  // Seller and buyer side by side.
  const top = doc.y;
  const column = (width - 24) / 2;
  doc.font('Helvetica-Bold').fontSize(9).text('CEDENTE / PRESTATORE', left, top, { width: column });
  doc.font('Helvetica').fontSize(10).text(partyLines(invoice.seller).join('\n'), { width: column });
  const afterSeller = doc.y;
  doc.font('Helvetica-Bold').fontSize(9).text('CESSIONARIO / COMMITTENTE', left + column + 24, top, { width: column });
  doc.font('Helvetica').fontSize(10).text(partyLines(invoice.buyer).join('\n'), { width: column });
  doc.y = Math.max(afterSeller, doc.y) + 24;

  // The one line, then the totals.
  const cols = [left, left + width * 0.55, left + width * 0.7];
  const amountWidth = width * 0.3;
  const row = (cells: [string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(cells[0], cols[0], y, { width: width * 0.55 - 8 });
    const end = doc.y;
    doc.text(cells[1], cols[1], y, { width: width * 0.15, align: 'right' });
    doc.text(cells[2], cols[2], y, { width: amountWidth, align: 'right' });
    doc.x = left;
    doc.y = Math.max(end, doc.y) + 6;
  };
  const rule = () => { doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor('#888888').stroke(); doc.y += 6; };
  row(['Descrizione', 'IVA', 'Importo'], true);
  rule();
  row([invoice.description, rateText, euro(invoice.net_cents)]);
  rule();
  row(['Imponibile', '', euro(invoice.net_cents)]);
  row([`IVA ${rateText}`, '', euro(invoice.vat_cents)]);
  row(['Totale', '', euro(invoice.total_cents)], true);
  doc.moveDown(1.5);

  doc.font('Helvetica').fontSize(10)
    .text(`Pagamento: carta di pagamento — Pagata il ${formatDate(invoice.issued_at)}`, left, doc.y, { width })
    .text(`Stato: Pagata`, { width });
  doc.moveDown(2);
  doc.fontSize(8).fillColor('#555555').text(
    'Copia di cortesia, senza valore fiscale ai sensi dell\'art. 21 del D.P.R. 633/1972. La fattura elettronica è trasmessa '
    + 'tramite il Sistema di Interscambio (SdI) ed è disponibile nell\'area riservata "Fatture e corrispettivi" dell\'Agenzia delle Entrate.',
    left, doc.y, { width },
  );
  doc.end();
  return done;
}
