import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { StockImportOutcome } from '../../../db/schema.js';
import { ApiError, invalid, notFound } from '../../../http/errors.js';
import type { ListingPhotoService } from '../photos/service.js';
import { FetchError, publicAddresses, safeFetch, type FetchOptions } from './fetch.js';
import { sameListing, type ImportedListing } from './mapping.js';
import { chunksOf, FileError, type StockEncoding } from './parse.js';
import { mappedBatches } from './rows.js';
import type { ImportRowInput, StockImportQueries } from './queries.js';
import type { Emitter } from '../../../http/events.js';

/** A feed whose stock grows or shrinks by more than this share waits for the dealer. */
export const FEED_HOLD_SHARE = 0.3;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_ROWS = 20_000;
const BATCH = 500;
/**
 * A stored file is written this much per statement: on PGlite every statement runs on the API's
 * event loop, and one 20 MB bytea statement held it ~0.4 s (and grew the WASM heap by the file).
 */
const FILE_CHUNK_BYTES = 256 * 1024;

export interface StockImportServiceOptions {
  queries: StockImportQueries;
  /** The dealer's published-listing limit now (null: unlimited). */
  listingLimit: (dealerId: string) => Promise<number | null>;
  photos: ListingPhotoService;
  fetchOptions: { feed: FetchOptions; photo: FetchOptions };
  /** Announces a change the public sees ('public-listings-changed': search counts and home counters go stale). */
  events: Emitter;
  log?: { warn(obj: object, msg: string): void };
}

type ImportRow = NonNullable<Awaited<ReturnType<StockImportQueries['findImport']>>>;

const present = (row: ImportRow) => ({
  id: row.id, source: row.source, filename: row.filename, status: row.status, message: row.message,
  withdraw_missing: row.withdraw_missing, total_rows: row.total_rows, processed_rows: row.processed_rows,
  counts: {
    new: row.counts.new ?? 0, changed: row.counts.changed ?? 0, unchanged: row.counts.unchanged ?? 0,
    missing: row.counts.missing ?? 0, error: row.counts.error ?? 0, warnings: row.counts.warnings ?? 0,
  },
  created_at: row.created_at, updated_at: row.updated_at, applied_at: row.applied_at,
});
export type ImportView = ReturnType<typeof present>;

const importNotFound = () => notFound('Importazione non trovata tra quelle del concessionario.');

/** The feed URL as the dealer typed it, checked: http(s), a host, no credentials, ≤ 2000 characters. */
export function checkFeedUrl(raw: string): string {
  const value = raw.trim();
  let url: URL | null = null;
  try { url = new URL(value); } catch { /* below */ }
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname) throw invalid({ url: ['Inserisci un indirizzo http:// o https:// completo.'] });
  if (url.username || url.password) throw invalid({ url: ['L\'indirizzo non può contenere nome utente e password.'] });
  if (value.length > 2000) throw invalid({ url: ['L\'indirizzo è troppo lungo (massimo 2000 caratteri).'] });
  return url.href;
}

/**
 * A feed on our own network (a private literal, or a name with a non-public answer) is refused
 * when saved, as every nightly pull would refuse it. A name that does not resolve now is saved:
 * its DNS may not be live yet or be briefly down, and each pull checks every hop again anyway.
 */
async function requirePublicFeed(url: string, options: FetchOptions): Promise<void> {
  try {
    await publicAddresses(new URL(url), { ...options, timeoutMs: Math.min(options.timeoutMs, 5_000) });
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    if (error.reason === 'refused') {
      throw invalid({ url: ['L\'indirizzo porta a una rete privata o locale: indica l\'indirizzo pubblico del feed, raggiungibile da internet.'] });
    }
  }
}

