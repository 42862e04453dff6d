/**
 * THE safe-redirect rule of AutoMercato, used by the server (Google's `redirect_to`), the shell
 * (`?redirectTo=` after sign-in) and shell-api (the dealer target page). No imports: the server,
 * the shell and shell-api load it as `@automercato/validation/redirect` without the rest of the
 * package.
 */

/** Resolving against a base that can never be this site's real address shows any escape. */
const BASE = 'https://automercato.invalid';
const MAX_LENGTH = 2000;

/**
 * A same-site path (with query and hash), or null. Only values that start with exactly one '/'
 * are kept: `//evil.example`, `/\evil.example` (browsers read '\' as '/'), `https://…`,
 * `javascript:…`, raw control characters, over-long values and anything that would resolve to
 * another origin are refused.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that normalises to '//host' would be protocol-relative once written back.
  return path.startsWith('//') ? null : path;
}
