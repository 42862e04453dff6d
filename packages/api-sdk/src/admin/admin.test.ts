import { describe, expect, it } from 'vitest';
import { createApi } from '../client.js';
import { createHttp } from '../http.js';

function recorder() {
  const calls: string[] = [];
  const api = createApi(createHttp({
    fetch: async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return new Response(JSON.stringify({ error: false, error_code: '0', data: null, error_message: null }), { headers: { 'content-type': 'application/json' } });
    },
    getCookie: () => 'xsrf',
  }));
  return { api, calls };
}

describe('admin audit', () => {
  it('asks for one entity\'s trail', async () => {
    const { api, calls } = recorder();
    await api.admin.audit.list({ entity_type: 'user', entity_id: 'u1', page: 2 });
    expect(calls).toEqual(['GET /api/admin/audit?entity_type=user&entity_id=u1&page=2']);
  });
});
