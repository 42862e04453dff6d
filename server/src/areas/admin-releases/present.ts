import { REMOTE_RELEASE_LABELS, REMOTE_RELEASE_NAMES, type RemoteName, type RemoteRelease, type RemoteVersion } from '@automercato/api-contract';
import type { Wire } from '../../http/contract.js';
import { manifestUrl } from '../releases/store.js';
import { NO_HEALTH, presentHealth } from './health.js';
import type { HealthRow, MapRow, VersionRow } from './queries.js';


/** The address REMOTE_<NAME>_URL pins a remote to (config.remotes holds only those), or null. */
export function pinnedUrl(remotes: Readonly<Record<string, string>>, remote: string): string | null {
  return remotes[remote] ?? null;
}

function statusOf(version: VersionRow, map: MapRow | undefined): RemoteVersion['status'] {
  if (version.removed_at) return 'removed';
  if (map?.active_version === version.version) return 'active';
  if (map?.canary_version === version.version) return 'canary';
  return 'available';
}

export function presentVersion(version: VersionRow, map: MapRow | undefined, health: HealthRow | undefined): Wire<RemoteVersion> {
  return {
    remote: version.remote as RemoteName,
    version: version.version,
    seq: version.seq,
    status: statusOf(version, map),
    published_at: version.published_at,
    published_by: version.published_by,
    git_commit: version.git_commit,
    built_at: version.built_at,
    size_bytes: Number(version.size_bytes),
    file_count: version.file_count,
    content_hash: version.content_hash,
    exposes: version.exposes ?? [],
    shared: version.shared ?? [],
    compatibility: version.compatibility ?? { ok: true, problems: [] },
    manifest_url: manifestUrl(version.remote, version.version),
    health: health ? presentHealth(health) : NO_HEALTH,
  };
}

/** One remote as the overview shows it: versions newest first (the rows come ordered by seq desc). */
export function presentRemote(
  remote: RemoteName,
  { map, versions, health, remotes }: { map: MapRow | undefined; versions: VersionRow[]; health: HealthRow[]; remotes: Readonly<Record<string, string>> },
): Wire<RemoteRelease> {
  const healthOf = new Map(health.filter((h) => h.remote === remote).map((h) => [h.version, h]));
  return {
    remote,
    label: REMOTE_RELEASE_LABELS[remote],
    pinned_url: pinnedUrl(remotes, remote),
    active_version: map?.active_version ?? null,
    canary: map?.canary_version && map.canary_percent && map.canary_started_at
      ? { version: map.canary_version, percent: map.canary_percent, started_at: map.canary_started_at }
      : null,
    last_auto_rollback: map?.last_auto_rollback_at && map.last_auto_rollback_version
      ? { at: map.last_auto_rollback_at, version: map.last_auto_rollback_version, reason: map.last_auto_rollback_reason ?? '' }
      : null,
    versions: versions.filter((v) => v.remote === remote).map((v) => presentVersion(v, map, healthOf.get(v.version))),
  };
}

export const REMOTES: readonly RemoteName[] = REMOTE_RELEASE_NAMES;
