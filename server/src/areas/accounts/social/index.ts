import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config.js';
import type { DB } from '../../../db/schema.js';
import { discoverer } from './oidc.js';
import { socialQueries } from './queries.js';
import { socialRoutes } from './routes.js';
import { stateKey } from './state-cookie.js';
import { defineArea } from '../../area.js';

export { safeRedirectPath } from '@automercato/validation/redirect';
export { NOT_CONFIGURED_MESSAGE } from './routes.js';

/**
 * Sign-in with Google (OpenID Connect, authorization code + PKCE). The parts:
 *   redirect.ts      the same-site "go back to" check
 *   state-cookie.ts  the pending request sealed in a cookie (HMAC)
 *   oidc.ts          provider discovery, the identity in an ID token
 *   service.ts       account linking: subject, then a verified e-mail, else a new customer
 *   queries.ts       the users rows it reads and writes
 *   routes.ts        the three routes
 */
export interface SocialPluginOptions {
  db: Kysely<DB>;
  google: Config['google'];
  /** Public address of the site (no trailing slash): the redirect URI is `${appUrl}/social/callback/google`. */
  appUrl: string;
  secureCookies: boolean;
}

export const socialPlugin: FastifyPluginAsync<SocialPluginOptions> = async (app, { db, google, appUrl, secureCookies }) => {
  if (!app.hasReplyDecorator('startSession')) {
    throw new Error('socialPlugin needs the session plugin (reply.startSession) registered first');
  }
  socialRoutes(app, {
    queries: socialQueries(db),
    discover: google ? discoverer(google, app.log) : null,
    issuer: google?.issuer,
    redirectUri: `${appUrl.replace(/\/+$/, '')}/social/callback/google`,
    key: stateKey(),
    secureCookies,
  });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'accounts/social',
  plugin: socialPlugin,
  options: ({ db, appUrl, config }) => ({ db, google: config.google, appUrl, secureCookies: config.secureCookies }),
});
