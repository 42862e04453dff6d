import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok } from '../../../http/envelope.js';
import { route, typed } from '../../../http/contract.js';
import type { Base, Buyer, CarfaxService } from './service.js';

/**
 * Vehicle-history reports (SPEC §7 "Vehicle-history"): a dealer's availability, credit packages,
 * reports (buy, list, open, PDF, delete) and matching them to listings; the same for admins on
 * any dealer. Buyers' requests are another area (carfax-requests).
 */
export function carfaxRoutes(app: FastifyInstance, { carfax }: { carfax: CarfaxService }): void {
  const api = typed(app);
  const dealer = { access: 'dealer' } as const;
  // A report spends plan units or paid credits: only with a confirmed partita IVA (access.ts).
  const purchase = { access: 'dealer', purchase: true } as const;
  const admin = { access: 'admin' } as const;
  const dealerBase = (dealerUuid: string): Base => ({ kind: 'dealer', dealerId: dealerUuid });
  const adminBase: Base = { kind: 'admin' };
  const userId = (request: { session?: { user?: { id: string } | null } | null }) => request.session?.user?.id ?? null;
  const sendPdf = (reply: FastifyReply, file: { body: Buffer; fileName: string }) =>
    reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);

  // ── public: the sample report of the /carfax page ──
  route(api, 'GET /api/carfax/sample-report', {}, async () => ok(carfax.sample()));
  route(api, 'GET /api/carfax/sample-report/pdf', {},
    async (_request, reply) => sendPdf(reply, await carfax.samplePdf()));

  // ── a dealer's ──
  route(api, 'GET /api/dealers/:dealerUuid/carfax-availability', { config: dealer },
    async (request) => ok(await carfax.availability(request.params.dealerUuid)));

  route(api, 'GET /api/dealers/:dealerUuid/carfax-package-purchases', { config: dealer }, async (request) => ok(await carfax.purchases(request.params.dealerUuid, request.query.page ?? 1, request.query.per_page ?? 20)));

  route(api, 'POST /api/dealers/:dealerUuid/carfax-reports', { config: purchase },
    async (request, reply) => {
      const base = dealerBase(request.params.dealerUuid);
      const buyer: Buyer = { kind: 'dealer', dealerId: request.params.dealerUuid, userId: userId(request) };
      const report = await carfax.buy(buyer, request.body, base);
      reply.code(201);
      return ok(report);
    });

  route(api, 'GET /api/dealers/:dealerUuid/carfax-reports', { config: dealer },
    async (request) => ok(await carfax.list(dealerBase(request.params.dealerUuid), request.query)));

  route(api, 'GET /api/dealers/:dealerUuid/carfax-reports/:reportId', { config: dealer },
    async (request) => ok(await carfax.detail(dealerBase(request.params.dealerUuid), request.params.reportId)));

  route(api, 'GET /api/dealers/:dealerUuid/carfax-reports/:reportId/pdf', { config: dealer }, async (request, reply) => sendPdf(reply, await carfax.pdf(dealerBase(request.params.dealerUuid), request.params.reportId)));

  route(api, 'DELETE /api/dealers/:dealerUuid/carfax-reports/:reportId', { config: dealer }, async (request) => ok(await carfax.remove(dealerBase(request.params.dealerUuid), request.params.reportId)));

  route(api, 'GET /api/dealers/:dealerUuid/carfax-reports/:reportId/matching-listings', { config: dealer }, async (request) => ok(await carfax.matchingListings(dealerBase(request.params.dealerUuid), request.params.reportId)));

  route(api, 'POST /api/dealers/:dealerUuid/carfax-reports/:reportId/associate-listings', { config: dealer }, async (request) => ok(await carfax.associateListings(dealerBase(request.params.dealerUuid), request.params.reportId, request.body.listings)));

  route(api, 'GET /api/dealers/:dealerUuid/listings/:listingId/carfax-report/matches', { config: dealer }, async (request) => ok(await carfax.listingMatches(dealerBase(request.params.dealerUuid), request.params.listingId)));

  route(api, 'POST /api/dealers/:dealerUuid/listings/:listingId/carfax-report/associate', { config: dealer }, async (request) => ok(await carfax.associateReport(dealerBase(request.params.dealerUuid), request.params.listingId, request.body.carfax_report)));

  route(api, 'POST /api/dealers/:dealerUuid/listings/:listingId/carfax-report', { config: purchase }, async (request, reply) => {
    const base = dealerBase(request.params.dealerUuid);
    const buyer: Buyer = { kind: 'dealer', dealerId: request.params.dealerUuid, userId: userId(request) };
    const report = await carfax.buyForListing(buyer, request.params.listingId, base);
    reply.code(201);
    return ok(report);
  });

  // ── admins: any dealer, free reports ──
  route(api, 'GET /api/admin/carfax-reports', { config: admin },
    async (request) => ok(await carfax.list(adminBase, request.query)));

  route(api, 'POST /api/admin/carfax-reports', { config: admin }, async (request, reply) => {
    const dealerId = request.body.dealer ? request.body.dealer.toLowerCase() : null;
    const report = await carfax.buy({ kind: 'admin', dealerId, userId: userId(request) }, request.body, adminBase);
    reply.code(201);
    return ok(report);
  });

  route(api, 'GET /api/admin/carfax-reports/:reportId', { config: admin },
    async (request) => ok(await carfax.detail(adminBase, request.params.reportId)));

  route(api, 'GET /api/admin/carfax-reports/:reportId/pdf', { config: admin },
    async (request, reply) => sendPdf(reply, await carfax.pdf(adminBase, request.params.reportId)));

  route(api, 'DELETE /api/admin/carfax-reports/:reportId', { config: admin },
    async (request) => ok(await carfax.remove(adminBase, request.params.reportId)));

  route(api, 'GET /api/admin/carfax-reports/:reportId/matching-listings', { config: admin }, async (request) => ok(await carfax.matchingListings(adminBase, request.params.reportId)));

  route(api, 'POST /api/admin/carfax-reports/:reportId/associate-listings', { config: admin }, async (request) => ok(await carfax.associateListings(adminBase, request.params.reportId, request.body.listings)));

  route(api, 'POST /api/admin/listings/:listingId/carfax-report', { config: admin },
    async (request, reply) => {
      const report = await carfax.buyForListing({ kind: 'admin', dealerId: null, userId: userId(request) }, request.params.listingId, adminBase);
      reply.code(201);
      return ok(report);
    });

  route(api, 'GET /api/admin/listings/:listingId/carfax-report/matches', { config: admin }, async (request) => ok(await carfax.listingMatches(adminBase, request.params.listingId)));

  route(api, 'POST /api/admin/listings/:listingId/carfax-report/associate', { config: admin }, async (request) => ok(await carfax.associateReport(adminBase, request.params.listingId, request.body.carfax_report)));
}
