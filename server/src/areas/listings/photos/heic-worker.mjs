// Decodes one HEIC/HEIF picture (HEVC) off the main thread: libheif in WebAssembly takes seconds
// for a phone photo and would stall every other request. One worker per picture, so the
// decoder's memory goes back to the system when it ends.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

try {
  const image = await decode({ buffer: workerData });
  const data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  parentPort.postMessage({ width: image.width, height: image.height, data }, [data.buffer]);
} catch (error) {
  parentPort.postMessage({ error: String(error?.message ?? error) });
}
