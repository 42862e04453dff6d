import type { FastifyInstance } from 'fastify';
import { route, typed } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { sendCsv } from '../../../http/admin-list.js';
import { actorOf } from '../../../audit/index.js';
import type { Lookups } from '../../../catalog/lookups.js';
import type { AdminListingService } from './service.js';
import { listingCsvColumns } from './present.js';

/** /api/admin/listings: the list (and its CSV), one listing, corrections, moderation. */
export function adminListingRoutes(app: FastifyInstance, { listings, lookups }: { listings: AdminListingService; lookups: Lookups }): void {
  const api = typed(app);
  const admin = { access: 'admin' } as const;

  route(api, 'GET /api/admin/listings', { config: admin }, async (request) =>
    ok(await listings.list(request.query)));

  route(api, 'GET /api/admin/listings/export.csv', { config: admin }, async (request, reply) => {
    sendCsv(reply, 'annunci.csv', listingCsvColumns(lookups), listings.exportBatches(request.query));
    return reply;
  });

  route(api, 'GET /api/admin/listings/:listingId', { config: admin }, async (request) =>
    ok(await listings.get(request.params.listingId)));

  route(api, 'PUT /api/admin/listings/:listingId', { config: admin }, async (request) =>
    ok(await listings.update(actorOf(request), request.params.listingId, request.body)));

  route(api, 'POST /api/admin/listings/:listingId/disable', { config: admin }, async (request) =>
    ok(await listings.disable(actorOf(request), request.params.listingId, request.body.reason)));

  route(api, 'POST /api/admin/listings/:listingId/enable', { config: admin }, async (request) =>
    ok(await listings.enable(actorOf(request), request.params.listingId)));
}
