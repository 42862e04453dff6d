/**
 * Query strings as the web client sends them: `power_type[]=diesel&power_type[]=gpl` and
 * repeated keys both become arrays; `key[0]=…` is read like `key[]`. The result has no
 * prototype, so `__proto__` is just a key.
 */
export function parseQueryString(input: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(input)) {
    const match = /^(.+?)\[\d*\]$/.exec(rawKey);
    const key = match ? match[1]! : rawKey;
    const existing = out[key];
    if (match) {
      out[key] = Array.isArray(existing) ? [...existing, value] : existing === undefined ? [value] : [existing, value];
    } else if (existing === undefined) {
      out[key] = value;
    } else {
      out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  }
  return out;
}
