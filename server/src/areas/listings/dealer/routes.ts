import type { FastifyInstance } from 'fastify';
import { routes } from '@automercato/api-contract';
import { typed } from '../../../http/contract.js';
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
  const ids = (params: { dealerUuid: string; listingId: string }) => [params.dealerUuid.toLowerCase(), params.listingId] as const;

  api.get('/api/vehicles/brands/:slug/models/:model/versions', { schema: routes['GET /api/vehicles/brands/:slug/models/:model/versions'] },
    async (request, reply) => {
      const versions = listings.versions(request.params.slug, request.params.model);
      // The catalogue changes only with a deploy: as cacheable as the other lookups.
      reply.header('cache-control', 'public, max-age=3600');
      return ok(versions);
    });

  api.get(base, { config: dealer, schema: routes[`GET ${base}`] }, async (request) =>
    ok(await listings.list(request.params.dealerUuid.toLowerCase(), request.query)));

  api.post(base, { config: dealer, schema: routes[`POST ${base}`] }, async (request, reply) =>
    reply.code(201).send(ok(await listings.create(request.params.dealerUuid.toLowerCase(), request.body))));

  api.get(item, { config: dealer, schema: routes[`GET ${item}`] }, async (request) => ok(await listings.get(...ids(request.params))));

  api.put(item, { config: dealer, schema: routes[`PUT ${item}`] }, async (request) =>
    ok(await listings.update(...ids(request.params), request.body)));

  api.delete(item, { config: dealer, schema: routes[`DELETE ${item}`] }, async (request) =>
    ok(await listings.remove(...ids(request.params), request.log)));

  api.post(`${item}/publish`, { config: dealer, schema: routes[`POST ${item}/publish`] }, async (request) =>
    ok(await listings.publish(...ids(request.params))));
  api.post(`${item}/withdraw`, { config: dealer, schema: routes[`POST ${item}/withdraw`] }, async (request) =>
    ok(await listings.withdraw(...ids(request.params))));
  api.post(`${item}/sold`, { config: dealer, schema: routes[`POST ${item}/sold`] }, async (request) =>
    ok(await listings.sold(...ids(request.params))));

  api.post(`${base}/showcase/:listingId`, { config: dealer, schema: routes[`POST ${base}/showcase/:listingId`] }, async (request) =>
    ok(await listings.showcaseOn(...ids(request.params))));
  api.delete(`${base}/showcase/:listingId`, { config: dealer, schema: routes[`DELETE ${base}/showcase/:listingId`] }, async (request) =>
    ok(await listings.showcaseOff(...ids(request.params))));
  api.post(`${base}/featured/:listingId`, { config: dealer, schema: routes[`POST ${base}/featured/:listingId`] }, async (request) =>
    ok(await listings.featuredOn(...ids(request.params))));
  api.delete(`${base}/featured/:listingId`, { config: dealer, schema: routes[`DELETE ${base}/featured/:listingId`] }, async (request) =>
    ok(await listings.featuredOff(...ids(request.params))));
}
