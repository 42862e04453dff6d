import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { failure } from '../../../http/envelope.js';
import { FAVICON_PATH, faviconFile } from '../../../http/favicon.js';
import { catalogue } from '../../../http/errors.js';
import { shellPage, withHead } from '../../../http/shell-page.js';

export interface WebOptions {
  webRoot: string;
}
// The .br/.gz siblings written at build time (mf-config's precompress) are as immutable.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)(\.br|\.gz)?$/;
const API_LIKE = /^\/(api|sanctum|media|mf)(\/|$)/;
// The title the client's error screen sets too (SPEC §2: the status code).
const NOT_FOUND_HEAD = '<title>404</title>\n<meta name="robots" content="noindex">';

/** Manifests and HTML must be revalidated; content-hashed chunks never change. */
function cacheHeaders(res: { setHeader(name: string, value: string): void }, file: string) {
  const name = path.basename(file);
  if (HASHED.test(name)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  else res.setHeader('cache-control', 'no-cache');
  // Any asset may be answered with a build-time .br/.gz copy: caches must key on the encoding.
  res.setHeader('vary', 'Accept-Encoding');
}

/**
 * Serves the built shell at / (the remotes' versions at /mf/<key>/<version>/ and /remotes.json are
 * the releases area's), and the shell's index.html for any other page address:
 * 200 for the addresses of the shell's route table, 404 for the rest (the client draws its
 * 404 view either way). A missing asset is a 404, never index.html.
 */
export async function webRoutes(app: FastifyInstance, { webRoot }: WebOptions): Promise<void> {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const indexFile = path.join(shellDist, 'index.html');

  const shell = shellPage(webRoot);

  // Set before the static roots register, so their misses come here too.
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_LIKE.test(url)
      && !path.extname(url) && fs.existsSync(indexFile);
    if (wantsPage) {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (shell.hasRoute(url)) return reply.send(shell.html());
      // An address the shell has no page for: its 404 view, answered as a 404 (not a soft 404).
      return reply.code(404).send(withHead(shell.html(), NOT_FOUND_HEAD));
    }
    return reply.code(404).send(failure('4', catalogue['4'].message));
  });

  // The site's icon for every page, built or not; /favicon.ico for browsers that ask without a link.
  const favicon = faviconFile(webRoot);
  if (favicon) {
    for (const url of [FAVICON_PATH, '/favicon.ico']) {
      app.get(url, { config: { access: 'public' } }, async (request, reply) => reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(fs.createReadStream(favicon)));
    }
  }

  // CORS allow-list for the remotes' files (areas/releases/publish serves them): only our own dev servers besides same-origin use.
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
