import { describe, expect, it } from 'vitest';
import { createApi } from '../client.js';
import { createHttp } from '../http.js';

function recorder() {
  const calls: string[] = [];
  const api = createApi(createHttp({
    baseUrl: 'https://am.example',
    fetch: async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}${init?.body ? ` ${String(init.body)}` : ''}`);
      return new Response(JSON.stringify({ error: false, error_code: '0', data: null, error_message: null }), { headers: { 'content-type': 'application/json' } });
    },
    getCookie: () => 'xsrf',
  }));
  return { api, calls };
}

describe('admin dealers', () => {
  it('lists with the filters, exports the same filter without the page', async () => {
    const { api, calls } = recorder();
    await api.admin.dealers.list({ q: 'rossi', status: 'disabled', plan: 'pro', sort_by: 'name', sort_direction: 'asc', page: 2 });
    expect(calls).toEqual(['GET https://am.example/api/admin/dealers?q=rossi&status=disabled&plan=pro&sort_by=name&sort_direction=asc&page=2']);
    expect(api.admin.dealers.exportUrl({ q: 'rossi', page: 3, per_page: 50, verified: 'no' }))
      .toBe('https://am.example/api/admin/dealers/export.csv?q=rossi&verified=no');
  });

  it('reads, corrects, enables and disables one dealer', async () => {
    const { api, calls } = recorder();
    await api.admin.dealers.get('d1');
    await api.admin.dealers.update('d1', { city: 'Pavia' });
    await api.admin.dealers.disable('d1');
    await api.admin.dealers.enable('d1');
    expect(calls).toEqual([
      'GET https://am.example/api/admin/dealers/d1',
      'PUT https://am.example/api/admin/dealers/d1 {"city":"Pavia"}',
      'POST https://am.example/api/admin/dealers/d1/disable',
      'POST https://am.example/api/admin/dealers/d1/enable',
    ]);
  });
});

describe('admin dealerships', () => {
  it('lists, exports, reads and replaces a user\'s dealerships', async () => {
    const { api, calls } = recorder();
    await api.admin.dealerships.list({ role: 'owner', q: 'marco' });
    await api.admin.dealerships.get('u1');
    await api.admin.dealerships.replace('u1', [{ dealer: 'd1', role: 'admin' }]);
    expect(calls).toEqual([
      'GET https://am.example/api/admin/user-dealerships?role=owner&q=marco',
      'GET https://am.example/api/admin/user-dealerships/u1',
      'PUT https://am.example/api/admin/user-dealerships/u1 {"dealerships":[{"dealer":"d1","role":"admin"}]}',
    ]);
    expect(api.admin.dealerships.exportUrl({ role: 'admin', page: 2 })).toBe('https://am.example/api/admin/user-dealerships/export.csv?role=admin');
  });
});
