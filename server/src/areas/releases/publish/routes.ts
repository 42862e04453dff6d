import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_RELEASE_NAMES, RELEASE_VERSION_PATTERN } from '@automercato/api-contract';
import { route, typed } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { ADMIN_ROLES } from '../../../http/access.js';
import { CANARY_COOKIE, newCanaryCookie, parsePreview, type RemoteMap } from './map.js';
import { decodeFiles, presentVersion, PUBLISH_BODY_LIMIT, type Publisher, type ReleaseService } from './service.js';
import { releasesRoot } from './store.js';

export interface ReleaseRoutesOptions {
  service: ReleaseService;
  map: RemoteMap;
  /** Whether the version's files may be served (known, not removed). */
  servable: (remote: string, version: string) => Promise<boolean>;
  dataDir: string;
  secureCookies: boolean;
}

const publisherOf = (request: FastifyRequest): Publisher => {
  if (request.releaseToken) return { kind: 'token', tokenId: request.releaseToken.id, label: request.releaseToken.label, ip: request.ip ?? null };
  const user = request.session?.user;
  return { kind: 'developer', user: user ? { id: user.id, email: user.email } : null, ip: request.ip ?? null };
};

const isAdmin = (request: FastifyRequest) => {
  const user = request.session?.user;
  return Boolean(user?.enabled && user.email_verified_at && ADMIN_ROLES.has(user.role));
};

const KEYS = new Set(REMOTE_RELEASE_NAMES.map((name) => name.replace(/^mf_/, '')));
const VERSION_PATH = /^\/mf\/([^/?#]+)\/([^/?#]+)\//;
const VERSION = new RegExp(RELEASE_VERSION_PATTERN);

/** Publishing, the map at /remotes.json, and the versions' files at /mf/<key>/<version>/… */
export async function releaseRoutes(app: FastifyInstance, { service, map, servable, dataDir, secureCookies }: ReleaseRoutesOptions): Promise<void> {
  const api = typed(app);

  route(api, 'POST /api/releases/:remote/versions', {
    // Up to 50 MB of files as base64 JSON: this route only.
    bodyLimit: PUBLISH_BODY_LIMIT,
    config: { access: 'release', xsrf: 'bearer' }
  }, async (request, reply) => {
    const { body } = request;
    const { row, map: mapRow } = await service.publish({
      remote: request.params.remote, version: body.version, gitCommit: body.git_commit ?? null, builtAt: body.built_at ?? null,
      files: decodeFiles(body.files), publisher: publisherOf(request),
    });
    return reply.code(201).send(ok({ version: presentVersion(row, mapRow) }));
  });

  // The map for this browser session: the same side of every canary on each load, an admin's preview.
  app.get('/remotes.json', { config: { access: 'public' } }, async (request, reply) => {
    let cookie = request.cookies[CANARY_COOKIE];
    if (!cookie || !/^[A-Za-z0-9_-]{43}$/.test(cookie)) {
      cookie = newCanaryCookie();
      // No Max-Age: the browser session (a new session may fall on the other side of a canary).
      reply.setCookie(CANARY_COOKIE, cookie, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
    }
    const preview = isAdmin(request) ? parsePreview((request.query as Record<string, unknown>).preview) : new Map<string, string>();
    const body = await map.body(cookie, preview);
    const json = JSON.stringify(body);
    const etag = `"${crypto.createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
    reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie').header('etag', etag);
    app.afterAnswer.run('remotes.json: serving bookkeeping', () => map.served(body.versions), request.log);
    const match = String(request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (match.includes(etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });

  // The stored versions. Every file of a version is immutable (its address has the version in it).
  const root = releasesRoot(dataDir);
  fs.mkdirSync(root, { recursive: true });
  await app.register(async (files) => {
    // Unknown or removed (retention) versions are 404 before the disk is asked.
    files.addHook('onRequest', async (request) => {
      // The path as the disk will see it: an encoded "..", "/" or "\\" must not step into another version.
      let pathname: string;
      try {
        pathname = decodeURIComponent(request.url.split('?')[0]!);
      } catch {
        throw notFound();
      }
      if (pathname.split('/').some((segment) => segment === '..' || segment === '.') || pathname.includes('\\')) throw notFound();
      const found = VERSION_PATH.exec(pathname);
      if (!found || !KEYS.has(found[1]!) || !VERSION.test(found[2]!) || !await servable(`mf_${found[1]}`, found[2]!)) {
        throw notFound();
      }
    });
    await files.register(fastifyStatic, {
      root, prefix: '/mf/', decorateReply: false, index: false, cacheControl: false, preCompressed: true,
      setHeaders: (res) => {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        // A file may be answered with its build-time .br/.gz copy: caches key on the encoding.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  });
}
