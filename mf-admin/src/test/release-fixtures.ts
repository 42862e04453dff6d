import type { ReleasesOverview, ReleaseToken, RemoteRelease, RemoteVersion } from '@automercato/api-sdk';

const noHealth = { sessions: 0, error_sessions: 0, error_rate: null, load_failures: 0, render_errors: 0, load_ms_p50: null };
const REACT = { name: 'react', version: '19.3.1', required_version: '^19.2.0', singleton: true };

/** One version of a remote as GET /api/admin/releases answers it (tests of the releases page). */
export const version = (remote: RemoteVersion['remote'], label: string, seq: number, over: Partial<RemoteVersion> = {}): RemoteVersion => ({
  remote, version: label, seq, status: 'available',
  published_at: `2026-11-${String(10 + seq).padStart(2, '0')}T09:30:00.000Z`,
  published_by: 'CI del team', git_commit: `a1b2c3d4e5f6${seq}`, built_at: null,
  size_bytes: 1_234_567, file_count: 48, content_hash: `hash-${remote}-${label}`,
  exposes: ['routes'], shared: [REACT], compatibility: { ok: true, problems: [] },
  manifest_url: `/mf/${remote.slice(3)}/${label}/mf-manifest.json`, health: noHealth, ...over,
});

/** Ricerca: 3 active, 4 in canary at 10 %, 5 incompatible, 2 older, 1 removed. */
export const search = (over: Partial<RemoteRelease> = {}): RemoteRelease => ({
  remote: 'mf_search', label: 'Ricerca', pinned_url: null, active_version: '3',
  canary: { version: '4', percent: 10, started_at: '2026-11-27T08:00:00.000Z' },
  last_auto_rollback: null,
  versions: [
    version('mf_search', '5', 5, {
      shared: [{ ...REACT, version: '20.0.0', required_version: '^20.0.0' }, { name: 'react-dom', version: '20.0.0', required_version: '^20.0.0', singleton: true }],
      compatibility: { ok: false, problems: ['Richiede react ^20.0.0, la shell fornisce 19.3.1'] },
    }),
    version('mf_search', '4', 4, { status: 'canary', health: { sessions: 12, error_sessions: 1, error_rate: 1 / 12, load_failures: 1, render_errors: 0, load_ms_p50: 410 } }),
    version('mf_search', '3', 3, {
      status: 'active', size_bytes: 512_000, published_by: 'avvio locale',
      health: { sessions: 120, error_sessions: 3, error_rate: 0.025, load_failures: 2, render_errors: 1, load_ms_p50: 340 },
    }),
    version('mf_search', '2', 2),
    version('mf_search', '1', 1, { status: 'removed' }),
  ],
  ...over,
});

/** Annuncio: 1 active, 2 newer; pinned by the server's configuration; its last canary rolled back by itself. */
export const listing = (over: Partial<RemoteRelease> = {}): RemoteRelease => ({
  remote: 'mf_listing', label: 'Annuncio', pinned_url: 'http://localhost:3002/mf-manifest.json', active_version: '1', canary: null,
  last_auto_rollback: { at: '2026-11-26T14:00:00.000Z', version: '3', reason: 'Errori nel 42% delle sessioni (21 su 50) contro il 2% della versione attiva' },
  versions: [version('mf_listing', '2', 2), version('mf_listing', '1', 1, { status: 'active' })],
  ...over,
});

export const overview = (over: Partial<ReleasesOverview> = {}): ReleasesOverview => ({
  remotes: [search(), listing()],
  can_manage: true,
  rules: { retention_keep_last: 10, retention_active_hours: 24, canary_min_sessions: 30, canary_margin_percent: 5, health_sample: 1 },
  ...over,
});

export const token = (over: Partial<ReleaseToken> = {}): ReleaseToken => ({
  id: '3f0c9a1e-0000-4000-8000-000000000001', remote: 'mf_search', label: 'CI del team Ricerca',
  created_at: '2026-11-20T10:00:00.000Z', created_by: 'super@automercato.it', last_used_at: null, revoked_at: null, ...over,
});
