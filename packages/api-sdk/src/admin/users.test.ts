import { describe, expect, it } from 'vitest';
import { recordingApi } from '../test-utils.js';


describe('admin users', () => {
  it('lists with the filters in the query', async () => {
    const { api, calls } = recordingApi();
    await api.admin.users.list({ q: 'mario@', role: 'dealer', status: 'disabled', sort_by: 'email', sort_direction: 'asc', page: 2 });
    expect(calls).toEqual(['GET /api/admin/users?q=mario%40&role=dealer&status=disabled&sort_by=email&sort_direction=asc&page=2']);
  });

  it('builds the CSV link of the same filter, without the page', () => {
    const { api } = recordingApi();
    expect(api.admin.users.exportUrl({ q: 'rossi', verified: 'no', page: 3, per_page: 50 })).toBe('/api/admin/users/export.csv?q=rossi&verified=no');
  });

  it('reads, creates, edits, enables, disables and deletes one user', async () => {
    const { api, calls } = recordingApi();
    const id = '3f0c9a1e-0000-4000-8000-000000000001';
    await api.admin.users.get(id);
    await api.admin.users.create({ email: 'a@b.it', name: 'A', surname: 'B', roles: ['customer'] });
    await api.admin.users.update(id, { email: 'a@b.it', name: 'A', surname: 'B', roles: ['customer', 'dealer'] });
    await api.admin.users.enable(id);
    await api.admin.users.disable(id);
    await api.admin.users.remove(id);
    await api.admin.users.roles();
    expect(calls).toEqual([
      `GET /api/admin/users/${id}`,
      'POST /api/admin/users {"email":"a@b.it","name":"A","surname":"B","roles":["customer"]}',
      `PUT /api/admin/users/${id} {"email":"a@b.it","name":"A","surname":"B","roles":["customer","dealer"]}`,
      `POST /api/admin/users/${id}/enable`,
      `POST /api/admin/users/${id}/disable`,
      `DELETE /api/admin/users/${id}`,
      'GET /api/admin/roles',
    ]);
  });
});
