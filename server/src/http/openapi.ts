import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import type { FastifyContextConfig, RouteOptions } from 'fastify';
import { ErrorEnvelope, type ErrorStatus } from '@automercato/api-contract';

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
    // Each route's failures are derived from its shape and access (errorAnswers), so a generated
    // client knows every envelope a route can give, not only its success.
    transform: ({ schema, url, route }) => {
      if (!(url.startsWith('/api/') || url.startsWith('/sanctum/')) || !schema) return { schema: { ...schema, hide: true }, url };
      const method = [route.method].flat()[0] ?? 'GET';
      const response = { ...(schema.response as Record<string, unknown> | undefined) };
      for (const status of errorAnswers(method, schema as ContractSchema, route.config ?? {})) {
        response[status] ??= { description: ERROR_DESCRIPTIONS[status], $ref: 'ErrorEnvelope#' };
      }
      return { schema: { ...schema, response }, url };
    },
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

interface ContractSchema {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  errors?: readonly ErrorStatus[];
}

/** The response description of each failure in the document (the envelope's code and when). */
const ERROR_DESCRIPTIONS: Record<ErrorStatus | 500, string> = {
  400: 'Malformed request: the body is not valid JSON, the address cannot be read, or a provider refused (code 2, S1, C1, O1)',
  401: 'Not signed in, or a wrong e-mail or password (code 3, A1)',
  402: 'Payment required: no active subscription or credit (code S2, O2)',
  403: 'Not allowed: account disabled (5), e-mail not verified, not the dealer\'s, partita IVA under review, or not an admin (6, C4)',
  404: 'Not found (code 4, A2, C7)',
  409: 'Conflict with the current state (code S3–S6, C2, A3)',
  410: 'No longer available: withdrawn, used or expired (code 9)',
  413: 'The request is too large (code 2)',
  415: 'Unsupported content type (code 2)',
  419: 'The session expired or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie (code 1)',
  422: 'Invalid input (code 2 with data.errors per field, or A4–A7, C3, C5, C6, O3, O4)',
  429: 'Too many requests: Retry-After says when to try again (code 1)',
  500: 'Unexpected error (code 1)',
  502: 'A provider did not answer as expected (code 1)',
  503: 'Temporarily unavailable (code 1)',
};

/**
 * The failures a route can give, from what it declares: its access (a guest 401, a disabled or
 * unverified user, another dealer, a non-admin 403), its input (422; a JSON body also 400 malformed,
 * 413 too large, 415 not JSON), its path parameters (404 unknown), an unsafe method (419 without the
 * XSRF header), a per-route rate limit (429), plus the contract's own `errors` (409, 410, 429…) and 500 on every route.
 */
export function errorAnswers(method: string, schema: ContractSchema, config: Partial<FastifyContextConfig>): Array<ErrorStatus | 500> {
  const statuses = new Set<ErrorStatus | 500>([500]);
  const access = config.access ?? 'public';
  if (access !== 'public') statuses.add(401).add(403);
  if (schema.body) statuses.add(400).add(413).add(415).add(422);
  if (schema.querystring || schema.params) statuses.add(422);
  // A path parameter names a resource; an unreadable one is refused before routing.
  if (schema.params) statuses.add(404).add(400);
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && config.xsrf !== 'none') statuses.add(419);
  // A route with its own @fastify/rate-limit budget (beacons).
  if ((config as { rateLimit?: unknown }).rateLimit) statuses.add(429);
  for (const status of schema.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

type FastifyInstanceRoutes = Array<Pick<RouteOptions, 'method' | 'url' | 'schema'>>;
