import crypto from 'node:crypto';
import { REMOTE_RELEASE_NAMES, RELEASE_VERSION_PATTERN } from '@automercato/api-contract';
import type { ReleaseQueries, RemoteMapRow } from './queries.js';
import { manifestUrl } from './store.js';

/** The browser-session cookie that keeps a session on the same side of each canary (random, HttpOnly). */
export const CANARY_COOKIE = 'am_rs';
export const newCanaryCookie = () => crypto.randomBytes(32).toString('base64url');
/** The health beacon's session key: the cookie's hash, never the cookie. */
export const sessionKeyOf = (cookie: string) => crypto.createHash('sha256').update(cookie).digest('hex');

/** Whether this session gets remote R's canary: sha256(cookie:R), first 4 bytes, mod 100 < percent. */
export function inCanary(cookie: string, remote: string, percent: number): boolean {
  const digest = crypto.createHash('sha256').update(`${cookie}:${remote}`).digest();
  return digest.readUInt32BE(0) % 100 < percent;
}

const VERSION = new RegExp(RELEASE_VERSION_PATTERN);
const isRemote = (name: string): name is typeof REMOTE_RELEASE_NAMES[number] => (REMOTE_RELEASE_NAMES as readonly string[]).includes(name);

/** `?preview=mf_search@4` (repeatable, or a comma list) as remote → version; anything malformed is dropped. */
export function parsePreview(raw: unknown): Map<string, string> {
  const wanted = new Map<string, string>();
  const parts = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string').flatMap((v) => v.split(','));
  for (const part of parts) {
    const [remote, version, extra] = part.trim().split('@');
    if (remote && version && extra === undefined && isRemote(remote) && VERSION.test(version)) wanted.set(remote, version);
  }
  return wanted;
}

export interface RemotesBody {
  remotes: Record<string, string>;
  versions: Record<string, string>;
  preview: Record<string, string>;
  health: { url: string; sample: number };
}

export interface RemoteMapOptions {
  queries: Pick<ReleaseQueries, 'mapRows' | 'servable' | 'markServed'>;
  /** REMOTE_<NAME>_URL: these keep their address whatever the map says. */
  pins: Readonly<Record<string, string>>;
  healthSample: number;
}

/**
 * The run-time map behind /remotes.json: the map rows read at most once a second (invalidate() after a
 * change makes it effective at once in this process), each session's side of a canary, an admin's
 * preview, and the serving bookkeeping retention relies on.
 */
export function createRemoteMap({ queries, pins, healthSample }: RemoteMapOptions) {
  let cached: { at: number; rows: Promise<RemoteMapRow[]> } | null = null;
  const bumped = new Map<string, number>();

  const rows = () => {
    if (!cached || Date.now() - cached.at > 1_000) {
      const fresh = { at: Date.now(), rows: queries.mapRows() };
      // A failed read is not kept.
      fresh.rows.catch(() => { if (cached === fresh) cached = null; });
      cached = fresh;
    }
    return cached.rows;
  };

  return {
    /** Forget the cached rows: the next /remotes.json reads the map again. */
    invalidate(): void { cached = null; },

    /** The body for this session (its canary cookie) and, for an admin, the versions previewed. */
    async body(cookie: string, preview: ReadonlyMap<string, string>): Promise<RemotesBody> {
      const body: RemotesBody = { remotes: {}, versions: {}, preview: {}, health: { url: '/api/remote-health', sample: healthSample } };
      const map = new Map((await rows()).map((row) => [row.remote, row]));
      for (const remote of REMOTE_RELEASE_NAMES) {
        const pinned = pins[remote];
        if (pinned) { body.remotes[remote] = pinned; continue; }
        const row = map.get(remote);
        let version = row?.active_version;
        if (row?.canary_version && row.canary_percent && inCanary(cookie, remote, row.canary_percent)) version = row.canary_version;
        const previewed = preview.get(remote);
        if (previewed && await queries.servable(remote, previewed)) {
          version = previewed;
          body.preview[remote] = previewed;
        }
        if (!version) continue;
        body.remotes[remote] = manifestUrl(remote, version);
        body.versions[remote] = version;
      }
      return body;
    },

    /** last_served_at of the versions handed out, written at most once a minute per version. */
    async served(versions: Readonly<Record<string, string>>): Promise<void> {
      const now = Date.now();
      for (const [remote, version] of Object.entries(versions)) {
        const key = `${remote}@${version}`;
        if (now - (bumped.get(key) ?? 0) < 60_000) continue;
        bumped.set(key, now);
        await queries.markServed(remote, [version]);
      }
    },
  };
}

export type RemoteMap = ReturnType<typeof createRemoteMap>;
