import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiCatalogue, registerAiSearch, type QueryInterpreter } from '../src/ai-search/index.js';
import { errorHandlerPlugin } from '../src/http/error-handler.js';
import { parseQueryString } from '../src/http/query-string.js';
import type { ListingFilters } from '../src/areas/listings/public/filters.js';

/**
 * The route on a bare Fastify instance with the app's error handler and query-string parser,
 * and a fake search: what the listings plugin must pass and what the client gets back.
 */
let app: FastifyInstance;
const searched: ListingFilters[] = [];
// A page as the contract has it: the answer is serialised through the route's response schema.
const fakePage = { items: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1, total_capped: false } };

async function build(options: { interpreter?: QueryInterpreter; search?: (f: ListingFilters) => Promise<typeof fakePage> } = {}) {
  const instance = Fastify({
    logger: false,
    routerOptions: { querystringParser: parseQueryString },
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array' } },
  });
  await instance.register(errorHandlerPlugin);
  registerAiSearch(instance, {
    catalogue: createAiCatalogue(),
    search: options.search ?? (async (filters) => { searched.push(filters); return fakePage; }),
    ...(options.interpreter ? { interpreter: options.interpreter } : {}),
  });
  await instance.ready();
  return instance;
}

beforeAll(async () => { app = await build(); });
afterAll(async () => { await app?.close(); });

const get = async (url: string, instance = app) => {
  const res = await instance.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/listings/ai-search', () => {
  it('answers filters, chips, unknown words and the first page of the search with those filters', async () => {
    searched.length = 0;
    const query = 'SUV diesel automatico sotto i 25.000 euro vicino a Bologna con navigatore';
    const { status, body } = await get(`/api/listings/ai-search?query=${encodeURIComponent(query)}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: false, error_code: '0', error_message: null });
    expect(body.data.query).toBe(query);
    expect(body.data.filters).toEqual({
      category: ['suv'], power_type: ['diesel'], gearbox_type: ['automatico'], price_max: 25000,
      location_city: 'Bologna', latitude: 44.4949, longitude: 11.3426, radius: 50000,
    });
    expect(body.data.understood.map((c: { label: string }) => c.label)).toContain('Entro 50 km da Bologna');
    expect(body.data.unknown).toEqual(['navigatore']);
    expect(body.data.listings).toEqual(fakePage);
    // The search gets the API's keys only: location_city just names the point.
    expect(searched).toEqual([{
      category: ['suv'], power_type: ['diesel'], gearbox_type: ['automatico'], price_max: 25000,
      latitude: 44.4949, longitude: 11.3426, radius: 50000,
    }]);
  });

  it('searches with no filter when nothing was understood', async () => {
    searched.length = 0;
    const { status, body } = await get('/api/listings/ai-search?query=%F0%9F%9A%97%20boh');
    expect(status).toBe(200);
    expect(body.data.filters).toEqual({});
    expect(body.data.unknown).toEqual(['boh']);
    expect(searched).toEqual([{}]);
  });

  it.each([
    ['/api/listings/ai-search', 'Il campo ricerca è richiesto'],
    ['/api/listings/ai-search?query=', 'Il campo ricerca è richiesto'],
    ['/api/listings/ai-search?query=%20%20%20', 'Il campo ricerca è richiesto'],
    [`/api/listings/ai-search?query=${'a'.repeat(301)}`, 'Il campo ricerca non può essere più lungo di 300 caratteri'],
  ])('%s → 422 with an Italian message', async (url, message) => {
    searched.length = 0;
    const { status, body } = await get(url);
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: true, error_code: '2', error_message: message });
    expect(body.data.errors.query).toEqual([message]);
    expect(searched).toEqual([]);
  });

  it('accepts exactly 300 characters and refuses NUL', async () => {
    expect((await get(`/api/listings/ai-search?query=${'golf '.repeat(60)}`)).status).toBe(200);
    expect((await get('/api/listings/ai-search?query=golf%00')).status).toBe(422);
    expect((await get('/api/listings/ai-search?query=a&query=b')).status).toBe(422);
  });

  it('uses a configured interpreter and sanitises what it answers', async () => {
    const llm: QueryInterpreter = {
      name: 'llm',
      interpret: async () => ({
        filters: { brand: 'fiat', model: 'panda', category: ['astronave'], price_max: 1e12 } as never,
        understood: [{ key: 'brand', value: 'fiat', label: 'Marca: Fiat' }, { key: 'category', value: 'astronave', label: 'Astronave' }],
        unknown: [],
      }),
    };
    const instance = await build({ interpreter: llm });
    const { body } = await get('/api/listings/ai-search?query=panda', instance);
    expect(body.data.filters).toEqual({ brand: 'fiat', model: 'panda' });
    expect(body.data.understood).toEqual([{ key: 'brand', value: 'fiat', label: 'Marca: Fiat' }]);
    await instance.close();
  });

  it('a failing search is a generic error, never a stack trace', async () => {
    const instance = await build({ search: async () => { throw new Error('relation "listings" does not exist'); } });
    const { status, body } = await get('/api/listings/ai-search?query=golf', instance);
    expect(status).toBe(500);
    expect(body.error_code).toBe('1');
    expect(JSON.stringify(body)).not.toContain('relation');
    await instance.close();
  });
});
