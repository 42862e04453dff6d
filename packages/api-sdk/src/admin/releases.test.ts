import { describe, expect, it } from 'vitest';
import { recordingApi } from '../test-utils.js';


describe('admin releases', () => {
  it('reads the overview and changes the map of one remote', async () => {
    const { api, calls } = recordingApi({ baseUrl: 'https://am.example' });
    await api.admin.releases.overview();
    await api.admin.releases.promote('mf_search', '4');
    await api.admin.releases.rollback('mf_search', '2');
    await api.admin.releases.startCanary('mf_listing', '1.4.0', 10);
    await api.admin.releases.changeCanaryShare('mf_listing', 25);
    await api.admin.releases.stopCanary('mf_listing');
    expect(calls).toEqual([
      'GET https://am.example/api/admin/releases',
      'POST https://am.example/api/admin/releases/mf_search/promote {"version":"4"}',
      'POST https://am.example/api/admin/releases/mf_search/rollback {"version":"2"}',
      'POST https://am.example/api/admin/releases/mf_listing/canary {"version":"1.4.0","percent":10}',
      'PUT https://am.example/api/admin/releases/mf_listing/canary {"percent":25}',
      'DELETE https://am.example/api/admin/releases/mf_listing/canary',
    ]);
  });
});

describe('admin release tokens', () => {
  it('lists, issues and revokes publish tokens', async () => {
    const { api, calls } = recordingApi();
    const id = '3f0c9a1e-0000-4000-8000-000000000009';
    await api.admin.releaseTokens.list();
    await api.admin.releaseTokens.issue({ remote: 'mf_search', label: 'CI del team Ricerca' });
    await api.admin.releaseTokens.revoke(id);
    expect(calls).toEqual([
      'GET /api/admin/release-tokens',
      'POST /api/admin/release-tokens {"remote":"mf_search","label":"CI del team Ricerca"}',
      `DELETE /api/admin/release-tokens/${id}`,
    ]);
  });
});
