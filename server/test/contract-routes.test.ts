import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteKey } from '@automercato/api-contract';
import { routeOf } from '../src/http/contract.js';
import { newDealer } from './support/dealers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The contract's key is a route's only handle: the server registers each key through `route()`
 * (method, URL and schemas from the contract), so no routes.ts spells a path or picks a schema.
 */
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const src = path.resolve(import.meta.dirname, '../src');
const routeFiles = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? routeFiles(path.join(dir, e.name)) : e.name === 'routes.ts' ? [path.join(dir, e.name)] : []);

describe('routes from the contract', () => {
  it('registers every key of the contract', () => {
    // /api/vehicles/:kind is one route per vocabulary (the slugs are fixed), served under the key's schema.
    const missing = (Object.keys(routes) as RouteKey[]).filter((key) => key !== 'GET /api/vehicles/:kind')
      .filter((key) => !t.app.hasRoute(routeOf(key)));
    expect(missing).toEqual([]);
    expect(t.app.hasRoute({ method: 'GET', url: '/api/vehicles/exterior-colors' })).toBe(true);
  });

  it('splits a key into method and URL', () => {
    expect(routeOf('DELETE /api/listings/favourites/:id')).toEqual({ method: 'DELETE', url: '/api/listings/favourites/:id' });
  });

  it('leaves no second spelling of a contract route in the areas', () => {
    const spelled = routeFiles(path.join(src, 'areas')).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [...text.matchAll(/schema: routes\[/g)].map(() => path.relative(src, file));
    });
    expect(spelled).toEqual(['areas/platform/lookups/routes.ts']);
  });

  it('reads a uuid in the path in any case, once (a dealer reaches their own listings as /DEALERS/…/ABC)', async () => {
    const { dealerId, client } = await newDealer(t, { emailPrefix: 'maiuscole' });
    const upper = await client.request({ method: 'GET', url: `/api/dealers/${dealerId.toUpperCase()}/listings` });
    expect(upper.statusCode).toBe(200);
    const other = await newDealer(t, { emailPrefix: 'altro-maiuscole' });
    expect((await client.request({ method: 'GET', url: `/api/dealers/${other.dealerId.toUpperCase()}/listings` })).statusCode).toBe(403);
  });
});
