import type { FastifyInstance } from 'fastify';
import { route, typed } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import type { DealerListingService } from './service.js';

/**
 * A dealer's own listings. State moves are their own calls (publish, withdraw, sold) so each
 * can be refused with its reason: draft → published → withdrawn → published again; sold is final.
 */
export function dealerListingRoutes(app: FastifyInstance, { listings }: { listings: DealerListingService }): void {
  const api = typed(app);
  const base = '/api/dealers/:dealerUuid/listings';
  const item = `${base}/:listingId`;
  const dealer = { access: 'dealer' } as const;
  const ids = (params: { dealerUuid: string; listingId: string }) => [params.dealerUuid, params.listingId] as const;

  route(api, 'GET /api/vehicles/brands/:slug/models/:model/versions', {},
    async (request, reply) => {
      const versions = listings.versions(request.params.slug, request.params.model);
      // The catalogue changes only with a deploy: as cacheable as the other lookups.
      reply.header('cache-control', 'public, max-age=3600');
      return ok(versions);
    });

  route(api, `GET ${base}`, { config: dealer }, async (request) =>
    ok(await listings.list(request.params.dealerUuid, request.query)));

  route(api, `POST ${base}`, { config: dealer }, async (request, reply) =>
    reply.code(201).send(ok(await listings.create(request.params.dealerUuid, request.body))));

  route(api, `GET ${item}`, { config: dealer }, async (request) => ok(await listings.get(...ids(request.params))));

  route(api, `PUT ${item}`, { config: dealer }, async (request) =>
    ok(await listings.update(...ids(request.params), request.body)));

  route(api, `DELETE ${item}`, { config: dealer }, async (request) =>
    ok(await listings.remove(...ids(request.params), request.log)));

  route(api, `POST ${item}/publish`, { config: dealer }, async (request) =>
    ok(await listings.publish(...ids(request.params))));
  route(api, `POST ${item}/withdraw`, { config: dealer }, async (request) =>
    ok(await listings.withdraw(...ids(request.params))));
  route(api, `POST ${item}/sold`, { config: dealer }, async (request) =>
    ok(await listings.sold(...ids(request.params))));

  route(api, `POST ${base}/showcase/:listingId`, { config: dealer }, async (request) =>
    ok(await listings.showcaseOn(...ids(request.params))));
  route(api, `DELETE ${base}/showcase/:listingId`, { config: dealer }, async (request) =>
    ok(await listings.showcaseOff(...ids(request.params))));
  route(api, `POST ${base}/featured/:listingId`, { config: dealer }, async (request) =>
    ok(await listings.featuredOn(...ids(request.params))));
  route(api, `DELETE ${base}/featured/:listingId`, { config: dealer }, async (request) =>
    ok(await listings.featuredOff(...ids(request.params))));
}
