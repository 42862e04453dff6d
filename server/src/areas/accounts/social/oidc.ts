import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Config } from '../../../config.js';

/** OpenID Connect with Google: provider discovery and what we keep of an ID token. */

const DISCOVERY_TIMEOUT_SECONDS = 10;

export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  surname: string;
}

function text(value: unknown, max = 255): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

export function identityFrom(claims: oidc.IDToken): GoogleIdentity {
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

/** Plain http is allowed only for an issuer on this machine (tests, local mock providers). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

export function discoverer(google: NonNullable<Config['google']>, log: FastifyBaseLogger) {
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

export type Discover = ReturnType<typeof discoverer>;

export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const extra = error as Error & { code?: unknown; error?: unknown; error_description?: unknown };
  return {
    name: error.name, message: error.message, code: extra.code,
    oauthError: extra.error, oauthErrorDescription: extra.error_description,
  };
}
