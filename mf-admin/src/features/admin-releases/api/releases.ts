/** The calls of the releases page, as effects over the one API client (tests replace the handlers with fork). */
import { createEffect } from 'effector';
import type { ApiError, ReleasesOverview, ReleaseToken, RemoteName, RemoteRelease, Reply } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';

/** One change of a remote's map, as the admin asked for it (and as the confirm dialog tells it). */
export type ReleaseChange =
  | { kind: 'promote' | 'rollback'; remote: RemoteName; version: string }
  | { kind: 'canary_start'; remote: RemoteName; version: string; percent: number }
  | { kind: 'canary_share'; remote: RemoteName; percent: number }
  | { kind: 'canary_stop'; remote: RemoteName };

export type IssuedToken = Reply<'POST /api/admin/release-tokens'>;

export const loadReleasesFx = createEffect<void, ReleasesOverview, ApiError>({
  name: 'loadReleasesFx', handler: () => getApi().admin.releases.overview(),
});

/** Answers the remote as it is after the change. */
export const applyChangeFx = createEffect<ReleaseChange, RemoteRelease, ApiError>({
  name: 'applyReleaseChangeFx',
  handler: (change) => {
    const releases = getApi().admin.releases;
    switch (change.kind) {
      case 'promote': return releases.promote(change.remote, change.version);
      case 'rollback': return releases.rollback(change.remote, change.version);
      case 'canary_start': return releases.startCanary(change.remote, change.version, change.percent);
      case 'canary_share': return releases.changeCanaryShare(change.remote, change.percent);
      case 'canary_stop': return releases.stopCanary(change.remote);
    }
  },
});

export const loadTokensFx = createEffect<void, ReleaseToken[], ApiError>({
  name: 'loadReleaseTokensFx', handler: async () => (await getApi().admin.releaseTokens.list()).items,
});

export const issueTokenFx = createEffect<{ remote: RemoteName; label: string }, IssuedToken, ApiError>({
  name: 'issueReleaseTokenFx', handler: (body) => getApi().admin.releaseTokens.issue(body),
});

export const revokeTokenFx = createEffect<string, ReleaseToken, ApiError>({
  name: 'revokeReleaseTokenFx', handler: (tokenId) => getApi().admin.releaseTokens.revoke(tokenId),
});
