/**
 * Rsbuild plugin: after a production build, writes `<file>.br` and `<file>.gz` beside every
 * text asset of dist/ (js, css, html, json, svg) larger than 1 KiB. The platform serves them
 * to browsers that accept them (@fastify/static `preCompressed`): the work is done once per
 * build, at the best levels, instead of on every request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses the text assets of `dir`; returns how many files got siblings. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
    count++;
  }
  return count;
}

export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'automercato:precompress',
    apply: 'build',
    setup(api) {
      api.onAfterBuild(() => {
        precompressDir(api.context.distPath);
      });
    },
  };
}
