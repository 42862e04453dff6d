import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_RELEASE_LABELS, type RemoteVersion, type VersionHealth } from '@automercato/api-contract';
import { ApiError, invalid } from '../../../http/errors.js';
import type { NonUserActor, Actor } from '../../../audit/index.js';
import { compatibilityProblems, manifestFacts, type ManifestFacts, type ShellFederation } from './gate.js';
import { isUniqueViolation, type ReleaseQueries, type RemoteMapRow, type RemoteVersionRow } from './queries.js';
import { contentHash, manifestUrl, readStoredManifest, removeVersionFiles, writeVersion, type VersionFile } from './store.js';

/** Italian names of the areas, for messages ("la versione 3 di Ricerca"). */
export const REMOTE_LABELS: Readonly<Record<string, string>> = REMOTE_RELEASE_LABELS;

// ── limits of a publication ──
export const MAX_RELEASE_BYTES = 50 * 1024 * 1024;
export const MAX_RELEASE_FILES = 2_000;
/** The publish route's own body limit: 50 MB as base64 (×4/3) plus the JSON around it. */
export const PUBLISH_BODY_LIMIT = 72 * 1024 * 1024;
const SAFE_PATH = /^[A-Za-z0-9._/-]+$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

// ── retention (RELEASES.md "Retention"): defaults of RELEASES_KEEP_LAST and RELEASES_ACTIVE_HOURS ──
export const RETENTION_KEEP_LAST = 10;
export const RETENTION_ACTIVE_HOURS = 24;

export const EMPTY_HEALTH: VersionHealth = {
  sessions: 0, error_sessions: 0, error_rate: null, load_failures: 0, render_errors: 0, load_ms_p50: null,
};

/** A version's status in the map. */
export function versionStatus(row: Pick<RemoteVersionRow, 'version' | 'removed_at'>, map: Pick<RemoteMapRow, 'active_version' | 'canary_version'> | null | undefined): RemoteVersion['status'] {
  if (map?.active_version === row.version) return 'active';
  if (map?.canary_version === row.version) return 'canary';
  return row.removed_at ? 'removed' : 'available';
}

/** The contract's RemoteVersion for a row; health from the caller (zeros where it is not measured). */
export function presentVersion(row: RemoteVersionRow, map: Pick<RemoteMapRow, 'active_version' | 'canary_version'> | null | undefined, health: VersionHealth = EMPTY_HEALTH): RemoteVersion {
  return {
    remote: row.remote as RemoteVersion['remote'],
    version: row.version,
    seq: row.seq,
    status: versionStatus(row, map),
    published_at: row.published_at.toISOString(),
    published_by: row.published_by,
    git_commit: row.git_commit,
    built_at: row.built_at ? row.built_at.toISOString() : null,
    size_bytes: Number(row.size_bytes),
    file_count: row.file_count,
    content_hash: row.content_hash,
    exposes: row.exposes,
    shared: row.shared,
    compatibility: row.compatibility,
    manifest_url: manifestUrl(row.remote, row.version),
    health,
  };
}

/**
 * What the shell's build published about itself (`shell/dist/federation.json`): the exposes it loads
 * and the shared modules it provides. Null without a built shell, or when the file is not usable.
 */
/**
 * The gate against the shell live now (promotion, canary, rollback): the version's own stored manifest
 * must load and fit. Empty: compatible.
 */
export async function versionProblems(dataDir: string, webRoot: string, remote: string, version: string): Promise<string[]> {
  const text = await readStoredManifest(dataDir, remote, version);
  if (text === null) return ['Il file mf-manifest.json della versione non si trova tra i file pubblicati.'];
  try {
    return compatibilityProblems(remote, manifestFacts(text), readShellFederation(webRoot));
  } catch (error) {
    return [(error as Error).message];
  }
}

