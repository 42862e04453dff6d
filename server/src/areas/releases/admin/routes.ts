import type { FastifyInstance } from 'fastify';
import { routes } from '@automercato/api-contract';
import { typed } from '../../../http/contract.js';
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

  api.get('/api/admin/releases', { config, schema: routes['GET /api/admin/releases'] }, async (request) =>
    ok(await releases.overview(adminActorOf(request))));

  api.post('/api/admin/releases/:remote/promote', { config, schema: routes['POST /api/admin/releases/:remote/promote'] }, async (request) =>
    ok(await releases.promote(adminActorOf(request), request.params.remote, request.body.version)));

  api.post('/api/admin/releases/:remote/rollback', { config, schema: routes['POST /api/admin/releases/:remote/rollback'] }, async (request) =>
    ok(await releases.rollback(adminActorOf(request), request.params.remote, request.body.version)));

  api.post('/api/admin/releases/:remote/canary', { config, schema: routes['POST /api/admin/releases/:remote/canary'] }, async (request) =>
    ok(await releases.startCanary(adminActorOf(request), request.params.remote, request.body.version, request.body.percent)));

  api.put('/api/admin/releases/:remote/canary', { config, schema: routes['PUT /api/admin/releases/:remote/canary'] }, async (request) =>
    ok(await releases.shareCanary(adminActorOf(request), request.params.remote, request.body.percent)));

  api.delete('/api/admin/releases/:remote/canary', { config, schema: routes['DELETE /api/admin/releases/:remote/canary'] }, async (request) =>
    ok(await releases.stopCanary(adminActorOf(request), request.params.remote)));

  api.get('/api/admin/release-tokens', { config, schema: routes['GET /api/admin/release-tokens'] }, async (request) =>
    ok({ items: await releases.tokens(adminActorOf(request)) }));

  api.post('/api/admin/release-tokens', { config, schema: routes['POST /api/admin/release-tokens'] }, async (request, reply) =>
    reply.code(201).send(ok(await releases.issueToken(adminActorOf(request), request.body))));

  api.delete('/api/admin/release-tokens/:tokenId', { config, schema: routes['DELETE /api/admin/release-tokens/:tokenId'] }, async (request) =>
    ok(await releases.revokeToken(adminActorOf(request), request.params.tokenId.toLowerCase())));

  // The shell sends it with navigator.sendBeacon (no custom header possible): no XSRF token. It carries
  // no user and changes nothing of anyone's; the canary cookie is SameSite=Lax, so another site's
  // page cannot send it with one.
  api.post('/api/remote-health', {
    schema: routes['POST /api/remote-health'],
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
