import crypto from 'node:crypto';
import type { RemoteHealthBody, RemoteName, RemoteRelease, ReleasesOverview, ReleaseToken } from '@automercato/api-contract';
import type { Wire } from '../../../http/contract.js';
import { ApiError, forbidden, gone, notFound } from '../../../http/errors.js';
import type { AdminActor } from '../../../http/access.js';
import { mapFields } from './auto-rollback.js';
import { versionProblems } from '../publish/service.js';
import { healthDeltas, type RollbackRules } from './health.js';
import { sessionKeyOf } from '../publish/map.js';
import { REMOTE_RELEASE_LABELS } from '@automercato/api-contract';
import { REMOTES, presentRemote } from './present.js';
import type { AdminReleaseQueries, AdminReleaseQueriesInTransaction, MapRow, TokenRow } from './queries.js';
import { newReleaseToken } from './tokens.js';

export interface AdminReleaseOptions {
  queries: AdminReleaseQueries;
  /** Versions' files: `<dataDir>/releases/<key>/<version>/`. */
  dataDir: string;
  /** The built shell: `<webRoot>/shell/dist/federation.json` says what it needs and provides. */
  webRoot: string;
  /** config.remotes: a REMOTE_<NAME>_URL pin shows as pinned_url. */
  remotes: Readonly<Record<string, string>>;
  rules: RollbackRules & { sample: number; retentionKeepLast: number; retentionActiveHours: number };
  /** After a change of the map commits: /remotes.json must stop serving the old one (areas/releases/publish' cache). */
  onMapChanged: () => void;
  log: { warn(msg: string): void };
}

/** A version an old tab may still report although it is neither active nor canary. */
const SERVED_RECENTLY_MS = 24 * 3_600_000;

const conflict = (message: string) => new ApiError('2', message, null, 409);

const presentToken = (row: TokenRow): Wire<ReleaseToken> => ({ ...row, remote: row.remote as RemoteName, created_by: row.created_by ?? null });

/**
 * The admin side of releases: the overview, promotion, rollback and canary behind the
 * compatibility gate, publish tokens, the beacon's health rows and the automatic rollback of a
 * failing canary. Every change of the map runs with the remote's map row locked and commits with its
 * audit row.
 */
