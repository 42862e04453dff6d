import PDFDocument from 'pdfkit';
import { missingEmissionClass, type CarfaxReportDocument } from '@automercato/api-contract';
import { formatNumber } from '@automercato/i18n/format';
import { emissionClasses } from '../../../catalog/vocabulary.js';

type Doc = CarfaxReportDocument;

/** "2021-03-15" → "15/03/2021". */
const date = (iso: string | null) => iso ? iso.slice(0, 10).split('-').reverse().join('/') : 'in corso';
const km = (n: number) => `${formatNumber(n, { maximumFractionDigits: 0 })} km`;
const euro = (n: number) => `${formatNumber(n, { maximumFractionDigits: 0 })} €`;

const USES: Record<Doc['owners'][number]['use'], string> = {
  privato: 'Privato', noleggio: 'Noleggio', taxi: 'Taxi', leasing: 'Leasing', aziendale: 'Aziendale',
};
const SOURCES: Record<Doc['odometer'][number]['source'], string> = {
  immatricolazione: 'Immatricolazione', tagliando: 'Tagliando', revisione: 'Revisione', passaggio_di_proprieta: 'Passaggio di proprietà',
  officina: 'Officina', annuncio: 'Annuncio',
};
const EVENTS: Record<Doc['registrations'][number]['event'], string> = {
  prima_immatricolazione: 'Prima immatricolazione', immatricolazione_italia: 'Immatricolazione in Italia',
  radiazione: 'Radiazione', reimmatricolazione: 'Reimmatricolazione',
};
const LIENS: Record<Doc['liens'][number]['type'], string> = {
  fermo_amministrativo: 'Fermo amministrativo', sequestro: 'Sequestro', riserva_di_proprieta: 'Riserva di proprietà',
};
const OUTCOMES: Record<Doc['inspections'][number]['outcome'], string> = { regolare: 'Regolare', ripetere: 'Da ripetere', sospeso: 'Sospeso' };
const SEVERITIES: Record<Doc['damages'][number]['severity'], string> = { lieve: 'Lieve', media: 'Media', grave: 'Grave' };

/**
 * "Euro 6d"; without a class, "nessuna" only for a vehicle known to emit nothing (electric,
 * hydrogen), else "non indicata": a diesel whose class nobody gave is not a zero-emission car.
 */
export function emissionClassText(doc: Pick<Doc, 'emission_class' | 'power_type'>): string {
  if (doc.emission_class) return emissionClasses.find((c) => c.slug === doc.emission_class)?.name ?? doc.emission_class;
  return missingEmissionClass(doc.power_type) === 'none' ? 'nessuna (veicolo a zero emissioni allo scarico)' : 'non indicata';
}

/** The Problem Check lines: label, and whether the answer is a problem. */
export function problemLines(doc: Doc): [string, string, boolean][] {
  const p = doc.problem_check;
  const yesNo = (flag: boolean, yes: string, no: string): [string, boolean] => [flag ? yes : no, flag];
  return [
    ['Furto', ...yesNo(p.stolen, 'Segnalato', 'Nessuna segnalazione')],
    ['Perdita totale', ...yesNo(p.total_loss, 'Registrata', 'Nessuna')],
    ['Demolizione', ...yesNo(p.scrapped, 'Registrata', 'Nessuna')],
    ['Importazione', ...yesNo(p.imported, doc.import ? `Sì, da ${doc.import.country} (${date(doc.import.date)})` : 'Sì', 'No')],
    ['Uso non privato', ...yesNo(p.non_private_use, 'Sì (noleggio, taxi, leasing o aziendale)', 'No')],
    ['Chilometraggio', ...yesNo(p.odometer_rollback, 'Possibile manomissione: una lettura è inferiore alla precedente', 'Coerente')],
    ['Gravami', ...yesNo(p.liens, 'Presenti gravami in corso', 'Nessun gravame in corso')],
    ['Danni', ...yesNo(p.damages, `${doc.damages.length} registrati`, 'Nessuno registrato')],
  ];
}

export const reportFileName = (doc: Doc, id: string) =>
  `report-veicolo-${(doc.vin ?? doc.plate ?? id.slice(0, 8)).replace(/[^0-9A-Za-z-]+/g, '-')}.pdf`;

/**
 * The report as a PDF, in Italian. A demo provider's report says "Dati dimostrativi" on every
 * page. `compress: false` leaves the text streams readable (tests read them).
 */
