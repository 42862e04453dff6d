import { Worker } from 'node:worker_threads';

export interface RawImage { width: number; height: number; data: Buffer }

/** Decodes a HEVC-coded HEIC in a worker thread (sharp's prebuilt libvips has no HEVC decoder). */
export function decodeHeic(buffer: Buffer, timeoutMs = 60_000): Promise<RawImage> {
  return new Promise((resolve, reject) => {
    // Plain JavaScript: the worker needs none of the parent's loaders (tsx), so it starts faster.
    const worker = new Worker(new URL('./heic-worker.mjs', import.meta.url), { workerData: buffer, execArgv: [] });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('HEIC decoding timed out'));
    }, timeoutMs);
    worker.once('message', (message: { error?: string; width: number; height: number; data: Uint8Array }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve({ width: message.width, height: message.height, data: Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength) });
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
