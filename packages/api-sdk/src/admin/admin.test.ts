import { describe, expect, it } from 'vitest';
import { recordingApi } from '../test-utils.js';


describe('admin audit', () => {
  it('asks for one entity\'s trail', async () => {
    const { api, calls } = recordingApi();
    await api.admin.audit.list({ entity_type: 'user', entity_id: 'u1', page: 2 });
    expect(calls).toEqual(['GET /api/admin/audit?entity_type=user&entity_id=u1&page=2']);
  });
});
