import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@automercato/api-contract';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The API contract (packages/api-contract) on the wire: every /api route carries its schemas,
 * answers are serialised through them (a field outside the schema never leaves), and the
 * OpenAPI document generated from the routes lists them all.
 */
let t: TestApp;
let internalId: unknown;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // Stands for a handler that hands the serializer more than the contract lists: the
      // password hash and the session's whole user row. The schema must drop both.
      app.addHook('preSerialization', async (request, reply, payload) => {
        if (request.url !== '/api/user' || reply.statusCode !== 200) return payload;
        const row = await t.database.db.selectFrom('users').selectAll()
          .where('id', '=', (payload as { data: { uuid: string } }).data.uuid).executeTakeFirstOrThrow();
        internalId = row.id;
        const data = (payload as { data: Record<string, unknown> }).data;
        return { ...(payload as object), data: { ...data, password_hash: row.password_hash, id: row.id, enabled: row.enabled, row } };
      });
    },
  });
});
afterAll(async () => { await t?.close(); });

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the API contract on the wire', () => {
  it('GET /api/user never sends a field outside its schema (password hash, internal row)', async () => {
    const client = t.client();
    const login = await client.request({
      method: 'POST', url: '/api/login', payload: { email: 'cliente@automercato.example', password: 'Cliente#Demo2026' },
    });
    expect(login.statusCode).toBe(200);
    const res = await client.request({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(200);
    expect(internalId).toBeTruthy(); // the hook did hand them over
    expect(res.payload).not.toMatch(/password_hash|scrypt|"row"|"enabled"|"id"/);
    expect(Object.keys(res.body.data).sort()).toEqual(
      ['dealers', 'email', 'email_verified_at', 'has_google', 'name', 'phone', 'role', 'roles', 'surname', 'uuid']);
    // Failures are the error envelope, untouched by the success schema.
    const guest = await t.request('/api/user');
    expect(guest.statusCode).toBe(401);
    expect(guest.body).toMatchObject({ error: true, error_code: '3', data: null });
  });

  it('every /api route has its schemas from the contract: a 2xx answer, and params, query or body where it takes them', () => {
    const contract = new Map(Object.entries(routes));
    for (const route of t.app.apiRoutes) {
      const key = `${String(route.method)} ${route.url}`;
      const schema = route.schema as { response?: Record<string, unknown>; params?: unknown } | undefined;
      expect(Object.keys(schema?.response ?? {}).some((status) => /^2|^3/.test(status)), key).toBe(true);
      if (route.url.includes(':')) expect(schema?.params, key).toBeDefined();
      // The very object of the contract (or, for the vocabularies, the one shared entry).
      const entry = contract.get(key) ?? contract.get(`${String(route.method)} /api/vehicles/:kind`);
      expect(schema, key).toBe(entry);
    }
  });

  it('publishes the OpenAPI document, with the security headers and every /api route', async () => {
    const res = await t.request('/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    const registered = t.app.apiRoutes;
    expect(registered.length).toBeGreaterThan(30);
    for (const route of registered) {
      expect(paths[toOpenApiPath(route.url)]?.[String(route.method).toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
    expect(Object.keys(paths).every((path) => path.startsWith('/api/') || path.startsWith('/sanctum/'))).toBe(true);
    // A route's answer in the document is the contract's envelope.
    const listing = paths['/api/listings/{id}']!.get as { responses: Record<string, { content: Record<string, { schema: { properties: object } }> }> };
    expect(Object.keys(listing.responses['200']!.content['application/json']!.schema.properties))
      .toEqual(['error', 'error_code', 'data', 'error_message']);
  });
});