export function readShellFederation(webRoot: string): ShellFederation | null {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(path.join(webRoot, 'shell', 'dist', 'federation.json'), 'utf8'));
  } catch {
    return null;
  }
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(json) || !isRecord(json.needs) || !isRecord(json.provides)) return null;
  const needs: Record<string, string[]> = {};
  for (const [remote, list] of Object.entries(json.needs)) if (Array.isArray(list)) needs[remote] = list.map(String);
  const provides: Record<string, string> = {};
  for (const [name, version] of Object.entries(json.provides)) if (typeof version === 'string') provides[name] = version;
  return { needs, provides };
}

/** A version's row and its stored mf-manifest.json (null: the files are gone); undefined when the version does not exist. */
export async function loadVersion(queries: Pick<ReleaseQueries, 'version'>, dataDir: string, remote: string, version: string) {
  const row = await queries.version(remote, version);
  if (!row) return undefined;
  return { row, manifest: row.removed_at ? null : await readStoredManifest(dataDir, remote, version) };
}

/** Who publishes: a team's token, a developer (an admin, or this machine's loopback), or the boot import. */
export type Publisher =
  | { kind: 'token'; tokenId: string; label: string; ip: string | null }
  | { kind: 'developer'; user: { id: string; email: string } | null; ip: string | null }
  | { kind: 'local' };

// A developer on this machine without a session (loopback, DEV_OUTBOX): no person to name.
const LOCAL_DEVELOPER = 'sviluppo locale';
export const LOCAL_BOOT = 'avvio locale';

function publisherFacts(publisher: Publisher): { channel: 'token' | 'developer' | 'local'; by: string; tokenId: string | null; actor: Actor | NonUserActor } {
  switch (publisher.kind) {
    case 'token':
      return { channel: 'token', by: publisher.label, tokenId: publisher.tokenId, actor: { id: null, email: `token: ${publisher.label}`, ip: publisher.ip } };
    case 'developer':
      return publisher.user
        ? { channel: 'developer', by: publisher.user.email, tokenId: null, actor: { ...publisher.user, ip: publisher.ip } }
        : { channel: 'developer', by: LOCAL_DEVELOPER, tokenId: null, actor: { id: null, email: LOCAL_DEVELOPER, ip: publisher.ip } };
    default:
      return { channel: 'local', by: LOCAL_BOOT, tokenId: null, actor: { id: null, email: LOCAL_BOOT, ip: null } };
  }
}

/** The files of a publish body, decoded and checked (422 code 2 with the first reason). */
export function decodeFiles(files: ReadonlyArray<{ path: string; content_base64: string }>): VersionFile[] {
  const refuse = (message: string): never => { throw invalid({ files: [message] }, message); };
  if (files.length > MAX_RELEASE_FILES) refuse(`Una versione può avere al massimo ${MAX_RELEASE_FILES} file.`);
  const seen = new Set<string>();
  const decoded: VersionFile[] = [];
  let total = 0;
  for (const file of files) {
    checkPath(file.path, refuse);
    if (seen.has(file.path)) refuse(`Il file ${file.path} compare due volte.`);
    seen.add(file.path);
    if (file.content_base64.length % 4 !== 0 || !BASE64.test(file.content_base64)) refuse(`Il contenuto di ${file.path} non è in base64.`);
    const bytes = Buffer.from(file.content_base64, 'base64');
    total += bytes.length;
    if (total > MAX_RELEASE_BYTES) refuse('La versione supera i 50 MB.');
    decoded.push({ path: file.path, bytes });
  }
  return decoded;
}

function checkPath(file: string, refuse: (message: string) => never): void {
  const segments = file.split('/');
  if (!SAFE_PATH.test(file) || file.startsWith('/') || segments.some((s) => s === '' || s === '.' || s === '..')) {
    refuse(`Percorso non valido: "${file.slice(0, 80)}". Servono percorsi relativi con lettere, cifre, . _ - e /, senza "..".`);
  }
}

/** The manifest's facts, or 422 with why; its name must be the remote's. */
function requireManifest(remote: string, files: readonly VersionFile[]): ManifestFacts {
  const manifest = files.find((f) => f.path === 'mf-manifest.json');
  if (!manifest) throw invalid({ files: ['Manca il file mf-manifest.json.'] }, 'Manca il file mf-manifest.json.');
  let facts: ManifestFacts;
  try {
    facts = manifestFacts(manifest.bytes.toString('utf8'));
  } catch (error) {
    const message = (error as Error).message;
    throw invalid({ files: [message] }, message);
  }
  if (facts.name !== remote) {
    const message = `Il manifest appartiene a "${facts.name}", non a ${remote}.`;
    throw invalid({ files: [message] }, message);
  }
  return facts;
}

