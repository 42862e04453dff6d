/**
 * A same-site path to go back to after sign-in, or null. Only paths that start with exactly one
 * '/' are kept: `//evil.example`, `/\evil.example`, `https://…`, control characters and anything
 * that would resolve to another origin are refused.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read '\' as '/', so '/\evil.example' is protocol-relative; no raw control characters either.
  if (value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'https://automercato.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}
