import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../../http/contract.js';
import * as oidc from 'openid-client';
import { ok } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { describeError, identityFrom, type Discover, type GoogleIdentity } from './oidc.js';
import type { SocialQueries } from './queries.js';
import { safeRedirectPath } from '@automercato/validation/redirect';
import { resolveGoogleUser, type Resolution } from './service.js';
import { seal, unseal, STATE_COOKIE, STATE_COOKIE_PATH, STATE_TTL_SECONDS, type PendingLogin } from './state-cookie.js';

export const NOT_CONFIGURED_MESSAGE = 'Accesso con Google non configurato.';
const FAILURE_URL = '/signin?error=google';
const DISABLED_URL = '/signin?error=disabled';
const SCOPE = 'openid email profile';

export interface SocialRoutesOptions {
  queries: SocialQueries;
  /** Null when Google is not configured: the routes answer 404 and the button stays hidden. */
  discover: Discover | null;
  issuer: string | undefined;
  /** The registered redirect URI, `${appUrl}/social/callback/google`. */
  redirectUri: string;
  /** Signs the state cookie. */
  key: Buffer;
  secureCookies: boolean;
}

/**
 *   GET /api/auth/providers        → ok({ google }) so the client shows the button only when configured
 *   GET /social/redirect/google    → 302 to Google (state, nonce and PKCE verifier kept in a signed cookie)
 *   GET /social/callback/google    → validates the answer, finds/links/creates the user, starts the session
 *
 * The callback never answers with an error page: every failure is a 302 to `/signin?error=google`
 * (`/signin?error=disabled` for a disabled account), logged on the server.
 */
export function socialRoutes(app: FastifyInstance, { queries, discover, issuer, redirectUri, key, secureCookies }: SocialRoutesOptions): void {
  const cookieOptions = {
    path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: secureCookies,
  };

  route(app, 'GET /api/auth/providers', {}, async () => ok({ google: discover !== null }));

  app.get('/social/redirect/google', { config: { personal: true } }, async (request: FastifyRequest<{ Querystring: { redirect_to?: unknown } }>, reply) => {
    if (!discover) throw notFound(NOT_CONFIGURED_MESSAGE);
    let configuration: oidc.Configuration;
    try {
      configuration = await discover();
    } catch (error) {
      request.log.error({ issuer, cause: describeError(error) }, 'Google sign-in: OpenID discovery failed');
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

  app.get('/social/callback/google', { config: { personal: true } }, async (request, reply: FastifyReply) => {
    if (!discover) throw notFound(NOT_CONFIGURED_MESSAGE);
    reply.header('referrer-policy', 'no-referrer');
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
      resolution = await resolveGoogleUser(queries, identity);
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
}
