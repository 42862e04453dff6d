// The dry run's CPU work off the main thread: a stock file is parsed as a stream and each row mapped
// to a listing here. The file comes from the main thread a chunk at a time, as the parser asks for
// it, and the rows go back in batches, the next once the main thread has written the last: neither
// thread ever holds the whole file or more than a batch of rows. Started by rows.ts (tsx's loader).
import { parentPort, workerData } from 'node:worker_threads';
import { mapRow, type MappedRow } from './mapping.js';
import { FileError, stockRows } from './parse.js';
import type { ToMain, ToWorker, WorkerInput } from './rows.js';

const { source, encoding, maxRows, batch } = workerData as WorkerInput;
const port = parentPort!;
// The parser reads ahead while rows are being mapped: a chunk asked for and a batch waiting for
// 'next' can be outstanding together, so each kind of answer has its own waiter.
let chunkWaiter: ((chunk: Uint8Array | null) => void) | null = null;
let nextWaiter: (() => void) | null = null;
port.on('message', (message: ToWorker) => {
  if (message === 'next') nextWaiter?.();
  else chunkWaiter?.(message.chunk);
});

async function* chunks(): AsyncGenerator<Uint8Array> {
  for (;;) {
    const chunk = await new Promise<Uint8Array | null>((resolve) => {
      chunkWaiter = resolve;
      port.postMessage({ need: true } satisfies ToMain);
    });
    if (!chunk) return;
    yield chunk;
  }
}

try {
  let rows: MappedRow[] = [];
  for await (const record of stockRows(chunks(), { source, encoding, maxRows })) {
    rows.push(mapRow(record));
    if (rows.length < batch) continue;
    await new Promise<void>((resolve) => {
      nextWaiter = resolve;
      port.postMessage({ rows } satisfies ToMain);
    });
    rows = [];
  }
  port.postMessage({ rows, done: true } satisfies ToMain);
} catch (error) {
  port.postMessage((error instanceof FileError ? { fileError: error.message }
    : { crash: error instanceof Error ? error.stack ?? error.message : String(error) }) satisfies ToMain);
}
port.close();
