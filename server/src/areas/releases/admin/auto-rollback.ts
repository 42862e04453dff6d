import type { RemoteName } from '@automercato/api-contract';
import { SYSTEM_ACTOR } from '../../../audit/index.js';
import { autoRollbackReason, presentHealth, type RollbackRules } from './health.js';
import { REMOTE_RELEASE_LABELS } from '@automercato/api-contract';
import type { AdminReleaseQueries, MapRow } from './queries.js';

/** What the audit trail keeps of a map row. */
export const mapFields = (map: Pick<MapRow, 'active_version' | 'canary_version' | 'canary_percent'> | undefined) => ({
  active_version: map?.active_version ?? null,
  canary_version: map?.canary_version ?? null,
  canary_percent: map?.canary_percent ?? null,
});

export interface AutoRollbackOptions {
  queries: AdminReleaseQueries;
  rules: RollbackRules;
  /** After a rollback commits: /remotes.json stops handing the canary out. */
  onMapChanged: () => void;
  log: { warn(obj: object, msg: string): void };
}

/**
 * The automatic rollback of a failing canary, run after each beacon answer and by the
 * periodic 'release-health' job: the platform itself clears the canary, records why on the map row
 * (the overview shows it) and on the audit trail as 'sistema'.
 */
export function autoRollback({ queries, rules, onMapChanged, log }: AutoRollbackOptions) {
  async function evaluate(remote: string): Promise<boolean> {
    const map = await queries.map(remote);
    if (!map?.canary_version) return false;
    const health = await queries.health(remote, [map.canary_version, map.active_version]);
    const of = (version: string) => presentHealth(health.find((h) => h.version === version));
    const reason = autoRollbackReason(of(map.canary_version), of(map.active_version), rules);
    if (!reason) return false;
    const canary = map.canary_version;
    const rolledBack = await queries.transaction(async (q) => {
      const locked = await q.map(remote, { lock: true });
      // The map changed meanwhile (a promotion, another evaluation): that decision stands.
      if (!locked || locked.canary_version !== canary || locked.canary_started_at?.getTime() !== map.canary_started_at?.getTime()) return false;
      await q.updateMap(remote, {
        canary_version: null, canary_percent: null, canary_started_at: null,
        last_auto_rollback_at: new Date(), last_auto_rollback_version: canary, last_auto_rollback_reason: reason,
      });
      await q.audit(SYSTEM_ACTOR, {
        action: 'remote.auto_rollback', entityType: 'remote', entityId: remote,
        before: mapFields(locked), after: { ...mapFields({ ...locked, canary_version: null, canary_percent: null }), reason },
      });
      return true;
    });
    if (rolledBack) {
      log.warn({ remote, version: canary, reason }, `Versione ${canary} di ${REMOTE_RELEASE_LABELS[remote as RemoteName] ?? remote} ritirata automaticamente dal canary`);
      onMapChanged();
    }
    return rolledBack;
  }

  // Per remote, at most one check running and one waiting: a burst of beacons costs two checks, and
  // the waiting one reads every row written before it starts.
  const running = new Map<string, Promise<boolean>>();
  const waiting = new Map<string, Promise<boolean>>();
  function check(remote: string): Promise<boolean> {
    const queued = waiting.get(remote);
    if (queued) return queued;
    const before = running.get(remote) ?? Promise.resolve(false);
    const next = before.catch(() => false).then(() => {
      waiting.delete(remote);
      running.set(remote, next);
      return evaluate(remote);
    }).finally(() => { if (running.get(remote) === next) running.delete(remote); });
    waiting.set(remote, next);
    return next;
  }

  return {
    evaluate,
    /** After a beacon: the same as evaluate, coalesced per remote. */
    check,
    /** Every remote with a canary (the periodic job). Returns how many were rolled back. */
    async evaluateAll(): Promise<number> {
      let rolledBack = 0;
      for (const map of await queries.maps()) if (map.canary_version && await evaluate(map.remote)) rolledBack += 1;
      return rolledBack;
    },
  };
}

export type AutoRollback = ReturnType<typeof autoRollback>;
