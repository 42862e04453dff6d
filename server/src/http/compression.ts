import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/**
 * Answers made at request time (pages, JSON, CSV) go out compressed when the browser accepts it:
 * the drawn results page is ~33 KB of HTML, ~6 KB in brotli, a round trip less on a phone over 4G.
 * Brotli at quality 4 costs about as much CPU as gzip and still compresses better; the default
 * (11) takes tens of milliseconds per page. Built files keep their build-time .br/.gz copies
 * (@fastify/static's preCompressed): an answer that already has an encoding is left alone.
 */
export const compressionPlugin = fp(async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}, { name: 'compression' });
