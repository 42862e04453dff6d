import type { InvoiceParty } from '../../../db/schema.js';

/**
 * The FatturaPA XML (format FPR12, "fattura ordinaria tra privati", schema v1.2.x of the Agenzia
 * delle Entrate) of one invoice: what the SdI exchange accepts. Written by hand rather than through
 * @digitalia/fatturapa: that package maps a JS object of the very same shape to XML, on old
 * dependencies (fast-xml-parser 3, yup 0.29); a dozen lines of escaping do the same here. Its copy of
 * the official XSD is what server/test/invoices.test.ts validates this output against.
 */

export interface FatturaInput {
  code: string;
  year: number;
  number: number;
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

const NS = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

/** XML text: the five special characters escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/**
 * The SdI takes only Latin-1 text on one line ("String…LatinType"): typographic dashes and quotes
 * become their ASCII forms, accents outside Latin-1 are dropped, control characters and line breaks
 * become spaces, anything else unrepresentable a "?"; then cut to the field's length.
 */
export function latin(text: string, max: number): string {
  const plain = text
    .replace(/[\u2013\u2014\u2212]/g, '-').replace(/[\u2018\u2019\u201a]/g, "'").replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/\u2026/g, '...').replace(/\u20ac/g, 'EUR')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .normalize('NFC')
    .replace(/[^\u0000-\u00ff]/g, (c) => {
      const base = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return /^[\u0020-\u00ff]+$/.test(base) ? base : '?';
    })
    .replace(/\s+/g, ' ').trim();
  return (plain || '-').slice(0, max).trim();
}

/** Cents as the schema's decimals: 3660 → "36.60". */
export const amount = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A date as the SdI reads it: the calendar day in Italy. */
export function italianDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * ProgressivoInvio and the file name's suffix: five characters, unique per transmitter. The year's
 * last digit and the number in base 36 (1,679,615 invoices a year; the same pair comes back after
 * ten years, long after the SdI has closed the file).
 */
export function progressivo(year: number, number: number): string {
  return `${year % 10}${number.toString(36).toUpperCase().padStart(4, '0')}`;
}

/** The SdI naming rule: IT + the transmitter's Partita IVA + _ + progressivo. */
export function fatturaFileName(seller: InvoiceParty, year: number, number: number): string {
  return `${(seller.country || 'IT').toUpperCase()}${seller.vat_number}_${progressivo(year, number)}.xml`;
}

type Node = [name: string, children: Node[] | string | null | undefined];

function render(node: Node, depth: number): string {
  const [name, content] = node;
  if (content === null || content === undefined) return '';
  const pad = '  '.repeat(depth);
  if (typeof content === 'string') return `${pad}<${name}>${escapeXml(content)}</${name}>\n`;
  return `${pad}<${name}>\n${content.map((child) => render(child, depth + 1)).join('')}${pad}</${name}>\n`;
}

function sede(party: InvoiceParty): Node {
  const country = (party.country || 'IT').toUpperCase();
  const italian = country === 'IT';
  const cap = party.postal_code && /^\d{5}$/.test(party.postal_code) ? party.postal_code : '00000';
  const province = italian && party.province && /^[A-Z]{2}$/.test(party.province.toUpperCase()) ? party.province.toUpperCase() : null;
  return ['Sede', [
    ['Indirizzo', latin(party.address, 60)],
    ['CAP', cap],
    ['Comune', latin(party.city, 60)],
    ['Provincia', province],
    ['Nazione', country],
  ]];
}

function idFiscale(party: InvoiceParty): Node {
  return ['IdFiscaleIVA', [['IdPaese', (party.country || 'IT').toUpperCase()], ['IdCodice', party.vat_number.replace(/^[A-Z]{2}/i, '').slice(0, 28)]]];
}

const email = (value: string | null | undefined) => (value && /^.+@.+[.]+.+$/.test(value) && value.length >= 7 && value.length <= 256 ? value : null);

/** The invoice as FatturaPA XML (UTF-8). */
export function fatturaXml(invoice: FatturaInput): string {
  const { seller, buyer } = invoice;
  const sdiCode = buyer.sdi_code && /^[A-Z0-9]{7}$/.test(buyer.sdi_code) ? buyer.sdi_code : '0000000';
  const rate = Number(invoice.vat_rate).toFixed(2);
  const date = italianDate(invoice.issued_at);
  const net = amount(invoice.net_cents);
  const header: Node = ['FatturaElettronicaHeader', [
    ['DatiTrasmissione', [
      ['IdTrasmittente', [['IdPaese', (seller.country || 'IT').toUpperCase()], ['IdCodice', seller.vat_number]]],
      ['ProgressivoInvio', progressivo(invoice.year, invoice.number)],
      ['FormatoTrasmissione', 'FPR12'],
      ['CodiceDestinatario', sdiCode],
      // Without a recipient code the SdI delivers to the certified mailbox, when the dealer gave one.
      ['PECDestinatario', sdiCode === '0000000' ? email(buyer.pec) : null],
    ]],
    ['CedentePrestatore', [
      ['DatiAnagrafici', [idFiscale(seller), ['Anagrafica', [['Denominazione', latin(seller.company_name, 80)]]], ['RegimeFiscale', seller.tax_regime ?? 'RF01']]],
      sede(seller),
      ['Contatti', email(seller.email) ? [['Email', email(seller.email)!]] : null],
    ]],
    ['CessionarioCommittente', [
      ['DatiAnagrafici', [idFiscale(buyer), ['Anagrafica', [['Denominazione', latin(buyer.company_name, 80)]]]]],
      sede(buyer),
    ]],
  ]];
  const body: Node = ['FatturaElettronicaBody', [
    ['DatiGenerali', [['DatiGeneraliDocumento', [
      ['TipoDocumento', 'TD01'],
      ['Divisa', invoice.currency.toUpperCase()],
      ['Data', date],
      ['Numero', invoice.code],
      ['ImportoTotaleDocumento', amount(invoice.total_cents)],
    ]]]],
    ['DatiBeniServizi', [
      ['DettaglioLinee', [
        ['NumeroLinea', '1'],
        ['Descrizione', latin(invoice.description, 1000)],
        ['Quantita', '1.00'],
        ['PrezzoUnitario', net],
        ['PrezzoTotale', net],
        ['AliquotaIVA', rate],
      ]],
      ['DatiRiepilogo', [
        ['AliquotaIVA', rate],
        ['ImponibileImporto', net],
        ['Imposta', amount(invoice.vat_cents)],
        ['EsigibilitaIVA', 'I'],
      ]],
    ]],
    // Paid in full by card when the invoice is issued.
    ['DatiPagamento', [
      ['CondizioniPagamento', 'TP02'],
      ['DettaglioPagamento', [['ModalitaPagamento', 'MP08'], ['DataScadenzaPagamento', date], ['ImportoPagamento', amount(invoice.total_cents)]]],
    ]],
  ]];
  return '<?xml version="1.0" encoding="UTF-8"?>\n'
    + `<p:FatturaElettronica versione="FPR12" xmlns:p="${NS}" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">\n`
    + render(header, 1) + render(body, 1)
    + '</p:FatturaElettronica>\n';
}
