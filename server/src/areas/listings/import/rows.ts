import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { MappedRow } from './mapping.js';
import { FileError, type StockEncoding } from './parse.js';

export interface WorkerInput { source: 'csv' | 'feed'; encoding: StockEncoding; maxRows: number; batch: number }
/** From the worker: it needs the next chunk of the file, or here is a batch of rows (then it waits for 'next'), or it stopped. */
export type ToMain = { need: true } | { rows: MappedRow[]; done?: true } | { fileError: string } | { crash: string };
/** To the worker: the next chunk (null: the end of the file), or 'next' batch please. */
export type ToWorker = { chunk: Uint8Array | null } | 'next';

/**
 * The mapped rows of a stock file, in batches, parsed and mapped in a worker thread (parse-worker.ts)
 * so a 20 MB file never stalls the requests. The worker pulls the file a chunk at a time through
 * `readChunk(seq)` (0, 1, 2…; undefined, null or empty at the end) and waits for each batch to be asked for: neither
 * thread holds the whole file, and a file over the row cap is read only up to row `maxRows` + 1.
 * FileError for a file the dealer must fix (Italian message); a worker that fails otherwise rejects.
 */
export async function* mappedBatches(readChunk: (seq: number) => Promise<Uint8Array | null | undefined>, options: Omit<WorkerInput, 'batch'>, batch = 200): AsyncGenerator<MappedRow[]> {
  const input: WorkerInput = { ...options, batch };
  // The worker is TypeScript like the rest: tsx's loader, whether the parent runs under tsx (npm start) or vitest.
  const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), {
    workerData: input, execArgv: ['--import', 'tsx'],
    // A guard, not a budget: the worker holds a chunk of the file and one batch of rows.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  const exited = once(worker, 'exit').then(([code]) => { throw new Error(`stock import parser exited (${code})`); });
  exited.catch(() => undefined);
  const send = (message: ToWorker) => worker.postMessage(message);
  let seq = 0;
  try {
    for (;;) {
      const [message] = await Promise.race([once(worker, 'message'), exited]) as [ToMain];
      if ('need' in message) {
        const chunk = await readChunk(seq++);
        send({ chunk: chunk?.length ? chunk : null });
        continue;
      }
      if ('fileError' in message) throw new FileError(message.fileError);
      if ('crash' in message) throw new Error(`stock import parser failed: ${message.crash}`);
      if (message.rows.length) yield message.rows;
      if (message.done) return;
      send('next');
    }
  } finally {
    await worker.terminate();
  }
}
