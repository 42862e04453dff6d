import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { failure } from '../../http/envelope.js';
import { catalogue } from '../../http/errors.js';

export interface WebOptions {
  webRoot: string;
  remotes: Record<string, string>;
}

export const REMOTE_FOLDERS = ['search', 'listing', 'dealer', 'carfax', 'admin'] as const;
// The .br/.gz siblings written at build time (mf-config's precompress) are as immutable.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)(\.br|\.gz)?$/;
const API_LIKE = /^\/(api|sanctum|media|mf)(\/|$)/;

/** Manifests and HTML must be revalidated; content-hashed chunks never change. */
function cacheHeaders(res: { setHeader(name: string, value: string): void }, file: string) {
  const name = path.basename(file);
  if (HASHED.test(name)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  else res.setHeader('cache-control', 'no-cache');
  // Any asset may be answered with a build-time .br/.gz copy: caches must key on the encoding.
  res.setHeader('vary', 'Accept-Encoding');
}

/**
 * Serves the built shell at / and each remote under /mf/<name>/ from one origin, the runtime
 * remote map at /remotes.json, and the shell's index.html for any other page address
 * (client-side routes). A missing asset is a 404, never index.html.
 */
export async function webRoutes(app: FastifyInstance, { webRoot, remotes }: WebOptions): Promise<void> {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const indexFile = path.join(shellDist, 'index.html');

  // Set before the static roots register, so their misses come here too.
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_LIKE.test(url)
      && !path.extname(url) && fs.existsSync(indexFile);
    if (wantsPage) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache')
        .send(fs.createReadStream(indexFile));
    }
    return reply.code(404).send(failure('4', catalogue['4'].message));
  });

  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { remotes };
  });

  for (const name of REMOTE_FOLDERS) {
    const root = path.join(webRoot, `mf-${name}`, 'dist');
    if (!fs.existsSync(root)) {
      app.log.warn(`mf-${name} non è compilato (${root} manca): il remote non sarà disponibile`);
      continue;
    }
    await app.register(fastifyStatic, {
      root, prefix: `/mf/${name}/`, decorateReply: false, index: false, setHeaders: cacheHeaders, cacheControl: false,
      preCompressed: true,
    });
  }
  // CORS allow-list for remote assets: only our own dev servers besides same-origin use.
  app.addHook('onSend', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && request.url.startsWith('/mf/') && /^http:\/\/(localhost|127\.0\.0\.1):\d+$/.test(origin)) {
      const vary = reply.getHeader('vary');
      reply.header('access-control-allow-origin', origin).header('vary', vary ? `${String(vary)}, Origin` : 'Origin');
    }
  });

  if (fs.existsSync(shellDist)) {
    await app.register(fastifyStatic, {
      root: shellDist, prefix: '/', index: ['index.html'], wildcard: true, setHeaders: cacheHeaders, cacheControl: false,
      preCompressed: true,
    });
  } else {
    app.log.warn(`la shell non è compilata (${shellDist} manca): esegui "pnpm build"`);
  }
}
