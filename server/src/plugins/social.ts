import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { safeRedirectPath } from '@automercato/validation/redirect';

/**
 * Sign-in with Google (OpenID Connect, authorization code + PKCE).
 *
 *   GET /api/auth/providers        → ok({ google }) so the client shows the button only when configured
 *   GET /social/redirect/google    → 302 to Google (state, nonce and PKCE verifier kept in a signed cookie)
 *   GET /social/callback/google    → validates the answer, finds/links/creates the user, starts the session
 *
 * The callback never answers with an error page: every failure is a 302 to `/signin?error=google`
 * (`/signin?error=disabled` for a disabled account), logged on the server.
 */

export interface SocialPluginOptions {
  db: Kysely<DB>;
  google: Config['google'];
  /** Public address of the site (no trailing slash): the redirect URI is `${appUrl}/social/callback/google`. */
  appUrl: string;
  secureCookies: boolean;
}

export const NOT_CONFIGURED_MESSAGE = 'Accesso con Google non configurato.';
const FAILURE_URL = '/signin?error=google';
const DISABLED_URL = '/signin?error=disabled';
const STATE_COOKIE = 'automercato_oauth_google';
const STATE_COOKIE_PATH = '/social';
const STATE_TTL_SECONDS = 10 * 60;
const SCOPE = 'openid email profile';
const DISCOVERY_TIMEOUT_SECONDS = 10;

// The one safe-redirect rule of the platform (also used by the shell and shell-api).
export { safeRedirectPath };

// ---------------------------------------------------------------------------------------------
// The pending authorization request, in a cookie the browser cannot forge (HMAC-SHA256).

