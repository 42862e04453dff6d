/**
 * `/remotes.json`: where each remote is deployed, read at boot so a team can redeploy its
 * remote without rebuilding the shell. Shape:
 *   { "remotes": { "mf_search": "/mf/search/mf-manifest.json", ... } }
 * Values are manifest (`.json`) or remote entry (`.js`) URLs, absolute or relative to the
 * page. Unknown names are ignored; a known name that is missing or invalid leaves that
 * remote's areas on their fallback while the rest of the site works.
 */
import { REMOTE_NAMES, isRemoteName, type RemoteName } from '@automercato/mf-config/remotes';

export const REMOTES_CONFIG_URL = '/remotes.json';

export interface RemotesConfig {
  /** Absolute URL of each configured remote. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Problems found while validating (logged, never fatal). */
  problems: string[];
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
  return { remotes, problems };
}
