import type { FastifyInstance } from 'fastify';
import type { Lookups } from '../../../catalog/lookups.js';
import { ok } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import type { LookupQueries } from './queries.js';
import type { DealerQueries } from '../../dealers/public/index.js';
import { etagOf, filterLookups, LOOKUPS_CACHE_CONTROL, noneMatch } from './service.js';
import { route, typed } from '../../../http/contract.js';
import { italyMapSvg } from '../../../geo/italy-map.js';
import { routes } from '@automercato/api-contract';

/**
 * GET /api/vehicles/* and /api/locations/italian-provinces: `{ name, slug }` items (VOCABULARY.md);
 * GET /api/lookups: all the search filters' lists in one answer.
 */
export async function lookupRoutes(app: FastifyInstance, { lookups, queries, dealers }: {
  lookups: Lookups; queries: LookupQueries; dealers: Pick<DealerQueries, 'list'>;
}): Promise<void> {
  const api = typed(app);
  // Reference data changes only with a deploy: let browsers and proxies keep it for an hour
  // (a route that says otherwise keeps its own).
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 200 && !reply.hasHeader('cache-control')) reply.header('cache-control', 'public, max-age=3600');
  });

  route(api, 'GET /api/vehicles/brands', {}, async () => ok(lookups.brands));

  route(api, 'GET /api/vehicles/brands/:slug/models', {}, async (request) => {
    const models = lookups.modelsByBrand.get(request.params.slug);
    if (!models) throw notFound('Marca non trovata.');
    return ok(models);
  });

  for (const kind of lookups.vocab.keys()) {
    const items = lookups.vocab.get(kind)!;
    api.get(`/api/vehicles/${kind}`, { schema: routes['GET /api/vehicles/:kind'] }, async () => ok(items));
  }

  // The dealer's place on the listing page: the same point always draws the same picture.
  route(api, 'GET /api/locations/italy-map.svg', {}, async (request, reply) => {
    const { latitude, longitude, label } = request.query;
    return reply.type('image/svg+xml; charset=utf-8').send(italyMapSvg({ latitude, longitude }, label?.trim() ? `Posizione: ${label.trim()}` : 'Posizione sulla mappa dell\'Italia'));
  });

  // Loaded once at start: provinces change only with a migration.
  const provinces = (await queries.provinces()).map((p) => ({ ...p, slug: p.code.toLowerCase() }));
  route(api, 'GET /api/locations/italian-provinces', {}, async () => ok(provinces));

  // One request for the filter panel instead of one per list. The body is serialised here (through
  // the route's schema, as any answer) so its ETag is the hash of the bytes sent; a revalidation
  // naming that tag gets 304 without them. Kept five minutes, not an hour: public dealers come and go.
  const allLists = filterLookups({ lookups, provinces, dealers });
  route(api, 'GET /api/lookups', {}, async (request, reply) => {
    const json = String(reply.serialize(ok(await allLists())));
    const etag = etagOf(json);
    reply.header('cache-control', LOOKUPS_CACHE_CONTROL).header('etag', etag);
    // No payload at all (not null): Fastify then sends neither a body nor a Content-Length.
    if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined as never);
    // Already serialised: a string with a JSON type goes out as it is.
    return reply.type('application/json; charset=utf-8').send(json as never);
  });
}