interface PendingLogin {
  state: string;
  nonce: string;
  verifier: string;
  redirectTo: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

// One random secret per process unless APP_KEY is set (needed when several processes serve the site).
const processSecret = crypto.randomBytes(32);

function stateKey(): Buffer {
  const secret = process.env.APP_KEY ? Buffer.from(process.env.APP_KEY) : processSecret;
  return crypto.createHmac('sha256', secret).update('automercato/social-login-state/v1').digest();
}

function mac(key: Buffer, payload: string): Buffer {
  return crypto.createHmac('sha256', key).update(`google.${payload}`).digest();
}

function seal(key: Buffer, pending: PendingLogin): string {
  const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

function unseal(key: Buffer, value: string | undefined, now = Date.now()): PendingLogin | null {
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

// ---------------------------------------------------------------------------------------------
// Accounts.

interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  surname: string;
}

type Resolution =
  | { outcome: 'signed-in'; userId: string; how: 'subject' | 'linked' | 'created' }
  | { outcome: 'disabled'; userId: string }
  | { outcome: 'refused'; reason: string };

function text(value: unknown, max = 255): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

function identityFrom(claims: oidc.IDToken): GoogleIdentity {
  const email = text(claims.email, 320);
  return {
    subject: claims.sub,
    email: email.includes('@') ? email : null,
    // Google sends a boolean; some providers send the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: text(claims.given_name) || text(claims.name),
    surname: text(claims.family_name),
  };
}

/**
 * The account rules: the Google subject first; then an existing account with the same e-mail,
 * linked only when Google says the e-mail is verified; otherwise a new customer.
 */
async function resolveUser(db: Kysely<DB>, identity: GoogleIdentity): Promise<Resolution> {
  return db.transaction().execute(async (trx): Promise<Resolution> => {
    const bySubject = await trx.selectFrom('users').select(['id', 'enabled'])
      .where('google_subject', '=', identity.subject).executeTakeFirst();
    if (bySubject) {
      return bySubject.enabled
        ? { outcome: 'signed-in', userId: bySubject.id, how: 'subject' }
        : { outcome: 'disabled', userId: bySubject.id };
    }
    if (!identity.email) return { outcome: 'refused', reason: 'the ID token carries no e-mail' };

    const byEmail = await trx.selectFrom('users').select(['id', 'enabled', 'google_subject'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', identity.email!.toLowerCase()))
      .executeTakeFirst();
    if (byEmail) {
      if (!identity.emailVerified) return { outcome: 'refused', reason: 'unverified Google e-mail matches an existing account' };
      if (byEmail.google_subject) return { outcome: 'refused', reason: 'the account is linked to another Google identity' };
      if (!byEmail.enabled) return { outcome: 'disabled', userId: byEmail.id };
      const now = new Date();
      await trx.updateTable('users')
        .set((eb) => ({
          google_subject: identity.subject,
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
          updated_at: now,
        }))
        .where('id', '=', byEmail.id)
        .execute();
      return { outcome: 'signed-in', userId: byEmail.id, how: 'linked' };
    }

    const created = await trx.insertInto('users').values({
      email: identity.email,
      password_hash: null,
      name: identity.name,
      surname: identity.surname,
      role: 'customer',
      // Google accounts nearly always have a verified address; an unverified one stays unverified here too.
      email_verified_at: identity.emailVerified ? new Date() : null,
      google_subject: identity.subject,
      // The sign-in page says that continuing with Google accepts the terms and privacy notice.
      terms_accepted_at: new Date(),
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: created.id, role: 'customer' }).execute();
    return { outcome: 'signed-in', userId: created.id, how: 'created' };
  });
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

// ---------------------------------------------------------------------------------------------
// Provider configuration.

/** Plain http is allowed only for an issuer on this machine (tests, local mock providers). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

function discoverer(google: NonNullable<Config['google']>, log: FastifyBaseLogger) {
  let pending: Promise<oidc.Configuration> | null = null;
  return (): Promise<oidc.Configuration> => {
    // Discovered lazily on first use and kept; a failure is not cached, the next sign-in retries.
    pending ??= (async () => {
      const issuer = new URL(google.issuer);
      const configuration = await oidc.discovery(issuer, google.clientId, google.clientSecret, undefined, {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
      });
      log.info({ issuer: configuration.serverMetadata().issuer }, 'OpenID provider discovered');
      return configuration;
    })().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const extra = error as Error & { code?: unknown; error?: unknown; error_description?: unknown };
  return {
    name: error.name, message: error.message, code: extra.code,
    oauthError: extra.error, oauthErrorDescription: extra.error_description,
  };
}

export const socialPlugin: FastifyPluginAsync<SocialPluginOptions> = async (app, { db, google, appUrl, secureCookies }) => {
  if (!app.hasReplyDecorator('startSession')) {
    throw new Error('socialPlugin needs the session plugin (reply.startSession) registered first');
  }
  const redirectUri = `${appUrl.replace(/\/+$/, '')}/social/callback/google`;
  const discover = google ? discoverer(google, app.log) : null;
  const key = stateKey();
  const cookieOptions = {
    path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: secureCookies,
  };

  app.get('/api/auth/providers', async () => ok({ google: google !== null }));

  app.get('/social/redirect/google', async (request: FastifyRequest<{ Querystring: { redirect_to?: unknown } }>, reply) => {
    if (!discover) throw notFound(NOT_CONFIGURED_MESSAGE);
    reply.header('cache-control', 'no-store');
    let configuration: oidc.Configuration;
    try {
      configuration = await discover();
    } catch (error) {
      request.log.error({ issuer: google?.issuer, cause: describeError(error) }, 'Google sign-in: OpenID discovery failed');
      return reply.redirect(FAILURE_URL);
    }
    const verifier = oidc.randomPKCECodeVerifier();
    const pending: PendingLogin = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier,
      redirectTo: safeRedirectPath(request.query?.redirect_to) ?? '/',
      exp: Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS,
    };
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    reply.setCookie(STATE_COOKIE, seal(key, pending), { ...cookieOptions, maxAge: STATE_TTL_SECONDS });
    return reply.redirect(authorizationUrl.href);
  });

  app.get('/social/callback/google', async (request, reply: FastifyReply) => {
    if (!discover) throw notFound(NOT_CONFIGURED_MESSAGE);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    // The pending request is single-use, whatever happens next.
    const pending = unseal(key, request.cookies[STATE_COOKIE]);
    if (request.cookies[STATE_COOKIE] !== undefined) reply.clearCookie(STATE_COOKIE, cookieOptions);

    const fail = (level: 'info' | 'warn' | 'error', message: string, details: Record<string, unknown> = {}) => {
      request.log[level](details, `Google sign-in refused: ${message}`);
      return reply.redirect(FAILURE_URL);
    };

    const queryAt = request.url.indexOf('?');
    const params = new URLSearchParams(queryAt >= 0 ? request.url.slice(queryAt + 1) : '');
    const providerError = params.get('error');
    if (providerError) {
      return fail(providerError === 'access_denied' ? 'info' : 'warn', `provider answered ${providerError}`,
        { description: params.get('error_description')?.slice(0, 300) });
    }
    if (!pending) return fail('warn', 'missing, tampered or expired state cookie');

    let identity: GoogleIdentity;
    try {
      const configuration = await discover();
      const currentUrl = new URL(redirectUri);
      currentUrl.search = params.toString();
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) return fail('warn', 'no ID token in the token response');
      identity = identityFrom(claims);
    } catch (error) {
      return fail('warn', 'authorization response or code exchange rejected', { cause: describeError(error) });
    }

    let resolution: Resolution;
    try {
      try {
        resolution = await resolveUser(db, identity);
      } catch (error) {
        // Two callbacks for the same new identity at once: the loser sees the winner's row.
        if (!isUniqueViolation(error)) throw error;
        resolution = await resolveUser(db, identity);
      }
    } catch (error) {
      request.log.error({ err: error }, 'Google sign-in: account lookup failed');
      return reply.redirect(FAILURE_URL);
    }

    if (resolution.outcome === 'refused') return fail('warn', resolution.reason, { subject: identity.subject });
    if (resolution.outcome === 'disabled') {
      request.log.info({ userId: resolution.userId }, 'Google sign-in refused: account disabled');
      return reply.redirect(DISABLED_URL);
    }
    try {
      await reply.startSession(resolution.userId);
    } catch (error) {
      request.log.error({ err: error }, 'Google sign-in: session could not be started');
      return reply.redirect(FAILURE_URL);
    }
    request.log.info({ userId: resolution.userId, how: resolution.how }, 'Google sign-in');
    return reply.redirect(pending.redirectTo);
  });
};
