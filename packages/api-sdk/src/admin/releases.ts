import type { Http } from '../http.js';
import { keyedCall } from '../keyed.js';
import type { BodyOf, Reply } from '../types.js';

/** A remote of the release map: 'mf_search', 'mf_listing', … (the keys of /remotes.json). */
type Remote = BodyOf<'POST /api/admin/release-tokens'>['remote'];
const seg = (value: string) => encodeURIComponent(value);
const path = (remote: Remote, action: string) => `/api/admin/releases/${seg(remote)}/${action}`;

/**
 * The back-office's releases of the remotes: the overview every admin reads, and the
 * changes of the map a super-admin makes (promote, roll back, canary). Each change answers the
 * remote as it is afterwards.
 */
export const adminReleases = (http: Http, { post, put, del } = http, call = keyedCall(http)) => ({
  overview: () => call('GET /api/admin/releases'),
  /** Any version but the active one; ends a running canary. */
  promote: (remote: Remote, version: string) =>
    post<Reply<'POST /api/admin/releases/:remote/promote'>>(path(remote, 'promote'), { version } satisfies BodyOf<'POST /api/admin/releases/:remote/promote'>),
  /** A version published before the active one. */
  rollback: (remote: Remote, version: string) =>
    post<Reply<'POST /api/admin/releases/:remote/rollback'>>(path(remote, 'rollback'), { version } satisfies BodyOf<'POST /api/admin/releases/:remote/rollback'>),
  /** `percent` (1–99) of the sessions get `version`, each session always the same one. */
  startCanary: (remote: Remote, version: string, percent: number) =>
    post<Reply<'POST /api/admin/releases/:remote/canary'>>(path(remote, 'canary'), { version, percent } satisfies BodyOf<'POST /api/admin/releases/:remote/canary'>),
  changeCanaryShare: (remote: Remote, percent: number) =>
    put<Reply<'PUT /api/admin/releases/:remote/canary'>>(path(remote, 'canary'), { percent } satisfies BodyOf<'PUT /api/admin/releases/:remote/canary'>),
  stopCanary: (remote: Remote) => del<Reply<'DELETE /api/admin/releases/:remote/canary'>>(path(remote, 'canary')),
});

/** Publish tokens, one remote each (super-admin): the secret is in the issuing answer only. */
export const adminReleaseTokens = (http: Http, call = keyedCall(http)) => ({
  list: () => call('GET /api/admin/release-tokens'),
  issue: (body: BodyOf<'POST /api/admin/release-tokens'>) => call('POST /api/admin/release-tokens', { body }),
  revoke: (tokenId: string) => call('DELETE /api/admin/release-tokens/:tokenId', { params: { tokenId } }),
});
