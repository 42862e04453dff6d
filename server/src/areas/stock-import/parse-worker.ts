// The dry run's CPU work off the main thread: a stock file is parsed as a stream and each row mapped
// to a listing here, and the rows go back in batches, one batch at a time (the next once the main
// thread has written the last), so neither thread ever holds more than a batch of rows.
// Started by rows.ts with tsx's loader (see there).
import { parentPort, workerData } from 'node:worker_threads';
import { mapRow, type MappedRow } from './mapping.js';
import { FileError, fileRows } from './parse.js';
import type { ToMain, WorkerInput } from './rows.js';

const { bytes, source, maxRows, batch } = workerData as WorkerInput;
const port = parentPort!;
let resume: (() => void) | null = null;
port.on('message', () => resume?.());
const send = (message: ToMain) => port.postMessage(message);

try {
  let rows: MappedRow[] = [];
  for await (const record of fileRows(bytes, source, maxRows)) {
    rows.push(mapRow(record));
    if (rows.length < batch) continue;
    const next = new Promise<void>((resolve) => { resume = resolve; });
    send({ rows });
    rows = [];
    await next;
  }
  send({ rows, done: true });
} catch (error) {
  send(error instanceof FileError ? { fileError: error.message } : { crash: error instanceof Error ? error.stack ?? error.message : String(error) });
}
port.close();
