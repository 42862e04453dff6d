import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import iconv from 'iconv-lite';

/** One record of a stock file: its line (1 = the first vehicle, as a dealer counts rows) and its fields by lower-case header. */
export interface SourceRow { line: number; fields: Record<string, string> }

export class FileError extends Error {}

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise Windows-1252 (Excel's Italian default). */
export function decodeText(bytes: Buffer): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(bytes, 'win1252'), encoding: 'windows-1252' };
  }
}

/** The separator of the header line: semicolon (Italian Excel) or comma, whichever occurs more outside quotes. */
export function detectDelimiter(text: string): ';' | ',' {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of header) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ';') semicolons++;
    else if (!quoted && ch === ',') commas++;
  }
  return semicolons >= commas && semicolons > 0 ? ';' : ',';
}

const normaliseHeader = (h: string) => h.trim().toLowerCase().replace(/\s+/g, '_');

/** The rows of a CSV file with Italian headers (see the sample); throws FileError with an Italian message. */
export function parseStockCsv(bytes: Buffer): SourceRow[] {
  const { text } = decodeText(bytes);
  if (!text.trim()) throw new FileError('Il file è vuoto.');
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    records = parseCsv(text, { delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new FileError(`Il file non è un CSV leggibile${line ? ` (riga ${line})` : ''}: controlla le virgolette e il separatore.`);
  }
  const [header, ...rows] = records;
  if (!header) throw new FileError('Il file è vuoto.');
  const names = header.map(normaliseHeader);
  if (!names.includes('riferimento')) {
    throw new FileError('Manca la colonna «riferimento» (il codice del veicolo nel vostro gestionale): scarica il file di esempio per le intestazioni.');
  }
  return rows.map((cells, i) => ({
    line: i + 1,
    fields: Object.fromEntries(names.map((name, c) => [name, (cells[c] ?? '').trim()])),
  }));
}

/**
 * The vehicles of an XML feed: any root holding repeated elements (`<annuncio>`, `<veicolo>`…)
 * whose children are the CSV's Italian field names; `<foto>` may repeat or be one string with `|`.
 */
export function parseStockXml(bytes: Buffer): SourceRow[] {
  const { text } = decodeText(bytes);
  const parser = new XMLParser({
    ignoreAttributes: true, parseTagValue: false, trimValues: true, processEntities: true,
    // No DOCTYPE entity expansion games: entities beyond the five XML ones stay as text.
    htmlEntities: false,
  });
  let doc: unknown;
  try {
    doc = parser.parse(text, true);
  } catch (error) {
    throw new FileError(`Il feed XML non è valido: ${(error as Error).message.split('\n')[0]}`);
  }
  const vehicles = findVehicles(doc);
  if (!vehicles) throw new FileError('Il feed XML non contiene veicoli (elementi con «riferimento»).');
  return vehicles.map((item, i) => ({
    line: i + 1,
    fields: Object.fromEntries(Object.entries(item).map(([key, value]) => [
      normaliseHeader(key),
      Array.isArray(value) ? value.map(String).join('|') : typeof value === 'object' && value !== null ? '' : String(value ?? '').trim(),
    ])),
  }));
}

/** The first array (or single object) of objects that have a `riferimento` child, searched breadth-first. */
function findVehicles(node: unknown): Record<string, unknown>[] | null {
  const queue: unknown[] = [node];
  while (queue.length) {
    const current = queue.shift();
    if (!current || typeof current !== 'object') continue;
    for (const value of Object.values(current as Record<string, unknown>)) {
      const items = Array.isArray(value) ? value : [value];
      if (items.length && items.every((v) => v && typeof v === 'object' && !Array.isArray(v) && 'riferimento' in (v as object))) {
        return items as Record<string, unknown>[];
      }
      queue.push(...items);
    }
  }
  return null;
}
