import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { DB } from './db/schema.js';
import { Lookups } from './catalog/lookups.js';
import { parseQueryString } from './http/query-string.js';
import { errorHandlerPlugin } from './http/error-handler.js';
import { sessionPlugin } from './http/session.js';
import { accessPlugin } from './http/access.js';
import { lookupsPlugin } from './plugins/lookups.js';
import { listingsPlugin } from './plugins/listings.js';
import { dealersPlugin } from './plugins/dealers.js';
import { platformPlugin } from './plugins/platform.js';
import { userPlugin } from './plugins/user.js';
import { authPlugin } from './plugins/auth.js';
import { devPlugin } from './plugins/dev.js';
import { favouritesPlugin } from './plugins/favourites.js';
import { messagesPlugin } from './plugins/messages.js';
import { seoPlugin } from './plugins/seo.js';
import { socialPlugin } from './plugins/social.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { mediaPlugin } from './plugins/media.js';
import { webPlugin } from './plugins/web.js';
import { TtlCache } from './http/ttl-cache.js';
import type { Counters } from './plugins/platform.js';
import { securityHeadersPlugin } from './http/security-headers.js';
import { openApiPlugin } from './http/openapi.js';

declare module 'fastify' {
  interface FastifyInstance {
    caches: { searchCounts: TtlCache<number>; counters: TtlCache<Counters> };
  }
}

export interface AppOptions {
  db: Kysely<DB>;
  config: Pick<Config, 'secureCookies' | 'sessionTtlHours' | 'webRoot' | 'remotes' | 'logLevel' | 'appUrl' | 'smtpUrl' | 'mailFrom' | 'hibpUrl' | 'google' | 'mailRateLimit'>;
  /** Tests pass their own (e.g. one pointing at a local SMTP server). */
  mailer?: Mailer;
  logger?: boolean;
  /** Search totals stop here (tests lower it). */
  countCap?: number;
}

/** The whole HTTP surface: one plugin per area over one data layer. */
export async function buildApp({ db, config, logger = true, countCap, mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom }) }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    routerOptions: { querystringParser: parseQueryString },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', verbose: true } },
  });
  const lookups = await Lookups.load(db);
  // Expensive, slightly-stale-is-fine answers; code that changes listings calls clear().
  const caches = { searchCounts: new TtlCache<number>(60_000), counters: new TtlCache<Counters>(60_000) };
  app.decorate('caches', caches);

  await app.register(errorHandlerPlugin);
  // Before any route: the OpenAPI document is collected from the routes as they are added.
  await app.register(openApiPlugin);
  await app.register(securityHeadersPlugin, { remotes: config.remotes, https: config.secureCookies });
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, { db, secureCookies: config.secureCookies, ttlHours: config.sessionTtlHours });
  await app.register(accessPlugin);
  await app.register(webPlugin, { webRoot: config.webRoot, remotes: config.remotes });

  await app.register(lookupsPlugin, { db, lookups });
  await app.register(listingsPlugin, { db, lookups, counts: caches.searchCounts, countCap });
  await app.register(dealersPlugin, { db });
  await app.register(platformPlugin, { db, counters: caches.counters });
  const accounts = { db, mailer, appUrl: config.appUrl, hibpUrl: config.hibpUrl };
  await app.register(authPlugin, { ...accounts, rateLimit: config.mailRateLimit });
  await app.register(userPlugin, accounts);
  await app.register(socialPlugin, { db, google: config.google, appUrl: config.appUrl, secureCookies: config.secureCookies });
  await app.register(favouritesPlugin, { db, lookups });
  await app.register(messagesPlugin, { db, lookups, mailer, appUrl: config.appUrl, rateLimit: config.mailRateLimit });
  await app.register(seoPlugin, { db, lookups, appUrl: config.appUrl, webRoot: config.webRoot });
  if (mailer.mode === 'outbox') await app.register(devPlugin, { db });
  await app.register(mediaPlugin);
  return app;
}
