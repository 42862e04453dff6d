/**
 * Run-time registration and loading of the remotes (Module Federation runtime API).
 *
 * - `/remotes.json` is fetched once at boot; a failed fetch is forgotten, so "Riprova" fetches it
 *   again.
 * - The map is followed without a reload (follow.ts calls checkRemotesMap on navigation, at most
 *   once per CHECK_INTERVAL_MS): a remote whose address changed (a promotion, a rollback, a
 *   canary) is registered again with `force`, which makes the runtime drop the old container,
 *   its manifest and its module cache; its generation goes up and its cached components are
 *   dropped (remoteLazy). What is on screen keeps the version it mounted with; an area that
 *   mounts while a check is in flight waits for it (pendingMapCheck) and gets the new version.
 * - `loadRemoteModule` always goes through `loadRemote()`: the runtime forgets failed
 *   manifest/entry loads, so a later attempt really retries (a static `import('mf_x/y')`
 *   would cache the failure for the page's lifetime).
 * - Each load is reported to the health beacon with the release label it was loaded as.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchWithTimeout } from '@automercato/mf-config/runtime-plugin';
import type { RemoteName } from '@automercato/mf-config/remotes';
import { REMOTES_CONFIG_URL, parseRemotesConfig, type RemotesConfig } from './remotes-config';
import { configureHealth, reportHealth } from './health';
import type { RemoteExpose } from './needs';
import { withPreview } from './preview';
import { REMOTE_FILES_ELEMENT_ID } from '@automercato/api-sdk';

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${remote}: ${message}`, options);
  }
}

/** A navigation checks the map again only if the last check started longer ago than this. */
export const CHECK_INTERVAL_MS = 2_000;

let configPromise: Promise<RemotesConfig> | null = null;
/** The map in use: the last answer merged over the previous ones. */
let current: RemotesConfig | null = null;
/** The entry each remote is registered with. */
const registered = new Map<RemoteName, string>();
const generations = new Map<RemoteName, number>();
let check: Promise<void> | null = null;
let lastCheckAt = Number.NEGATIVE_INFINITY;
const replacedListeners = new Set<(remote: RemoteName) => void>();
const configListeners = new Set<() => void>();

/** Where the server puts, in a page it sends, the map /remotes.json gives this browser. */
export const REMOTES_SENT_ELEMENT_ID = 'am-remotes';

/**
 * The map sent with the page (results and listing pages), taken once: the boot needs no request
 * for it. Not while an admin previews versions (the server does not know the preview).
 */
function mapSentWithPage(): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(REMOTES_SENT_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  if (withPreview(REMOTES_CONFIG_URL) !== REMOTES_CONFIG_URL) return undefined;
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}

async function fetchRemotesMap(atBoot = false): Promise<RemotesConfig> {
  const sent = atBoot ? mapSentWithPage() : undefined;
  let body = sent;
  if (body === undefined) {
    const res = await fetchWithTimeout(withPreview(REMOTES_CONFIG_URL), {
      // The server answers with an ETag: the browser revalidates, an unchanged map is a 304.
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`${REMOTES_CONFIG_URL} answered HTTP ${res.status}`);
    body = await res.json();
  }
  const config = parseRemotesConfig(body, window.location.href);
  if (config.problems.length > 0) {
    console.warn(`[remotes] ${REMOTES_CONFIG_URL}: ${config.problems.join('; ')}`);
  }
  return config;
}

/** Registers what is new or moved, and makes `next` the map in use. */
function applyRemotesMap(next: RemotesConfig): RemotesConfig {
  const fresh: { name: RemoteName; entry: string }[] = [];
  const moved: { name: RemoteName; entry: string }[] = [];
  for (const [name, entry] of Object.entries(next.remotes) as [RemoteName, string][]) {
    const was = registered.get(name);
    if (was === undefined) fresh.push({ name, entry });
    else if (was !== entry) moved.push({ name, entry });
  }
  if (fresh.length > 0) registerRemotes(fresh);
  for (const remote of moved) {
    // force: the runtime removes the old remote (container global, manifest and module caches,
    // its instance) before registering the new address.
    registerRemotes([remote], { force: true });
    generations.set(remote.name, remoteGeneration(remote.name) + 1);
  }
  for (const { name, entry } of [...fresh, ...moved]) registered.set(name, entry);

  // A remote the new answer lacks keeps its last address and version (never worse than before).
  const versions = { ...current?.versions };
  for (const name of Object.keys(next.remotes) as RemoteName[]) {
    if (next.versions[name] === undefined) delete versions[name];
    else versions[name] = next.versions[name];
  }
  current = {
    remotes: { ...current?.remotes, ...next.remotes },
    versions,
    preview: next.preview,
    health: next.health ?? current?.health ?? null,
    problems: next.problems,
  };
  configureHealth(current.health);
  for (const { name } of moved) for (const listener of replacedListeners) listener(name);
  for (const listener of configListeners) listener();
  return current;
}

/** Fetches, validates and registers `/remotes.json` (once; again after a failure). */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  if (!configPromise) {
    lastCheckAt = Date.now();
    configPromise = fetchRemotesMap(true)
      .then(applyRemotesMap)
      .catch((err: unknown) => {
        configPromise = null;
        throw err;
      });
  }
  return configPromise;
}

