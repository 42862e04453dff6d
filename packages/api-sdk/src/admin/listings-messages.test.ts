import { describe, expect, it } from 'vitest';
import { recordingApi } from '../test-utils.js';


describe('admin listings', () => {
  it('lists with the query, reads, corrects, disables with a reason and enables', async () => {
    const { api, calls } = recordingApi();
    await api.admin.listings.list({ q: 'GB123CD', status: 'disabled', sort_by: 'price', sort_direction: 'asc', page: 2 });
    await api.admin.listings.get('l1');
    await api.admin.listings.update('l1', { price: 1000 });
    await api.admin.listings.disable('l1', 'Foto non corrispondenti');
    await api.admin.listings.enable('l1');
    expect(calls).toEqual([
      'GET /api/admin/listings?q=GB123CD&status=disabled&sort_by=price&sort_direction=asc&page=2',
      'GET /api/admin/listings/l1',
      'PUT /api/admin/listings/l1 {"price":1000}',
      'POST /api/admin/listings/l1/disable {"reason":"Foto non corrispondenti"}',
      'POST /api/admin/listings/l1/enable',
    ]);
  });

  it('exports the filter without the page', () => {
    const { api } = recordingApi();
    expect(api.admin.listings.exportUrl({ dealer: 'd1', page: 3, per_page: 50, state: 'published' }))
      .toMatch(/\/api\/admin\/listings\/export\.csv\?dealer=d1&state=published$/);
  });
});

describe('admin messages', () => {
  it('lists, exports and deletes', async () => {
    const { api, calls } = recordingApi();
    await api.admin.messages.list({ q: 'ada', deleted: 'all' });
    await api.admin.messages.remove('m 1');
    expect(calls).toEqual(['GET /api/admin/user-messages?q=ada&deleted=all', 'DELETE /api/admin/user-messages/m%201']);
    expect(api.admin.messages.exportUrl({ listing: 'l1', page: 2 })).toMatch(/\/api\/admin\/user-messages\/export\.csv\?listing=l1$/);
  });
});
