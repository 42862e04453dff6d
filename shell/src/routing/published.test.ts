import { describe, expect, it } from 'vitest';
import { publishedRoutes } from './published';
import { ROUTE_TABLE } from './table';

describe('routes.json (the addresses the server answers 200 for)', () => {
  it('lists every entry of the route table once, from the site root', () => {
    const { patterns } = publishedRoutes();
    expect(patterns).toContain('/');
    expect(patterns).toContain('/risultati/:make?/:model?');
    expect(patterns).toContain('/annunci/:city/:make/:model/:dealer/:uuid');
    expect(patterns).toContain('/dealer/:dealerUuid/:buyPlan');
    expect(patterns).toHaveLength(ROUTE_TABLE.length);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.every((p) => p.startsWith('/') && !p.startsWith('//'))).toBe(true);
  });
});