/**
 * Fetches the map again (a navigation): at most once per CHECK_INTERVAL_MS, and only once the
 * boot fetch has succeeded (until then every area fetches it anyway). Never rejects.
 */
export function checkRemotesMap(now: number = Date.now()): Promise<void> | null {
  if (check) return check;
  if (!current || now - lastCheckAt < CHECK_INTERVAL_MS) return null;
  lastCheckAt = now;
  check = fetchRemotesMap()
    .then((next) => void applyRemotesMap(next))
    .catch((err: unknown) => {
      // The map in use stays; the next navigation tries again.
      console.warn('[remotes] /remotes.json check failed', err);
    })
    .finally(() => {
      check = null;
    });
  return check;
}

/** The check in flight, if any (never rejects): an area that mounts now waits for it. */
export function pendingMapCheck(): Promise<void> | null {
  return check;
}

/** Goes up each time the remote is re-registered at a new address. */
export function remoteGeneration(remote: RemoteName): number {
  return generations.get(remote) ?? 0;
}

/** Called with the remote's name after it moved (its cached components are stale). */
export function onRemoteReplaced(listener: (remote: RemoteName) => void): () => void {
  replacedListeners.add(listener);
  return () => replacedListeners.delete(listener);
}

/** The map in use (null before the first answer). */
export function currentRemotesConfig(): RemotesConfig | null {
  return current;
}

export function subscribeRemotesConfig(listener: () => void): () => void {
  configListeners.add(listener);
  return () => configListeners.delete(listener);
}

/** The release label of the remote in use now (undefined: pinned, or the map has none). */
export function remoteVersion(remote: RemoteName): string | undefined {
  return current?.versions[remote];
}

export interface LoadedRemoteModule<T> {
  module: T;
  /** The release label it was loaded as (undefined for a pinned remote). */
  version: string | undefined;
  generation: number;
}

/** Loads `<remote>/<expose>` with the version it came from; rejects with RemoteUnavailableError. */
export async function loadRemoteModuleVersioned<T, R extends RemoteName = RemoteName>(
  remote: R,
  expose: RemoteExpose<R>,
): Promise<LoadedRemoteModule<T>> {
  let config: RemotesConfig;
  try {
    // The map in use: the boot answer, or a later check's.
    config = currentRemotesConfig() ?? (await loadRemotesConfig());
  } catch (cause) {
    throw new RemoteUnavailableError(remote, 'remote locations unavailable', { cause });
  }
  if (!config.remotes[remote]) {
    throw new RemoteUnavailableError(remote, `not configured in ${REMOTES_CONFIG_URL}`);
  }
  const version = remoteVersion(remote);
  const generation = remoteGeneration(remote);
  // A load overtaken by a re-registration says nothing about either version.
  const report = (kind: 'load' | 'load_error', ms?: number) => {
    if (version !== undefined && remoteGeneration(remote) === generation) {
      reportHealth({ remote, version, kind, ...(ms === undefined ? {} : { ms }) });
    }
  };
  const started = performance.now();
  let mod: T | null | undefined;
  try {
    mod = await loadRemote<T>(`${remote}/${expose}`);
  } catch (cause) {
    report('load_error');
    throw new RemoteUnavailableError(remote, `cannot load ./${expose}`, { cause });
  }
  if (mod == null) {
    report('load_error');
    throw new RemoteUnavailableError(remote, `./${expose} is empty`);
  }
  report('load', performance.now() - started);
  return { module: mod, version, generation };
}

/** Loads `<remote>/<expose>`; rejects with RemoteUnavailableError on any failure. */
export async function loadRemoteModule<T, R extends RemoteName = RemoteName>(remote: R, expose: RemoteExpose<R>): Promise<T> {
  return (await loadRemoteModuleVersioned<T, R>(remote, expose)).module;
}

/** Tests: back to a page that has fetched nothing. */
export function resetRemotesForTests(): void {
  configPromise = null;
  current = null;
  registered.clear();
  generations.clear();
  check = null;
  lastCheckAt = Number.NEGATIVE_INFINITY;
}

/**
 * A page the server drew for its first view (results, a listing) names the files of the remote
 * that takes over, without hints of its own: the photos and styles of the drawn page come first,
 * and the shell, once it runs, has them downloaded while it boots.
 */
export function prefetchSentRemoteFiles(): void {
  const element = typeof document === 'undefined' ? null : document.getElementById(REMOTE_FILES_ELEMENT_ID);
  if (!element) return;
  element.remove();
  let files: unknown;
  try {
    files = JSON.parse(element.textContent ?? '');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    // Only the site's own paths (the server writes them; nothing else is followed).
    if (typeof file !== 'string' || !file.startsWith('/') || file.startsWith('//')) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    document.head.append(link);
  }
}

