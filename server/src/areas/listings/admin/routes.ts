import type { FastifyInstance } from 'fastify';
import { routes } from '@automercato/api-contract';
import { typed } from '../../../http/contract.js';
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

  api.get('/api/admin/listings', { config: admin, schema: routes['GET /api/admin/listings'] }, async (request) =>
    ok(await listings.list(request.query)));

  api.get('/api/admin/listings/export.csv', { config: admin, schema: routes['GET /api/admin/listings/export.csv'] }, async (request, reply) => {
    sendCsv(reply, 'annunci.csv', listingCsvColumns(lookups), listings.exportBatches(request.query));
    return reply;
  });

  api.get('/api/admin/listings/:listingId', { config: admin, schema: routes['GET /api/admin/listings/:listingId'] }, async (request) =>
    ok(await listings.get(request.params.listingId.toLowerCase())));

  api.put('/api/admin/listings/:listingId', { config: admin, schema: routes['PUT /api/admin/listings/:listingId'] }, async (request) =>
    ok(await listings.update(actorOf(request), request.params.listingId.toLowerCase(), request.body)));

  api.post('/api/admin/listings/:listingId/disable', { config: admin, schema: routes['POST /api/admin/listings/:listingId/disable'] }, async (request) =>
    ok(await listings.disable(actorOf(request), request.params.listingId.toLowerCase(), request.body.reason)));

  api.post('/api/admin/listings/:listingId/enable', { config: admin, schema: routes['POST /api/admin/listings/:listingId/enable'] }, async (request) =>
    ok(await listings.enable(actorOf(request), request.params.listingId.toLowerCase())));
}