export function adminReleaseService({ queries, dataDir, webRoot, remotes, rules, onMapChanged }: AdminReleaseOptions) {
  const label = (remote: string) => REMOTE_RELEASE_LABELS[remote as RemoteName] ?? remote;

  function requireSuperAdmin(actor: AdminActor) {
    if (!actor.superAdmin) throw forbidden('Solo un super amministratore può cambiare le versioni in uso dei moduli e i token di pubblicazione.');
  }

  const gateProblems = (remote: string, version: string) => versionProblems(dataDir, webRoot, remote, version);

  /** 404 unknown, 410 removed (its files are gone): the version's row, or why it cannot go live. */
  async function requireLiveable(q: AdminReleaseQueriesInTransaction, remote: string, version: string) {
    const row = await q.version(remote, version);
    if (!row) throw notFound(`La versione ${version} di ${label(remote)} non esiste.`);
    if (row.removed_at) throw gone(`La versione ${version} di ${label(remote)} è stata rimossa: i suoi file non ci sono più.`);
    return row;
  }

  /** 422 code 2 with every reason: an incompatible version never goes live, not even to a share of sessions. */
  async function requireCompatible(remote: string, version: string) {
    const problems = await gateProblems(remote, version);
    if (problems.length) {
      throw new ApiError('2', `La versione ${version} di ${label(remote)} non è compatibile con la shell: ${problems.join(' ')}`, { problems });
    }
  }

  async function remoteRelease(remote: RemoteName): Promise<Wire<RemoteRelease>> {
    const [map, versions, health] = await Promise.all([queries.map(remote), queries.versions(remote), queries.health(remote)]);
    return presentRemote(remote, { map, versions, health, remotes });
  }

  /** One change of a remote's map: locked, checked, written with its audit row, then the map cache told. */
  async function change(
    actor: AdminActor, remote: RemoteName,
    decide: (q: AdminReleaseQueriesInTransaction, map: MapRow | undefined) => Promise<{ action: string; write: () => Promise<void> } | null>,
  ): Promise<Wire<RemoteRelease>> {
    requireSuperAdmin(actor);
    const changed = await queries.transaction(async (q) => {
      const before = await q.map(remote, { lock: true });
      const decision = await decide(q, before);
      if (!decision) return false;
      await decision.write();
      const after = await q.map(remote);
      await q.audit(actor, { action: decision.action, entityType: 'remote', entityId: remote, before: mapFields(before), after: mapFields(after) });
      return true;
    });
    if (changed) onMapChanged();
    return remoteRelease(remote);
  }

  const noCanary = { canary_version: null, canary_percent: null, canary_started_at: null };

  /** Makes `version` active (a promotion, or a rollback to an earlier one): ends any canary. */
  async function makeActive(actor: AdminActor, remote: RemoteName, version: string, kind: 'promote' | 'rollback') {
    return change(actor, remote, async (q, map) => {
      const row = await requireLiveable(q, remote, version);
      if (map?.active_version === version) throw conflict(`La versione ${version} di ${label(remote)} è già quella attiva.`);
      if (kind === 'rollback') {
        if (!map) throw conflict(`${label(remote)} non ha ancora una versione attiva: non c'è nulla da riportare indietro.`);
        const active = await q.version(remote, map.active_version);
        if (active && row.seq >= active.seq) {
          throw conflict(`La versione ${version} di ${label(remote)} non è precedente a quella attiva (${map.active_version}): per passare a una versione più recente usa la promozione.`);
        }
      }
      await requireCompatible(remote, version);
      const now = new Date();
      return {
        action: `remote.${kind}`,
        write: () => (map
          ? q.updateMap(remote, { active_version: version, active_since: now, ...noCanary })
          : q.insertMap(remote, { active_version: version, active_since: now, ...noCanary })),
      };
    });
  }

  return {
    async overview(actor: AdminActor): Promise<Wire<ReleasesOverview>> {
      const [maps, versions, health] = await Promise.all([queries.maps(), queries.versions(), queries.health()]);
      return {
        remotes: REMOTES.map((remote) => presentRemote(remote, { map: maps.find((m) => m.remote === remote), versions, health, remotes })),
        can_manage: actor.superAdmin,
        rules: {
          retention_keep_last: rules.retentionKeepLast,
          retention_active_hours: rules.retentionActiveHours,
          canary_min_sessions: rules.canaryMinSessions,
          canary_margin_percent: rules.canaryMarginPercent,
          health_sample: rules.sample,
        },
      };
    },

    promote: (actor: AdminActor, remote: RemoteName, version: string) => makeActive(actor, remote, version, 'promote'),
    rollback: (actor: AdminActor, remote: RemoteName, version: string) => makeActive(actor, remote, version, 'rollback'),

    startCanary: (actor: AdminActor, remote: RemoteName, version: string, percent: number) => change(actor, remote, async (q, map) => {
      await requireLiveable(q, remote, version);
      if (!map) throw conflict(`${label(remote)} non ha ancora una versione attiva: promuovi prima una versione.`);
      if (map.active_version === version) throw conflict(`La versione ${version} di ${label(remote)} è già quella attiva: non può essere il canary.`);
      if (map.canary_version === version) throw conflict(`La versione ${version} di ${label(remote)} è già in prova: cambia la quota di sessioni invece di riavviarla.`);
      await requireCompatible(remote, version);
      // A new canary (or one replacing another) starts its health window now.
      return { action: 'remote.canary_start', write: () => q.updateMap(remote, { canary_version: version, canary_percent: percent, canary_started_at: new Date() }) };
    }),

    shareCanary: (actor: AdminActor, remote: RemoteName, percent: number) => change(actor, remote, async (q, map) => {
      if (!map?.canary_version) throw conflict(`${label(remote)} non ha una versione in prova: non c'è una quota da cambiare.`);
      if (map.canary_percent === percent) return null;
      return { action: 'remote.canary_share', write: () => q.updateMap(remote, { canary_percent: percent }) };
    }),

    stopCanary: (actor: AdminActor, remote: RemoteName) => change(actor, remote, async (q, map) => {
      if (!map?.canary_version) throw conflict(`${label(remote)} non ha una versione in prova da interrompere.`);
      return { action: 'remote.canary_stop', write: () => q.updateMap(remote, noCanary) };
    }),

    async tokens(actor: AdminActor): Promise<Wire<ReleaseToken>[]> {
      requireSuperAdmin(actor);
      return (await queries.tokens()).map(presentToken);
    },

    async issueToken(actor: AdminActor, body: { remote: RemoteName; label: string }): Promise<{ token: Wire<ReleaseToken>; secret: string }> {
      requireSuperAdmin(actor);
      const { secret, hash } = newReleaseToken();
      const id = crypto.randomUUID();
      const token = await queries.transaction(async (q) => {
        await q.insertToken({ id, remote: body.remote, label: body.label.trim(), token_hash: hash, created_by: actor.id });
        await q.audit(actor, { action: 'remote.token_issue', entityType: 'remote', entityId: body.remote, before: { token: null }, after: { token: body.label.trim() } });
        return (await q.token(id))!;
      });
      return { token: presentToken(token), secret };
    },

    async revokeToken(actor: AdminActor, id: string): Promise<Wire<ReleaseToken>> {
      requireSuperAdmin(actor);
      const token = await queries.transaction(async (q) => {
        const row = await q.token(id);
        if (!row) throw notFound('Questo token di pubblicazione non esiste.');
        // Revoking twice changes nothing and writes no second audit row.
        if (row.revoked_at) return row;
        await q.revokeToken(id);
        await q.audit(actor, { action: 'remote.token_revoke', entityType: 'remote', entityId: row.remote, before: { token: row.label }, after: { token: null } });
        return (await q.token(id))!;
      });
      return presentToken(token);
    },

    /**
     * The beacon: its events added to this session's rows, for versions the session could have been
     * given only. Returns the remotes whose health changed (their canary is evaluated after the answer).
     */
    async recordHealth(cookie: string | undefined, events: RemoteHealthBody['events']): Promise<string[]> {
      if (!cookie) return [];
      const deltas = healthDeltas(sessionKeyOf(cookie), events);
      const live = await queries.liveVersions(deltas, new Date(Date.now() - SERVED_RECENTLY_MS));
      const allowed = new Set(live.map((v) => `${v.remote}\u0000${v.version}`));
      const kept = deltas.filter((d) => allowed.has(`${d.remote}\u0000${d.version}`));
      await queries.addHealth(kept);
      return [...new Set(kept.map((d) => d.remote))];
    },
  };
}

export type AdminReleaseService = ReturnType<typeof adminReleaseService>;
