import type { FastifyBaseLogger } from 'fastify';
import type { ViewRow } from './queries.js';
import { addDays } from './visitors.js';

export interface ViewRecorderOptions {
  /** One multi-row upsert; it dedupes against earlier batches itself. */
  write: (rows: ViewRow[]) => Promise<number>;
  /** Drops visitor rows older than `day` (once per day). */
  purge?: (beforeDay: string) => Promise<void>;
  log?: FastifyBaseLogger;
  /** Flush at least this often… */
  intervalMs?: number;
  /** …or as soon as this many distinct views wait. */
  maxBatch?: number;
  /** Views kept after a failed write (the database was busy), to try again; beyond this they are dropped. */
  maxPending?: number;
}

/**
 * Views wait in memory and are written together: the listing page's beacon costs a Map.set, never a
 * database round trip. Repeats within a batch (the same visitor, or the same address) collapse here;
 * repeats across batches (and processes) are refused by the visitors table in the same statement
 * that adds to the day's count.
 */
export class ViewRecorder {
  private pending = new Map<string, ViewRow>();
  /** The pending rows' address keys, so a batch holds each address once per listing and day. */
  private addresses = new Set<string>();
  private timer: NodeJS.Timeout;
  private running: Promise<void> = Promise.resolve();
  private purgedBefore = '';
  private readonly maxBatch: number;
  private readonly maxPending: number;

  constructor(private readonly options: ViewRecorderOptions) {
    this.maxBatch = options.maxBatch ?? 500;
    this.maxPending = options.maxPending ?? 50_000;
    this.timer = setInterval(() => void this.flush(), options.intervalMs ?? 3000);
    this.timer.unref();
  }

  /** How many distinct views wait to be written. */
  get size(): number {
    return this.pending.size;
  }

  record(row: ViewRow): void {
    if (!this.keep(row)) return;
    if (this.pending.size >= this.maxBatch) void this.flush();
  }

  /** Adds a row unless the buffer is full or the row's visitor or address already waits for that listing and day. */
  private keep(row: ViewRow): boolean {
    if (this.pending.size >= this.maxPending) return false;
    const visitor = `${row.listingId}|${row.day}|${row.visitor}`;
    const address = `${row.listingId}|${row.day}|${row.address}`;
    if (this.pending.has(visitor) || this.addresses.has(address)) return false;
    this.pending.set(visitor, row);
    this.addresses.add(address);
    return true;
  }

  /** Writes what waits now (one batch); writes run one after the other. Resolves when this one is done. */
  flush(): Promise<void> {
    const rows = [...this.pending.values()];
    this.pending = new Map();
    this.addresses = new Set();
    this.running = this.running.then(() => this.write(rows));
    return this.running;
  }

  private async write(rows: ViewRow[]): Promise<void> {
    if (rows.length === 0) return;
    try {
      await this.options.write(rows);
      const today = rows[rows.length - 1]!.day;
      if (this.options.purge && this.purgedBefore !== today) {
        this.purgedBefore = today;
        // Yesterday's visitors stay: a view at 23:59:59 may reach the table after midnight.
        await this.options.purge(addDays(today, -1));
      }
    } catch (error) {
      this.options.log?.warn({ err: error, views: rows.length }, 'listing views: write failed, kept for the next flush');
      for (const row of rows) this.keep(row);
    }
  }

  /** On shutdown: stop the timer and write what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
