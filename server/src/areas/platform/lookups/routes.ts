import type { FastifyInstance } from 'fastify';
import type { Lookups } from '../../../catalog/lookups.js';
import { ok } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import type { LookupQueries } from './queries.js';
import { route, typed } from '../../../http/contract.js';
import { italyMapSvg } from '../../../geo/italy-map.js';
import { routes } from '@automercato/api-contract';

/** GET /api/vehicles/* and /api/locations/italian-provinces: `{ name, slug }` items (VOCABULARY.md). */
export async function lookupRoutes(app: FastifyInstance, { lookups, queries }: { lookups: Lookups; queries: LookupQueries }): Promise<void> {
  const api = typed(app);
  // Reference data changes only with a deploy: let browsers and proxies keep it for an hour.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=3600');
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
  const provinces = await queries.provinces();
  route(api, 'GET /api/locations/italian-provinces', {}, async () =>
    ok(provinces.map((p) => ({ ...p, slug: p.code.toLowerCase() }))));
}
