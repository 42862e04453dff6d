import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import { route, typed } from '../../../http/contract.js';
import type { ListingStatsService } from './service.js';

/**
 * Beacons one address may send a minute: a person opens a listing every few seconds at most, an
 * office behind one address a few more; a script past it gets 429 (each view already counts at
 * most once per address and listing a day: this keeps it from costing the server).
 */
export const VIEW_BEACONS_PER_MINUTE = 120;

/** The listing page's view beacon (public) and a dealer's statistics (owners and administrators). */
export function listingStatsRoutes(app: FastifyInstance, { stats }: { stats: ListingStatsService }): void {
  const api = typed(app);

  // A POST, not a side effect of GET /api/listings/:id: prefetches, crawlers and other readers of the
  // detail do not count, and the page sends it after it has drawn the listing.
  route(api, 'POST /api/listings/:id/view', {
    config: { rateLimit: { max: VIEW_BEACONS_PER_MINUTE, timeWindow: 60_000 } },
  }, async (request, reply) => {
    stats.view({ listingId: request.params.id, ip: request.ip, headers: request.headers, session: request.session });
    reply.code(202);
    return ok(null);
  });

  route(api, 'GET /api/dealers/:dealerUuid/statistics', { config: { access: 'dealer' } }, async (request) => ok(await stats.statistics(request.params.dealerUuid, request.query.days ?? 30)));
}
