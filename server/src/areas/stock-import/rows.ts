import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { MappedRow } from './mapping.js';
import { FileError } from './parse.js';

export interface WorkerInput { bytes: Uint8Array; source: 'csv' | 'feed'; maxRows: number; batch: number }
export type ToMain = { rows: MappedRow[]; done?: true } | { fileError: string } | { crash: string };

/**
 * The mapped rows of a stock file, in batches, parsed and mapped in a worker thread (parse-worker.ts)
 * so a 20 MB file never stalls the requests. The file's bytes move to the worker (no copy when the
 * buffer is its own); the worker waits for each batch to be asked for. FileError for a file the
 * dealer must fix (Italian message); a worker that fails otherwise rejects with its error.
 */
export async function* mappedBatches(bytes: Buffer, source: 'csv' | 'feed', maxRows: number, batch = 200): AsyncGenerator<MappedRow[]> {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && !(bytes.buffer instanceof SharedArrayBuffer);
  const input: WorkerInput = { bytes, source, maxRows, batch };
  // The worker is TypeScript like the rest: tsx's loader, whether the parent runs under tsx (npm start) or vitest.
  const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), {
    workerData: input, transferList: own ? [bytes.buffer as ArrayBuffer] : [], execArgv: ['--import', 'tsx'],
    // A guard, not a budget: the worker holds the file and one batch.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  const exited = once(worker, 'exit').then(([code]) => { throw new Error(`stock import parser exited (${code})`); });
  exited.catch(() => undefined);
  try {
    for (;;) {
      const [message] = await Promise.race([once(worker, 'message'), exited]) as [ToMain];
      if ('fileError' in message) throw new FileError(message.fileError);
      if ('crash' in message) throw new Error(`stock import parser failed: ${message.crash}`);
      if (message.rows.length) yield message.rows;
      if (message.done) return;
      worker.postMessage('next');
    }
  } finally {
    await worker.terminate();
  }
}
