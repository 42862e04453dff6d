/**
 * `/remotes.json`: where each remote is deployed, read at boot (and again on navigation, see
 * follow.ts) so a team can release its remote without rebuilding the shell. Shape:
 *   { "remotes": { "mf_search": "/mf/search/3/mf-manifest.json", ... },
 *     "versions": { "mf_search": "3", ... }, "preview": { "mf_search": "4" },
 *     "health": { "url": "/api/remote-health", "sample": 1 } }
 * `remotes` values are manifest (`.json`) or remote entry (`.js`) URLs, absolute or relative to
 * the page. Unknown names are ignored; a known name that is missing or invalid leaves that
 * remote's areas on their fallback while the rest of the site works. `versions`, `preview` and
 * `health` are optional (a development server sends `remotes` only): what does not validate is
 * left out, never fatal.
 */
import { REMOTE_NAMES, isRemoteName, type RemoteName } from '@automercato/mf-config/remotes';

export const REMOTES_CONFIG_URL = '/remotes.json';

export interface RemotesConfig {
  /** Absolute URL of each configured remote. */
  remotes: Partial<Record<RemoteName, string>>;
  /** The release label each remote's address stands for (a pinned remote has none). */
  versions: Partial<Record<RemoteName, string>>;
  /** The versions this tab previews (granted to an admin only; empty otherwise). */
  preview: Partial<Record<RemoteName, string>>;
  /** Where the health beacon goes and the share of tabs that send it; null: no beacon. */
  health: { url: string; sample: number } | null;
  /** Problems found while validating (logged, never fatal). */
  problems: string[];
}

/** The release label's shape (RELEASE_VERSION_PATTERN of the contract). */
const VERSION = /^[0-9][0-9a-z.-]{0,39}$/;

function labels(value: unknown): Partial<Record<RemoteName, string>> {
  const out: Partial<Record<RemoteName, string>> = {};
  if (!isPlainObject(value)) return out;
  for (const [name, version] of Object.entries(value)) {
    if (isRemoteName(name) && typeof version === 'string' && VERSION.test(version)) out[name] = version;
  }
  return out;
}

function health(value: unknown, base: string): RemotesConfig['health'] {
  if (!isPlainObject(value) || typeof value['url'] !== 'string' || typeof value['sample'] !== 'number') return null;
  const sample = value['sample'];
  if (!Number.isFinite(sample) || sample < 0 || sample > 1) return null;
  try {
    const url = new URL(value['url'], base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { url: url.href, sample };
  } catch {
    return null;
  }
}

export class RemotesConfigError extends Error {
  override name = 'RemotesConfigError';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validate the parsed JSON; `base` resolves relative URLs (normally location.href). */
export function parseRemotesConfig(json: unknown, base: string): RemotesConfig {
  if (!isPlainObject(json) || !isPlainObject(json['remotes'])) {
    throw new RemotesConfigError('remotes.json: expected an object { "remotes": { ... } }');
  }
  const remotes: Partial<Record<RemoteName, string>> = {};
  const problems: string[] = [];
  for (const [name, value] of Object.entries(json['remotes'])) {
    if (!isRemoteName(name)) {
      problems.push(`unknown remote "${name}" ignored`);
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${name}: expected a URL string`);
      continue;
    }
    let url: URL;
    try {
      url = new URL(value.trim(), base);
    } catch {
      problems.push(`${name}: invalid URL "${value}"`);
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      problems.push(`${name}: only http(s) URLs are allowed, got "${url.protocol}"`);
      continue;
    }
    if (!/\.(json|js)$/.test(url.pathname)) {
      problems.push(`${name}: expected a manifest (.json) or remote entry (.js) URL`);
      continue;
    }
    remotes[name] = url.href;
  }
  for (const name of REMOTE_NAMES) {
    if (!(name in remotes) && !problems.some((p) => p.startsWith(`${name}:`))) {
      problems.push(`${name}: not configured`);
    }
  }
  return {
    remotes,
    versions: labels(json['versions']),
    preview: labels(json['preview']),
    health: health(json['health'], base),
    problems,
  };
}