const WHOLE = /^\d+$/;
const conflict = (message: string) => new ApiError('2', message, null, 409);

export interface PublishInput {
  remote: string;
  /** Absent: the next whole number. */
  version?: string;
  gitCommit?: string | null;
  builtAt?: string | Date | null;
  files: VersionFile[];
  publisher: Publisher;
}

export interface ReleaseServiceOptions {
  queries: ReleaseQueries;
  dataDir: string;
  webRoot: string;
  /** The map changed (a first version went live): /remotes.json must not keep the old one. */
  onMapChange: () => void;
}

export function releaseService({ queries, dataDir, webRoot, onMapChange }: ReleaseServiceOptions) {
  // One publication per remote at a time in this process (the transaction's lock does it across
  // processes; this keeps the single PGlite connection free while one waits).
  const running = new Map<string, Promise<unknown>>();
  const serially = <T>(remote: string, work: () => Promise<T>): Promise<T> => {
    const next = (running.get(remote) ?? Promise.resolve()).catch(() => undefined).then(work);
    running.set(remote, next);
    return next.finally(() => { if (running.get(remote) === next) running.delete(remote); });
  };

  /**
   * Publishes an immutable version: checks, files on disk, then the row and its audit entry. An
   * existing label or the same content again is refused (409). A remote's first version goes live
   * when compatible (there is nothing else to show); the boot import's versions also replace an
   * active version that came from the boot import ('local': a checkout follows its own builds).
   */
  async function publish(input: PublishInput): Promise<{ row: RemoteVersionRow; map: RemoteMapRow | undefined; activated: boolean }> {
    const { remote, files, publisher } = input;
    const facts = requireManifest(remote, files);
    const hash = contentHash(files);
    const size = files.reduce((sum, f) => sum + f.bytes.length, 0);
    const who = publisherFacts(publisher);
    const shell = readShellFederation(webRoot);
    const problems = compatibilityProblems(remote, facts, shell);
    const label = LABEL(remote);
    let written: string | null = null;
    try {
      const result = await serially(remote, () => queries.transaction(async (q) => {
        // One publication per remote across processes too: the label, the folder and the row are
        // decided under this lock, so a folder without a row is never someone else's.
        await q.lockRemote(remote);
        const same = await q.versionByHash(remote, hash);
        if (same) throw conflict(`Questi file sono già pubblicati come versione ${same.version} di ${label}.`);
        const { versions, maxSeq } = await q.numbering(remote);
        const version = input.version ?? String(versions.filter((v) => WHOLE.test(v)).reduce((max, v) => Math.max(max, Number(v)), 0) + 1);
        if (versions.includes(version)) throw conflict(`La versione ${version} di ${label} esiste già: le versioni pubblicate non si sovrascrivono. Scegli un'altra etichetta.`);
        const map = await q.lockMapRow(remote);
        const active = map ? await q.version(remote, map.active_version) : undefined;
        await writeVersion(dataDir, remote, version, files);
        written = version;
        const row = await q.insertVersion({
          remote, version, seq: maxSeq + 1, content_hash: hash,
          git_commit: input.gitCommit ?? null, built_at: input.builtAt ? new Date(input.builtAt) : null,
          published_by: who.by, channel: who.channel, token_id: who.tokenId,
          size_bytes: size, file_count: files.length, exposes: facts.exposes, shared: facts.shared,
          compatibility: { ok: problems.length === 0, problems },
        });
        // The boot import follows RELEASES.md (no map row, or the active version is a local build too);
        // a published first version goes live only if the gate lets it (else an admin decides).
        const activated = who.channel === 'local'
          ? !map || active?.channel === 'local'
          : !map && problems.length === 0;
        if (activated) {
          if (map) await q.setActive(remote, version);
          else await q.insertMap(remote, version);
        }
        if (publisher.kind === 'token') await q.touchToken(publisher.tokenId);
        await q.audit(who.actor, {
          action: 'remote.publish', entityType: 'remote', entityId: remote,
          before: activated && map ? { active_version: map.active_version } : null,
          after: activated ? { version, active_version: version } : { version },
        });
        return { row, map: activated ? await q.mapRow(remote) : map, activated };
      }));
      if (result.activated) onMapChange();
      return result;
    } catch (error) {
      // Rolled back: the files written for it go too.
      if (written) await removeVersionFiles(dataDir, remote, written).catch(() => undefined);
      if (isUniqueViolation(error)) throw conflict(`La stessa versione di ${label} o gli stessi file sono appena stati pubblicati da qualcun altro.`);
      throw error;
    }
  }

  return { publish };
}

