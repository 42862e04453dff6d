import type { FastifyInstance } from 'fastify';
import { route, typed } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { adminActorOf } from '../../../http/access.js';
import { addressUnit } from '../../../http/client-address.js';
import type { AfterAnswer } from '../../../http/after-answer.js';
import type { AdminReleaseService } from './service.js';
import type { AutoRollback } from './auto-rollback.js';

/** The canary cookie /remotes.json sets (areas/releases/publish): the beacon's only notion of a session. */
import { CANARY_COOKIE } from '../publish/map.js';

/**
 * Beacons one address may send a minute: a tab sends one batch per few navigations; an office
 * behind one address (or the e2e suite, every tab from loopback) many more. Past it, 429 (per process, in memory: the beacon never waits on
 * the database for it).
 */
export const HEALTH_BEACONS_PER_MINUTE = 300;

/** Admins' releases (every route access 'admin'; changes need a super-admin, checked by the service) and the public beacon. */
export function adminReleaseRoutes(app: FastifyInstance, { releases, rollback, afterAnswer }: { releases: AdminReleaseService; rollback: AutoRollback; afterAnswer: AfterAnswer }): void {
  const api = typed(app);
  const config = { access: 'admin' } as const;

  route(api, 'GET /api/admin/releases', { config }, async (request) =>
    ok(await releases.overview(adminActorOf(request))));

  route(api, 'POST /api/admin/releases/:remote/promote', { config }, async (request) =>
    ok(await releases.promote(adminActorOf(request), request.params.remote, request.body.version)));

  route(api, 'POST /api/admin/releases/:remote/rollback', { config }, async (request) =>
    ok(await releases.rollback(adminActorOf(request), request.params.remote, request.body.version)));

  route(api, 'POST /api/admin/releases/:remote/canary', { config }, async (request) =>
    ok(await releases.startCanary(adminActorOf(request), request.params.remote, request.body.version, request.body.percent)));

  route(api, 'PUT /api/admin/releases/:remote/canary', { config }, async (request) =>
    ok(await releases.shareCanary(adminActorOf(request), request.params.remote, request.body.percent)));

  route(api, 'DELETE /api/admin/releases/:remote/canary', { config }, async (request) =>
    ok(await releases.stopCanary(adminActorOf(request), request.params.remote)));

  route(api, 'GET /api/admin/release-tokens', { config }, async (request) =>
    ok({ items: await releases.tokens(adminActorOf(request)) }));

  route(api, 'POST /api/admin/release-tokens', { config }, async (request, reply) =>
    reply.code(201).send(ok(await releases.issueToken(adminActorOf(request), request.body))));

  route(api, 'DELETE /api/admin/release-tokens/:tokenId', { config }, async (request) =>
    ok(await releases.revokeToken(adminActorOf(request), request.params.tokenId)));

  // The shell sends it with navigator.sendBeacon (no custom header possible): no XSRF token. It carries
  // no user and changes nothing of anyone's; the canary cookie is SameSite=Lax, so another site's
  // page cannot send it with one.
  route(api, 'POST /api/remote-health', {
    config: {
      personal: true, xsrf: 'none',
      rateLimit: { max: HEALTH_BEACONS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request) => addressUnit(request.ip) },
    },
  }, async (request, reply) => {
    const touched = await releases.recordHealth(request.cookies[CANARY_COOKIE], request.body.events);
    for (const remote of touched) afterAnswer.run('automatic rollback check', () => rollback.check(remote), request.log);
    return reply.code(204).send(null);
  });
}