export function reportPdf(doc: Doc, { compress = true }: { compress?: boolean } = {}): Promise<Buffer> {
  const title = `Report storico veicolo — ${doc.make} ${doc.model} (${doc.year})`;
  const pdf = new PDFDocument({
    size: 'A4', margin: 50, compress, lang: 'it-IT', bufferPages: true,
    info: { Title: title, Author: doc.provider.name, Subject: doc.vin ?? doc.plate ?? '', Creator: 'AutoMercato' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;

  const heading = (text: string) => {
    if (pdf.y > pdf.page.height - 140) pdf.addPage();
    pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#1f2937').text(text, left, pdf.y, { width });
    pdf.moveTo(left, pdf.y + 2).lineTo(left + width, pdf.y + 2).strokeColor('#d1d5db').stroke();
    pdf.moveDown(0.5).font('Helvetica').fontSize(10).fillColor('#111827');
  };
  const table = (columns: { label: string; width: number }[], rows: string[][], emptyText: string) => {
    if (!rows.length) {
      pdf.font('Helvetica-Oblique').text(emptyText, left, pdf.y, { width }).font('Helvetica');
      return;
    }
    const line = (cells: string[], bold: boolean) => {
      if (pdf.y > pdf.page.height - 80) pdf.addPage();
      const y = pdf.y;
      let x = left;
      let bottom = y;
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
      cells.forEach((cell, i) => {
        const w = columns[i]!.width * width;
        pdf.text(cell, x, y, { width: w - 6 });
        bottom = Math.max(bottom, pdf.y);
        x += w;
      });
      pdf.x = left;
      pdf.y = bottom + 3;
    };
    line(columns.map((c) => c.label), true);
    for (const row of rows) line(row, false);
    pdf.font('Helvetica').fontSize(10);
  };

  pdf.font('Helvetica-Bold').fontSize(18).fillColor('#111827').text('Report storico veicolo', left, 50, { width });
  pdf.font('Helvetica').fontSize(12).text(`${doc.make} ${doc.model} — anno ${doc.year}`, { width });
  pdf.moveDown(0.4).fontSize(10)
    .text(`Telaio (VIN): ${doc.vin ?? 'non indicato'}    Targa: ${doc.plate ?? 'non indicata'}`, { width })
    .text(`Classe ambientale: ${emissionClassText(doc)}`, { width })
    .text(`Fornitore: ${doc.provider.name}${doc.provider.demo ? ' (dimostrativo)' : ''} — generato il ${date(doc.generated_at)}`, { width });
  if (doc.provider.demo) {
    pdf.moveDown(0.5).font('Helvetica-Bold').fillColor('#b45309')
      .text('Dati dimostrativi: questo report è generato dal fornitore dimostrativo e non descrive un veicolo reale.', { width })
      .fillColor('#111827').font('Helvetica');
  }

  heading('Controllo problemi noti');
  for (const [label, value, problem] of problemLines(doc)) {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').fillColor('#111827').text(label, left, y, { width: width * 0.3 });
    pdf.font('Helvetica').fillColor(problem ? '#b91c1c' : '#166534').text(value, left + width * 0.3, y, { width: width * 0.7 });
    pdf.fillColor('#111827').x = left;
  }
  pdf.text(`Proprietari: ${doc.problem_check.owners_count}    Ultima lettura: ${doc.problem_check.last_km === null ? 'n.d.' : km(doc.problem_check.last_km)}`, left, pdf.y + 4, { width });

  heading('Immatricolazioni e radiazioni');
  table([{ label: 'Data', width: 0.18 }, { label: 'Evento', width: 0.32 }, { label: 'Paese', width: 0.1 }, { label: 'Note', width: 0.4 }],
    doc.registrations.map((r) => [date(r.date), EVENTS[r.event], r.country, r.note ?? '']), 'Nessun evento registrato.');

  heading('Proprietari e utilizzo');
  table([{ label: 'Dal', width: 0.2 }, { label: 'Al', width: 0.2 }, { label: 'Utilizzo', width: 0.3 }, { label: 'Provincia', width: 0.3 }],
    doc.owners.map((o) => [date(o.from), date(o.to), USES[o.use], o.province ?? '']), 'Nessun proprietario registrato.');

  heading('Letture del contachilometri');
  table([{ label: 'Data', width: 0.2 }, { label: 'Chilometri', width: 0.2 }, { label: 'Fonte', width: 0.3 }, { label: 'Verifica', width: 0.3 }],
    doc.odometer.map((o) => [date(o.date), km(o.km), SOURCES[o.source], o.rollback ? 'INFERIORE ALLA PRECEDENTE' : 'Coerente']), 'Nessuna lettura.');

  heading('Revisioni');
  table([{ label: 'Data', width: 0.25 }, { label: 'Chilometri', width: 0.25 }, { label: 'Esito', width: 0.5 }],
    doc.inspections.map((i) => [date(i.date), km(i.km), OUTCOMES[i.outcome]]), 'Nessuna revisione ancora dovuta (la prima è a 4 anni dall\'immatricolazione).');

  heading('Incidenti e danni');
  table([{ label: 'Data', width: 0.2 }, { label: 'Gravità', width: 0.2 }, { label: 'Zona', width: 0.35 }, { label: 'Stima', width: 0.25 }],
    doc.damages.map((d) => [date(d.date), SEVERITIES[d.severity], d.area, euro(d.cost_estimate)]), 'Nessun danno registrato.');

  heading('Gravami');
  table([{ label: 'Tipo', width: 0.4 }, { label: 'Dal', width: 0.3 }, { label: 'Al', width: 0.3 }],
    doc.liens.map((l) => [LIENS[l.type], date(l.from), date(l.to)]), 'Nessun gravame registrato.');

  // Footer on every page: who made it, and the demo label.
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    // Below the bottom margin: without this pdfkit would start a new page for the footer.
    pdf.page.margins.bottom = 0;
    const footer = `${doc.provider.demo ? 'Dati dimostrativi — ' : ''}Report fornito da ${doc.provider.name} tramite AutoMercato — pagina ${i + 1} di ${range.count}`;
    pdf.font('Helvetica').fontSize(8).fillColor('#6b7280')
      .text(footer, left, pdf.page.height - 35, { width, align: 'center', lineBreak: false });
  }
  pdf.end();
  return done;
}
