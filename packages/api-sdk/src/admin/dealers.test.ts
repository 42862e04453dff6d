import { describe, expect, it } from 'vitest';
import { recordingApi } from '../test-utils.js';


describe('admin dealers', () => {
  it('lists with the filters, exports the same filter without the page', async () => {
    const { api, calls } = recordingApi({ baseUrl: 'https://am.example' });
    await api.admin.dealers.list({ q: 'rossi', status: 'disabled', plan: 'pro', sort_by: 'name', sort_direction: 'asc', page: 2 });
    expect(calls).toEqual(['GET https://am.example/api/admin/dealers?q=rossi&status=disabled&plan=pro&sort_by=name&sort_direction=asc&page=2']);
    expect(api.admin.dealers.exportUrl({ q: 'rossi', page: 3, per_page: 50, verified: 'no' }))
      .toBe('https://am.example/api/admin/dealers/export.csv?q=rossi&verified=no');
  });

  it('reads, corrects, enables and disables one dealer', async () => {
    const { api, calls } = recordingApi({ baseUrl: 'https://am.example' });
    await api.admin.dealers.get('d1');
    await api.admin.dealers.update('d1', { city: 'Pavia' });
    await api.admin.dealers.disable('d1', 'Documenti da verificare');
    await api.admin.dealers.enable('d1');
    await api.admin.dealers.reviewVat('d1', { decision: 'rejected', reason: 'Numero di un costruttore' });
    expect(calls).toEqual([
      'GET https://am.example/api/admin/dealers/d1',
      'PUT https://am.example/api/admin/dealers/d1 {"city":"Pavia"}',
      'POST https://am.example/api/admin/dealers/d1/disable {"reason":"Documenti da verificare"}',
      'POST https://am.example/api/admin/dealers/d1/enable',
      'POST https://am.example/api/admin/dealers/d1/vat-review {"decision":"rejected","reason":"Numero di un costruttore"}',
    ]);
  });
});

describe('admin dealerships', () => {
  it('lists, exports, reads and replaces a user\'s dealerships', async () => {
    const { api, calls } = recordingApi({ baseUrl: 'https://am.example' });
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
