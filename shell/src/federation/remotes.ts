/**
 * Run-time registration and loading of the remotes (Module Federation runtime API).
 *
 * - `/remotes.json` is fetched once; a failed fetch is forgotten, so "Riprova" fetches it
 *   again.
 * - `loadRemoteModule` always goes through `loadRemote()`: the runtime forgets failed
 *   manifest/entry loads, so a later attempt really retries (a static `import('mf_x/y')`
 *   would cache the failure for the page's lifetime).
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchWithTimeout } from '@automercato/mf-config/runtime-plugin';
import type { RemoteName } from '@automercato/mf-config/remotes';
import { REMOTES_CONFIG_URL, parseRemotesConfig, type RemotesConfig } from './remotes-config';

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

let configPromise: Promise<RemotesConfig> | null = null;
const registered = new Set<RemoteName>();

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const res = await fetchWithTimeout(REMOTES_CONFIG_URL, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`${REMOTES_CONFIG_URL} answered HTTP ${res.status}`);
  const config = parseRemotesConfig(await res.json(), window.location.href);
  if (config.problems.length > 0) {
    console.warn(`[remotes] ${REMOTES_CONFIG_URL}: ${config.problems.join('; ')}`);
  }
  const fresh = (Object.entries(config.remotes) as [RemoteName, string][])
    .filter(([name]) => !registered.has(name))
    .map(([name, entry]) => ({ name, entry }));
  if (fresh.length > 0) {
    registerRemotes(fresh);
    for (const r of fresh) registered.add(r.name);
  }
  return config;
}

/** Fetches, validates and registers `/remotes.json` (once; again after a failure). */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  if (!configPromise) {
    configPromise = fetchRemotesConfig().catch((err: unknown) => {
      configPromise = null;
      throw err;
    });
  }
  return configPromise;
}

/** Loads `<remote>/<expose>`; rejects with RemoteUnavailableError on any failure. */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  let config: RemotesConfig;
  try {
    config = await loadRemotesConfig();
  } catch (cause) {
    throw new RemoteUnavailableError(remote, 'remote locations unavailable', { cause });
  }
  if (!config.remotes[remote]) {
    throw new RemoteUnavailableError(remote, `not configured in ${REMOTES_CONFIG_URL}`);
  }
  let mod: T | null | undefined;
  try {
    mod = await loadRemote<T>(`${remote}/${expose}`);
  } catch (cause) {
    throw new RemoteUnavailableError(remote, `cannot load ./${expose}`, { cause });
  }
  if (mod == null) throw new RemoteUnavailableError(remote, `./${expose} is empty`);
  return mod;
}