export function stockImportService({ queries, listingLimit, photos, fetchOptions, events, log }: StockImportServiceOptions) {
  /**
   * A file stored as it arrives, a chunk per statement with a turn of the event loop between them
   * (requests go on meanwhile), its encoding told on the way (UTF-8 when every byte sequence is).
   * The chunks belong to the returned id; the caller creates the import under it, or drops them.
   */
  async function storeFile(pieces: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<{ id: string; size: number; encoding: StockEncoding }> {
    const id = randomUUID();
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    let valid = true;
    const check = (bytes?: Uint8Array) => {
      if (!valid) return;
      try { utf8.decode(bytes, { stream: bytes !== undefined }); } catch { valid = false; }
    };
    let size = 0;
    let seq = 0;
    let held: Uint8Array[] = [];
    let heldBytes = 0;
    const flush = async () => {
      await queries.insertFileChunk(id, seq++, Buffer.concat(held));
      held = [];
      heldBytes = 0;
      await nextTurn();
    };
    try {
      for await (const piece of pieces) {
        for (const part of chunksOf(piece, FILE_CHUNK_BYTES)) {
          check(part);
          size += part.length;
          held.push(part);
          heldBytes += part.length;
          if (heldBytes >= FILE_CHUNK_BYTES) await flush();
        }
      }
      check();
      if (heldBytes) await flush();
    } catch (error) {
      await queries.dropFile(id);
      throw error;
    }
    return { id, size, encoding: valid ? 'utf-8' : 'windows-1252' };
  }

  async function requireImport(dealerId: string, importId: string) {
    const row = await queries.findImport(importId, dealerId);
    if (!row) throw importNotFound();
    return row;
  }

  /**
   * The dry run: every row mapped (in a worker, streamed: mappedBatches), compared with the dealer's
   * listings by reference and written to the report batch by batch; nothing else written. The file
   * itself leaves the database when the dry run ends, whatever its outcome: the report is what stays.
   */
  async function analyse(importId: string): Promise<void> {
    const current = await queries.findImport(importId);
    if (!current || current.status !== 'analysing') return;
    const file = await queries.importFile(importId);
    if (!file?.stored) {
      await queries.updateImport(importId, { status: 'failed', message: 'Il file non è più disponibile: caricalo di nuovo.' });
      return;
    }
    // A rerun after a crash starts the report again.
    await queries.deleteRows(importId);
    const existing = new Map((await queries.referencedListings(current.dealer_id)).map((l) => [l.reference!, l]));
    const seen = new Map<string, number>();
    const counts: Record<StockImportOutcome | 'warnings', number> = { new: 0, changed: 0, unchanged: 0, missing: 0, error: 0, warnings: 0 };
    const limit = await listingLimit(current.dealer_id);
    let published = await queries.publishedCount(current.dealer_id);
    let total = 0;
    // Missing listings are listed after the file's last row.
    let lastLine = 0;

    try {
      // A turn of the event loop before each statement of the dry run: requests go between them.
      const read = async (seq: number) => { await nextTurn(); return queries.fileChunk(importId, seq); };
      // Batches of 50: on PGlite each report insert runs on the event loop, so each stays a few milliseconds.
      for await (const batch of mappedBatches(read, { source: current.source, encoding: file.encoding ?? 'utf-8', maxRows: MAX_ROWS }, 50)) {
        const rows: ImportRowInput[] = [];
        for (const mapped of batch) {
          const { line, vehicle } = mapped;
          lastLine = Math.max(lastLine, line);
          if (mapped.reference) {
            const first = seen.get(mapped.reference);
            if (first !== undefined) {
              const messages = [`riga ${line}: riferimento '${mapped.reference}' ripetuto (già alla riga ${first})`];
              rows.push({ import_id: importId, line, reference: mapped.reference, vehicle, outcome: 'error', messages, listing_id: null, data: null, photos: [] });
              counts.error++;
              continue;
            }
            seen.set(mapped.reference, line);
          }
          if (!mapped.ok) {
            rows.push({ import_id: importId, line, reference: mapped.reference, vehicle, outcome: 'error', messages: mapped.errors, listing_id: null, data: null, photos: [] });
            counts.error++;
            continue;
          }
          const listing = existing.get(mapped.reference);
          const messages = [...mapped.warnings];
          let outcome: StockImportOutcome;
          if (!listing) {
            outcome = 'new';
            if (limit !== null && published >= limit) {
              messages.push(`riga ${line}: oltre il limite del piano (${limit} annunci pubblicati): sarà creato come bozza`);
            } else published++;
          } else {
            const samePhotos = JSON.stringify(listing.import_photo_urls ?? []) === JSON.stringify(mapped.photos);
            outcome = sameListing(mapped.listing, listing) && samePhotos && listing.state !== 'withdrawn' ? 'unchanged' : 'changed';
          }
          if (messages.length) counts.warnings++;
          counts[outcome]++;
          rows.push({
            import_id: importId, line, reference: mapped.reference, vehicle, outcome, messages,
            listing_id: listing?.id ?? null, data: mapped.listing, photos: mapped.photos,
          });
        }
        total += batch.length;
        await nextTurn();
        await queries.insertRows(rows);
        await queries.updateImport(importId, { processed_rows: total });
      }
    } catch (error) {
      if (!(error instanceof FileError)) throw error;
      // A refused file keeps its message, not its content nor a partial report.
      await queries.deleteRows(importId);
      await queries.updateImport(importId, { status: 'failed', message: error.message, total_rows: 0, processed_rows: 0 });
      await queries.dropFile(importId);
      return;
    }
    // Listings the file no longer lists (an error row keeps its listing: it is not "missing").
    const missing: ImportRowInput[] = [];
    let line = lastLine;
    for (const listing of existing.values()) {
      if (seen.has(listing.reference!) || (listing.state !== 'published' && listing.state !== 'draft')) continue;
      missing.push({
        import_id: importId, line: ++line, reference: listing.reference, outcome: 'missing', listing_id: listing.id, data: null, photos: [],
        messages: [`riferimento '${listing.reference}' non presente nel file: sarà ritirato se scegli «ritira gli annunci mancanti»`],
      });
      counts.missing++;
    }
    await queries.insertRows(missing);
    await queries.updateImport(importId, { status: 'ready', total_rows: total, processed_rows: total, counts });
    await queries.dropFile(importId);
  }

  /** Fetches a row's photos one by one into the listing (failures become row warnings). */
  async function importPhotos(dealerId: string, listingId: string, urls: string[], line: number): Promise<string[]> {
    const warnings: string[] = [];
    const stored = await queries.listingPhotoUrls(listingId);
    if (JSON.stringify(stored?.import_photo_urls ?? []) === JSON.stringify(urls)) return warnings;
    // A different list replaces the photos the dealer's system sent before.
    if (stored?.import_photo_urls) {
      for (const photo of (await photos.list(dealerId, listingId)).photos) await photos.remove(dealerId, listingId, photo.id);
    }
    for (const url of urls) {
      try {
        const bytes = await safeFetch(url, fetchOptions.photo);
        await photos.add(dealerId, listingId, async () => [
          { filename: decodeURIComponent(new URL(url).pathname.split('/').pop() || 'foto'), read: async () => bytes },
        ]);
      } catch (error) {
        const reason = error instanceof FetchError ? error.message
          : error instanceof ApiError ? String(((error.data as { errors?: Record<string, string[]> } | undefined)?.errors?.photos ?? [error.message])[0])
            : 'errore imprevisto';
        if (!(error instanceof FetchError) && !(error instanceof ApiError)) log?.warn({ err: error, url }, 'stock import: photo failed');
        warnings.push(`riga ${line}: foto '${url.slice(0, 100)}' non importata: ${reason}`);
      }
    }
    await queries.setImportPhotoUrls(listingId, urls);
    return warnings;
  }

  /** Writes what the dry run found, in batches (progress between them); rerunning it changes nothing more. */
  async function apply(importId: string): Promise<void> {
    const current = await queries.findImport(importId);
    if (!current || current.status !== 'applying') return;
    const dealer = await queries.dealer(current.dealer_id);
    if (!dealer) return;
    const limit = await listingLimit(current.dealer_id);
    const total = current.counts.new! + current.counts.changed! + (current.withdraw_missing ? current.counts.missing! : 0);
    await queries.updateImport(importId, { total_rows: total, processed_rows: 0 });
    let processed = 0;
    let after = 0;
    const photoWork: { listingId: string; urls: string[]; line: number; messages: string[] }[] = [];
    for (;;) {
      const batch = await queries.rowsToApply(importId, after, BATCH);
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.line;
      await queries.transaction(async (q) => {
        await q.lockDealer(current.dealer_id);
        let published = await q.publishedCount(current.dealer_id);
        const room = () => limit === null || published < limit;
        // By reference at the time of writing: a rerun after a crash finds what it already created.
        const targets = new Map((await q.listingsByReference(current.dealer_id, batch.filter((r) => r.reference).map((r) => r.reference!)))
          .map((l) => [l.reference!, l]));
        const inserts: Parameters<typeof q.insertListings>[0] = [];
        const insertLines: { line: number; photos: string[]; messages: string[] }[] = [];
        const written: { line: number; listingId: string }[] = [];
        for (const row of batch) {
          const messages = [...row.messages];
          if (row.outcome === 'missing') {
            if (!current.withdraw_missing || !row.listing_id) continue;
            await q.withdrawListing(row.listing_id);
            processed++;
            continue;
          }
          const data = row.data as unknown as ImportedListing;
          const target = targets.get(row.reference!);
          processed++;
          if (!target) {
            const state = room() ? 'published' : 'draft';
            if (state === 'published') published++;
            else if (!messages.some((m) => m.includes('limite del piano'))) {
              messages.push(`riga ${row.line}: oltre il limite del piano (${limit} annunci pubblicati): creato come bozza`);
            }
            if (messages.length !== row.messages.length) await q.setRowResult(importId, row.line, { messages });
            inserts.push({
              ...data, dealer_id: current.dealer_id, reference: row.reference!, state, city: dealer.city,
              province_code: dealer.province_code, postal_code: dealer.postal_code, latitude: dealer.latitude, longitude: dealer.longitude,
            });
            insertLines.push({ line: row.line, photos: row.photos, messages });
            continue;
          }
          const republish = target.state === 'withdrawn' && room();
          if (republish) published++;
          await q.updateListing(target.id, { ...data, ...(republish ? { state: 'published' as const } : {}) });
          written.push({ line: row.line, listingId: target.id });
          photoWork.push({ listingId: target.id, urls: row.photos, line: row.line, messages });
        }
        const created = new Map((await q.insertListings(inserts)).map((l) => [l.reference!, l.id]));
        inserts.forEach((values, i) => {
          const listingId = created.get(values.reference)!;
          written.push({ line: insertLines[i]!.line, listingId });
          if (insertLines[i]!.photos.length) photoWork.push({ listingId, urls: insertLines[i]!.photos, line: insertLines[i]!.line, messages: insertLines[i]!.messages });
        });
        await q.setRowListings(importId, written);
      });
      await queries.updateImport(importId, { processed_rows: processed });
    }
    events.emit('public-listings-changed');
    for (const work of photoWork) {
      const warnings = await importPhotos(current.dealer_id, work.listingId, work.urls, work.line);
      if (warnings.length) await queries.setRowResult(importId, work.line, { messages: [...work.messages, ...warnings] });
    }
    if (photoWork.length) events.emit('public-listings-changed');
    await queries.updateImport(importId, { status: 'applied', processed_rows: processed, applied_at: new Date() });
  }

  /** The nightly pull of one dealer's feed: dry run, then applied unless the stock moves by more than FEED_HOLD_SHARE. */
  async function pullFeed(dealerId: string): Promise<void> {
    const dealer = await queries.dealer(dealerId);
    if (!dealer?.import_feed_url) return;
    let content: Buffer | null = null;
    let message: string | null = null;
    try {
      content = await safeFetch(dealer.import_feed_url, fetchOptions.feed);
    } catch (error) {
      if (!(error instanceof FetchError)) throw error;
      message = `Feed non scaricato: ${error.message}.`;
    }
    const file = content ? await storeFile([content]) : null;
    const created = await queries.createImport({
      id: file?.id, dealer_id: dealerId, source: 'feed', filename: dealer.import_feed_url.slice(0, 300),
      encoding: file?.encoding ?? null, status: content ? 'analysing' : 'failed',
    });
    if (!content) {
      await queries.updateImport(created.id, { message });
      return;
    }
    await analyse(created.id);
    const analysed = (await queries.findImport(created.id))!;
    if (analysed.status !== 'ready') return;
    const before = analysed.counts.changed! + analysed.counts.unchanged! + analysed.counts.missing!;
    const after = before - analysed.counts.missing! + analysed.counts.new!;
    if (before > 0 && Math.abs(after - before) / before > FEED_HOLD_SHARE) {
      const share = Math.round((Math.abs(after - before) / before) * 100);
      await queries.updateImport(created.id, {
        status: 'held',
        message: `In attesa di conferma: lo stock passerebbe da ${before} a ${after} veicoli (${after > before ? '+' : '−'}${share} %, oltre il ${FEED_HOLD_SHARE * 100} %).`,
      });
      return;
    }
    await queries.moveImport(created.id, ['ready'], 'applying', { withdraw_missing: true });
    await apply(created.id);
  }

  return {
    analyse, apply, pullFeed,

    /**
     * A CSV upload, stored as it arrives (never whole in memory), becomes an import analysed by a
     * job; nothing is written to the listings yet. The import exists only once its file is whole.
     */
    async upload(dealerId: string, filename: string, pieces: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) {
      const file = await storeFile(pieces);
      if (file.size === 0) throw invalid({ file: [`Il file «${filename.slice(0, 200)}» è vuoto.`] });
      try {
        const row = await queries.transaction(async (q) => {
          const created = await q.createImport({
            id: file.id, dealer_id: dealerId, source: 'csv', filename: filename.slice(0, 200), encoding: file.encoding, status: 'analysing',
          });
          await q.queueImportJob({ importId: created.id, step: 'analyse' });
          return created;
        });
        return present(row);
      } catch (error) {
        await queries.dropFile(file.id);
        throw error;
      }
    },

    async get(dealerId: string, importId: string, { outcome, page, perPage }: { outcome?: StockImportOutcome | 'issues'; page: number; perPage: number }) {
      const row = await requireImport(dealerId, importId);
      const outcomes: StockImportOutcome[] | null = outcome === 'issues' ? ['error'] : outcome ? [outcome] : null;
      const [rows, total] = await Promise.all([
        queries.rowsPage(importId, outcomes, perPage, (page - 1) * perPage),
        queries.rowCount(importId, outcomes),
      ]);
      return { import: present(row), rows: { items: rows, total, page, per_page: perPage } };
    },

    /** The dealer confirms a dry run (or a held feed): a job writes it. */
    async confirm(dealerId: string, importId: string, withdrawMissing: boolean) {
      const row = await requireImport(dealerId, importId);
      const moved = await queries.transaction(async (q) => {
        const ok = await q.moveImport(importId, ['ready', 'held'], 'applying', { withdraw_missing: withdrawMissing });
        if (ok) await q.queueImportJob({ importId, step: 'apply' });
        return ok;
      });
      if (!moved) {
        const message = row.status === 'analysing' ? 'L\'analisi del file è ancora in corso: attendi che finisca.'
          : row.status === 'failed' ? 'Questa importazione non è riuscita: carica di nuovo il file.'
            : 'Questa importazione è già stata applicata.';
        throw new ApiError('2', message, { errors: { import: [message] } }, 409);
      }
      return present((await queries.findImport(importId, dealerId))!);
    },

    async feed(dealerId: string) {
      const dealer = await queries.dealer(dealerId);
      if (!dealer) throw notFound('Concessionario non trovato.');
      return { url: dealer.import_feed_url, hold_share: FEED_HOLD_SHARE, runs: (await queries.recentImports(dealerId, 10)).map(present) };
    },

    async setFeed(dealerId: string, raw: string | null) {
      const url = raw === null || raw.trim() === '' ? null : checkFeedUrl(raw);
      if (url) await requirePublicFeed(url, fetchOptions.feed);
      await queries.setFeedUrl(dealerId, url);
      return this.feed(dealerId);
    },

    /** Nightly: one pull job per dealer with a feed. */
    async sweepFeeds() {
      for (const dealer of await queries.feedDealers()) await queries.queueFeedPull(dealer.id);
    },
  };
}

export type StockImportService = ReturnType<typeof stockImportService>;
