/** What a failed job's payload must not show on /horizon: credentials and the links that act as them. */
const SECRET_KEY = /password|passwd|token|secret|key|link|url|cookie|authorization/i;
// Reset and verification links inside mail bodies (html/text) are one-click sign-ins.
const SECRET_LINK = /https?:\/\/[^\s"'<>]*(reset|verif|token|signature|password)[^\s"'<>]*/gi;
export const HIDDEN = '[nascosto]';

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 20) return HIDDEN;
  if (typeof value === 'string') return value.replace(SECRET_LINK, HIDDEN);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? HIDDEN : redact(item, depth + 1)]));
  }
  return value;
}