const LABEL = (remote: string) => REMOTE_LABELS[remote] ?? remote;

export type ReleaseService = ReturnType<typeof releaseService>;

/**
 * The versions whose files retention removes: all but the last `keepLast` by seq of each remote,
 * the active and canary ones, and any served (or previewed) in the last `activeHours`.
 */
export function retentionVictims(
  rows: ReadonlyArray<{ remote: string; version: string; seq: number; last_served_at: Date | null; active_version: string | null; canary_version: string | null }>,
  { keepLast, activeHours, now = new Date() }: { keepLast: number; activeHours: number; now?: Date },
): Map<string, string[]> {
  const victims = new Map<string, string[]>();
  const since = now.getTime() - activeHours * 3_600_000;
  const byRemote = new Map<string, typeof rows[number][]>();
  for (const row of rows) byRemote.set(row.remote, [...(byRemote.get(row.remote) ?? []), row]);
  for (const [remote, list] of byRemote) {
    const newest = [...list].sort((a, b) => b.seq - a.seq).slice(0, keepLast).map((r) => r.version);
    const remove = list.filter((r) => !newest.includes(r.version) && r.version !== r.active_version && r.version !== r.canary_version
      && !(r.last_served_at && r.last_served_at.getTime() >= since)).map((r) => r.version);
    if (remove.length) victims.set(remote, remove);
  }
  return victims;
}

/** The daily retention: marks the versions outside the rule removed, then deletes their files. */
export async function applyRetention(
  { queries, dataDir, keepLast, activeHours, log, onRemoved }: {
    queries: ReleaseQueries; dataDir: string; keepLast: number; activeHours: number;
    log: { info(msg: string): void }; onRemoved?: () => void;
  },
): Promise<Record<string, string[]>> {
  const victims = retentionVictims(await queries.storedVersions(), { keepLast, activeHours });
  const removed: Record<string, string[]> = {};
  for (const [remote, versions] of victims) {
    // The row first: from then on the version is not served, even if deleting its files fails.
    const marked = await queries.markRemoved(remote, versions);
    for (const version of marked) await removeVersionFiles(dataDir, remote, version);
    if (marked.length) {
      removed[remote] = marked;
      log.info(`Rilasci: rimossi i file di ${LABEL(remote)} versioni ${marked.join(', ')} (fuori dalla regola di conservazione)`);
    }
  }
  if (Object.keys(removed).length) onRemoved?.();
  return removed;
}

/**
 * Whether a version's files may be served (known and not removed), remembered a minute when yes (a
 * version only ever goes from servable to removed, and retention clears this) and a second when no.
 */
export function servableCache(queries: Pick<ReleaseQueries, 'servable'>) {
  const known = new Map<string, { ok: boolean; until: number }>();
  return {
    async servable(remote: string, version: string): Promise<boolean> {
      const key = `${remote}@${version}`;
      const hit = known.get(key);
      if (hit && hit.until > Date.now()) return hit.ok;
      const ok = Boolean(await queries.servable(remote, version));
      if (known.size > 10_000) known.clear();
      known.set(key, { ok, until: Date.now() + (ok ? 60_000 : 1_000) });
      return ok;
    },
    clear(): void { known.clear(); },
  };
}
