import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import { route, typed } from '../../../http/contract.js';
import type { CarfaxRequestService } from './service.js';

const perPage = (value: number | undefined) => Math.min(value ?? 20, 100);

/** Buyers ask for a listing's vehicle-history report; the dealer (or an admin) approves or rejects; the buyer opens it. */
export function carfaxRequestRoutes(app: FastifyInstance, { requests }: { requests: CarfaxRequestService }): void {
  const api = typed(app);

  // Public, but the answer depends on who asks (the session's buyer): never cached.
  route(api, 'POST /api/carfax-requests', { config: { personal: true } }, async (request, reply) => {
    const result = await requests.create(request.body, request.session?.user ?? null, request.ip);
    return reply.code(result.code).send(ok(result.request));
  });

  route(api, 'GET /api/carfax-requests', { config: { access: 'user' } }, async (request) => ok(await requests.mine(request.session!.user!.id)));

  route(api, 'GET /api/carfax-requests/:requestId/report', { config: { access: 'user' } }, async (request) => ok(await requests.reportForRequester(request.params.requestId, request.session!.user!.id)));

  // The token is the key: public, and the answer is private to its holder.
  route(api, 'GET /api/carfax-reports/shared/:token', { config: { personal: true } }, async (request) => ok(await requests.reportByToken(request.params.token)));

  route(api, 'GET /api/dealers/:dealerUuid/carfax-requests', { config: { access: 'dealer' } }, async (request) => ok(await requests.list(
    { dealerId: request.params.dealerUuid, status: request.query.status },
    request.query.page ?? 1, perPage(request.query.per_page),
  )));

  route(api, 'PUT /api/dealers/:dealerUuid/carfax-requests/:requestId', { config: { access: 'dealer' } }, async (request) => ok(await requests.decide(
    request.params.requestId, request.body.status, request.session!.user!.id, request.params.dealerUuid,
  )));

  route(api, 'GET /api/admin/carfax-requests', { config: { access: 'admin' } }, async (request) => ok(await requests.list({ status: request.query.status }, request.query.page ?? 1, perPage(request.query.per_page))));

  route(api, 'PUT /api/admin/carfax-requests/:requestId', { config: { access: 'admin' } }, async (request) => ok(await requests.decide(request.params.requestId, request.body.status, request.session!.user!.id)));
}
