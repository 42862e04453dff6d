/**
 * The federated remotes of AutoMercato: pure data, safe to import from browser code
 * (the shell validates `/remotes.json` against it) and from build configs.
 */

/** Short area key → federation container name (the key used in `/remotes.json`). */
export const REMOTES = {
  search: 'mf_search',
  listing: 'mf_listing',
  dealer: 'mf_dealer',
  carfax: 'mf_carfax',
  admin: 'mf_admin',
} as const;

export type RemoteKey = keyof typeof REMOTES;
export type RemoteName = (typeof REMOTES)[RemoteKey];

export const REMOTE_NAMES: readonly RemoteName[] = Object.values(REMOTES);

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** The federation name of the host. */
export const SHELL_NAME = 'shell';

/**
 * Local development ports (`pnpm --filter <app> dev`). The API server itself listens on
 * 3000; the shell's dev server proxies `/api`, `/sanctum` and `/media` to it.
 */
export const DEV_PORTS = {
  shell: 3010,
  search: 3011,
  listing: 3012,
  dealer: 3013,
  carfax: 3014,
  admin: 3015,
} as const satisfies Record<'shell' | RemoteKey, number>;

export const API_DEV_ORIGIN = 'http://localhost:3000';

export const MANIFEST_FILE = 'mf-manifest.json';

