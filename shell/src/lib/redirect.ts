/**
 * Where to go after signing in (`?redirectTo=`): only same-site paths, never another origin.
 * The same rules as the server's `safeRedirectPath` for Google's `redirect_to`.
 */
import { DEALER_AREA_LINK } from '../layout/links';

const BASE = 'https://automercato.invalid';

/**
 * A same-site path (with query and hash), or null: it must start with exactly one '/', with
 * no backslash (browsers read '\' as '/') and no control character, and resolve on this site.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
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
  return path.startsWith('//') ? null : path;
}

/**
 * After signing in: `redirectTo` when it is a same-site path; otherwise the dealer area for
 * the dealer sign-in (`?dealer=true`), home for everyone else.
 */
export function afterSignInPath(query: URLSearchParams): string {
  const target = safeRedirectPath(query.get('redirectTo'));
  if (target) return target;
  return query.get('dealer') === 'true' ? DEALER_AREA_LINK : '/';
}
