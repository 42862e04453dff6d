import { REMOTE_RELEASE_LABELS, REMOTE_RELEASE_NAMES, type RemoteName, type RemoteRelease, type RemoteVersion } from '@automercato/api-contract';
import type { Wire } from '../../../http/contract.js';
import { presentVersion as presentPublished } from '../publish/service.js';
import { NO_HEALTH, presentHealth } from './health.js';
import type { HealthRow, MapRow, VersionRow } from './queries.js';

/** The address REMOTE_<NAME>_URL pins a remote to (config.remotes holds only those), or null. */
export function pinnedUrl(remotes: Readonly<Record<string, string>>, remote: string): string | null {
  return remotes[remote] ?? null;
}

/** A version as the overview shows it: areas/releases/publish' presentation, with its health from the field. */
export function presentVersion(version: VersionRow, map: MapRow | undefined, health: HealthRow | undefined): Wire<RemoteVersion> {
  return presentPublished(version, map, health ? presentHealth(health) : NO_HEALTH);
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
