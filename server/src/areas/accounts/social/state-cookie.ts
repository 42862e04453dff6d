import crypto from 'node:crypto';
import { safeRedirectPath } from '@automercato/validation/redirect';

/**
 * The pending authorization request (state, nonce, PKCE verifier, where to go back), kept in a
 * cookie the browser cannot forge (HMAC-SHA256), single-use and short-lived.
 */
export interface PendingLogin {
  state: string;
  nonce: string;
  verifier: string;
  redirectTo: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

export const STATE_COOKIE = 'automercato_oauth_google';
export const STATE_COOKIE_PATH = '/social';
export const STATE_TTL_SECONDS = 10 * 60;

// One random secret per process unless APP_KEY is set (needed when several processes serve the site).
const processSecret = crypto.randomBytes(32);

export function stateKey(): Buffer {
  const secret = process.env.APP_KEY ? Buffer.from(process.env.APP_KEY) : processSecret;
  return crypto.createHmac('sha256', secret).update('automercato/social-login-state/v1').digest();
}

function mac(key: Buffer, payload: string): Buffer {
  return crypto.createHmac('sha256', key).update(`google.${payload}`).digest();
}

export function seal(key: Buffer, pending: PendingLogin): string {
  const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The pending request, or null when the cookie is missing, tampered with or expired. */
export function unseal(key: Buffer, value: string | undefined, now = Date.now()): PendingLogin | null {
  if (!value || value.length > 4096) return null;
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = mac(key, payload);
  if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PendingLogin>;
    if (typeof data.state !== 'string' || typeof data.nonce !== 'string' || typeof data.verifier !== 'string'
      || typeof data.exp !== 'number' || data.exp * 1000 < now) return null;
    return {
      state: data.state, nonce: data.nonce, verifier: data.verifier, exp: data.exp,
      redirectTo: safeRedirectPath(data.redirectTo) ?? '/',
    };
  } catch {
    return null;
  }
}
