import { isUtf8 } from 'node:buffer';
import { parse as csvParser } from 'csv-parse';
import iconv from 'iconv-lite';
import { SaxesParser } from 'saxes';

/**
 * One record of a stock file and its fields by lower-case header. `line` is where the dealer finds it:
 * in a CSV the row as a spreadsheet numbers it (the header is row 1, empty rows count); in a feed the
 * vehicle's position (1 = the first).
 */
export interface SourceRow { line: number; fields: Record<string, string> }

export class FileError extends Error {}

export type StockEncoding = 'utf-8' | 'windows-1252';

/** How much of the file one step of the parse decodes: the parse holds this much text, never the whole file. */
const CHUNK_BYTES = 64 * 1024;

/** UTF-8 when the bytes are valid UTF-8, otherwise Windows-1252 (Excel's Italian default); checked without decoding. */
export const detectEncoding = (bytes: Uint8Array): StockEncoding => (isUtf8(bytes) ? 'utf-8' : 'windows-1252');

/** The file in slices of CHUNK_BYTES (views, no copy). */
export function* chunksOf(bytes: Uint8Array, size = CHUNK_BYTES): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** The text of the chunks, decoded as it goes (a UTF-8 BOM is dropped; Windows-1252 is one byte a character). */
async function* decoded(chunks: ChunkSource, encoding: StockEncoding): AsyncGenerator<string> {
  const utf8 = encoding === 'utf-8' ? new TextDecoder('utf-8', { ignoreBOM: false }) : null;
  for await (const chunk of chunks) {
    const text = utf8 ? utf8.decode(chunk, { stream: true }) : iconv.decode(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), 'win1252');
    if (text) yield text;
  }
  const rest = utf8?.decode();
  if (rest) yield rest;
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

/** Where the parse pulls the file's bytes from, one chunk at a time. */
export type ChunkSource = Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

export interface StockRowsOptions {
  source: 'csv' | 'feed';
  encoding: StockEncoding;
  /** More rows than this: FileError as soon as row maxRows + 1 is read, the rest of the file is never parsed. */
  maxRows: number;
}

export const tooManyRows = (maxRows: number) =>
  new FileError(`Il file ha più di ${maxRows.toLocaleString('it-IT')} righe: il massimo è ${maxRows.toLocaleString('it-IT')}. Dividilo in più file.`);

/**
 * The rows of a stock file (a CSV upload or the XML feed), parsed as a stream: the parser pulls the
 * chunks as it needs them, so memory follows the row, not the file, and the row cap stops the read.
 * Throws FileError with an Italian message.
 */
export async function* stockRows(chunks: ChunkSource, { source, encoding, maxRows }: StockRowsOptions): AsyncGenerator<SourceRow> {
  const rows = source === 'feed' ? xmlRows(decoded(chunks, encoding)) : csvRows(decoded(chunks, encoding));
  let count = 0;
  for await (const row of rows) {
    if (++count > maxRows) throw tooManyRows(maxRows);
    yield row;
  }
  if (count === 0) throw new FileError(source === 'feed' ? 'Il feed XML non contiene veicoli (elementi con «riferimento»).' : 'Il file non contiene veicoli.');
}

