import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { ErrorEnvelope } from '@automercato/api-contract';

export const OPENAPI_PATH = '/api/docs/openapi.json';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route as registered, with its schema: the contract test checks them all. */
    apiRoutes: Array<Pick<RouteOptions, 'method' | 'url' | 'schema'>>;
  }
}

/**
 * The OpenAPI document generated from the routes' schemas (the API contract's), public at
 * GET /api/docs/openapi.json so a separate team can read the contract. Registered before
 * every route: @fastify/swagger collects routes as they are added.
 */
export const openApiPlugin = fp(async (app) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'AutoMercato API',
        version: '0.1.0',
        description: 'Every JSON answer is the envelope { error, error_code, data, error_message }; '
          + 'failures carry the ErrorEnvelope (Italian message; 422 code 2 lists per-field messages in data.errors). '
          + 'Non-GET requests echo the XSRF-TOKEN cookie (GET /sanctum/csrf-cookie) in X-XSRF-TOKEN.',
      },
    },
    // The JSON API only: pages, media, sitemaps and the social redirects are not its contract.
    transform: ({ schema, url }) => ({
      schema: url.startsWith('/api/') || url.startsWith('/sanctum/') ? schema : { ...schema, hide: true },
      url,
    }),
  });
  // The failure shape, once, as a component of the document.
  app.addSchema(ErrorEnvelope);

  const apiRoutes: FastifyInstanceRoutes = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.url !== OPENAPI_PATH) {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, schema: route.schema });
      }
    }
  });

  // No envelope: this is the document itself (security headers still apply, as everywhere).
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}, { name: 'openapi' });

type FastifyInstanceRoutes = Array<Pick<RouteOptions, 'method' | 'url' | 'schema'>>;