/** The rows of a CSV file with Italian headers (see the sample), through csv-parse's streaming parser. */
async function* csvRows(texts: AsyncGenerator<string>): AsyncGenerator<SourceRow> {
  // The separator is told from the whole header line, however the chunks cut it.
  let head = '';
  while (!/\r?\n/.test(head)) {
    const next = await texts.next();
    if (next.done) break;
    head += next.value;
  }
  if (!head.trim()) throw new FileError('Il file è vuoto.');
  // Fed by hand a chunk at a time (no pipe reading ahead): the next chunk is decoded only when the
  // rows of this one have been taken, so the row cap stops the read within a chunk.
  // Empty lines are read (and skipped below) so they still count as the spreadsheet's rows.
  const parser = csvParser({ delimiter: detectDelimiter(head), bom: true, relax_column_count: true, skip_empty_lines: false, trim: true });
  const records: string[][] = [];
  let failure: unknown = null;
  parser.on('data', (cells: string[]) => records.push(cells));
  parser.on('error', (error) => { failure = error; });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  let names: string[] | null = null;
  let line = 0;
  function* take(): Generator<SourceRow> {
    if (failure) {
      const at = (failure as { lines?: number }).lines;
      throw new FileError(`Il file non è un CSV leggibile${at ? ` (riga ${at})` : ''}: controlla le virgolette e il separatore.`);
    }
    for (const cells of records.splice(0)) {
      line++;
      if (cells.every((cell) => cell.trim() === '')) continue;
      if (!names) {
        names = cells.map(normaliseHeader);
        if (!names.includes('riferimento')) {
          throw new FileError('Manca la colonna «riferimento» (il codice del veicolo nel vostro gestionale): scarica il file di esempio per le intestazioni.');
        }
        continue;
      }
      const header = names;
      yield { line, fields: Object.fromEntries(header.map((name, c) => [name, (cells[c] ?? '').trim()])) };
    }
  }
  try {
    parser.write(head);
    await settle();
    yield* take();
    for await (const text of texts) {
      parser.write(text);
      await settle();
      yield* take();
    }
    parser.end();
    await settle();
    yield* take();
  } finally {
    parser.destroy();
  }
  if (!names) throw new FileError('Il file è vuoto.');
}

/** An open element of the feed: its leaf children's texts by name (an element with children of its own counts as ''). */
interface Open { name: string; depth: number; text: string; nested: boolean; fields: Map<string, string[]> }

/**
 * The vehicles of an XML feed: any root holding repeated elements (`<annuncio>`, `<veicolo>`…)
 * whose children are the CSV's Italian field names; `<foto>` may repeat or be one string with `|`.
 * A vehicle is an element with a `<riferimento>` child; the first one found fixes the name and depth
 * the others must have. Entities beyond the five of XML are an error (no DOCTYPE expansion).
 */
async function* xmlRows(texts: AsyncGenerator<string>): AsyncGenerator<SourceRow> {
  const parser = new SaxesParser({ position: false });
  const stack: Open[] = [];
  const found: SourceRow[] = [];
  let vehicle: { name: string; depth: number } | null = null;
  let line = 0;
  parser.on('opentag', (tag) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.nested = true;
    stack.push({ name: tag.name, depth: stack.length, text: '', nested: false, fields: new Map() });
  });
  const onText = (text: string) => { const top = stack[stack.length - 1]; if (top && top.text.length < 100_000) top.text += text; };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const element = stack.pop()!;
    const parent = stack[stack.length - 1];
    const isVehicle = element.fields.has('riferimento') && (!vehicle || (vehicle.name === element.name && vehicle.depth === element.depth));
    if (isVehicle) {
      vehicle ??= { name: element.name, depth: element.depth };
      found.push({ line: ++line, fields: Object.fromEntries([...element.fields].map(([key, values]) => [normaliseHeader(key), values.join('|')])) });
      return;
    }
    if (!parent) return;
    const values = parent.fields.get(element.name) ?? [];
    values.push(element.nested ? '' : element.text.trim());
    parent.fields.set(element.name, values);
  });
  try {
    for await (const text of texts) {
      parser.write(text);
      yield* found.splice(0);
    }
    parser.close();
    yield* found.splice(0);
  } catch (error) {
    if (error instanceof FileError) throw error;
    throw new FileError(`Il feed XML non è valido: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** Every row of a whole file in memory, detected encoding (tests, and the worker's input). */
export function fileRows(bytes: Uint8Array, source: 'csv' | 'feed', maxRows: number): AsyncGenerator<SourceRow> {
  return stockRows(chunksOf(bytes), { source, encoding: detectEncoding(bytes), maxRows });
}
