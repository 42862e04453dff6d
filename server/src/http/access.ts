import crypto from 'node:crypto';
import net from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ADMIN_ROLES as CONTRACT_ADMIN_ROLES } from '@automercato/api-contract';
import { ApiError, forbidden, unauthenticated } from './errors.js';
import { actorOf, type Actor } from '../audit/index.js';
import { isUuid, normalUuid } from '@automercato/api-contract';

/**
 * Who may call a route is declared on the route (`config: { access: 'user' }`), never
 * buried in a handler. Routes without a declaration are public.
 *  - public: anyone
 *  - user: a signed-in, enabled user
 *  - verified: a signed-in user with a verified e-mail
 *  - dealer: verified, and owner or administrator of the dealer in the path (`:dealerUuid`)
 *  - admin: automercato-admin or super-admin, with a verified e-mail
 *  - developer: an admin; or, with DEV_OUTBOX on, a request from this machine's loopback
 *  - release: a publish token (`Authorization: Bearer amr_…`) of the `:remote` in the path, else
 *    as developer (a team's CI, or `npm run release` on a dev machine)
 * A dealer route that spends money or report units adds `config: { purchase: true }`: the dealer's
 * partita IVA must be confirmed (VIES or an admin's review, migration 025), else 403 code 6.
 * Every answer of a non-public route is `Cache-Control: no-store`: it is about someone. A public
 * route that still answers about whoever asks (the session check, sign-in redirects, metrics)
 * says so with `config: { personal: true }` and gets the same header.
 */
/** Why a dealer whose partita IVA is not confirmed cannot buy (the dealer area shows the same words). */
export const VAT_UNDER_REVIEW = 'La partita IVA del concessionario è in verifica: potrai acquistare piani e report '
  + 'quando sarà confermata (di solito entro un giorno lavorativo). Intanto puoi preparare annunci e impostazioni.';

export type Access = 'public' | 'user' | 'verified' | 'dealer' | 'admin' | 'developer' | 'release';
export const ADMIN_ROLES: ReadonlySet<string> = new Set(CONTRACT_ADMIN_ROLES);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Public, but the answer depends on the caller: never stored by a cache. */
    personal?: boolean;
    /** A dealer's purchase (plan, report package, report): only a dealer whose partita IVA is confirmed. */
    purchase?: boolean;
  }
  interface FastifyRequest {
    /** The publish token that opened an access 'release' route (absent: a developer called it). */
    releaseToken?: { id: string; label: string; remote: string };
  }
}

/** A publish token as the access check needs it, found by the sha256 (hex) of its secret. */
export type ReleaseTokenLookup = (tokenHash: string) => Promise<{ id: string; remote: string; label: string; revoked_at: Date | null } | undefined>;

/** The secret of `Authorization: Bearer <secret>`, if the request carries one. */
export const bearerOf = (request: FastifyRequest): string | null =>
  /^Bearer +([\x21-\x7e]{1,200})$/i.exec(String(request.headers.authorization ?? ''))?.[1] ?? null;

/**
 * The socket's own address, never X-Forwarded-For: a proxy on this machine would make every
 * client look local, so the dev outbox trusts loopback only where it is switched on.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (net.isIPv4(v4) && v4.startsWith('127.'));
}

/** A page the browser navigates to (not the JSON API): a refused guest is sent to sign in instead of shown JSON. */
function isPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|sanctum)(\/|$)/.test(request.url);
}

export interface AccessOptions {
  /** DEV_OUTBOX: developer routes also open to loopback requests. */
  devOutbox: boolean;
  /** Publish tokens of the remotes (access 'release'); without it a bearer token is never valid. */
  releaseTokens?: ReleaseTokenLookup;
}

export const accessPlugin = fp<AccessOptions>(async (app, { devOutbox, releaseTokens }) => {
  // A dealer route without the dealer in its path would refuse everyone: a mistake to catch at start.
  // And the other way round: a route under a dealer's or the admins' path that forgot to declare who
  // may call it would be public.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (route.config?.purchase && access !== 'dealer') throw new Error(`${route.url}: 'purchase' is for access 'dealer'`);
    if (access === 'dealer' && !route.url.includes(':dealerUuid')) {
      throw new Error(`${route.url}: access 'dealer' needs a :dealerUuid path parameter`);
    }
    if (/^\/(api\/)?dealers\/:dealerUuid\//.test(route.url) && access !== 'dealer') {
      throw new Error(`${route.url}: a dealer's route needs access 'dealer'`);
    }
    if (/^\/api\/admin\//.test(route.url) && access !== 'admin') {
      throw new Error(`${route.url}: an admin route needs access 'admin'`);
    }
  });

  // A uuid in the path is spelled one way from here on (the database's lowercase): no handler lowercases it again.
  app.addHook('onRequest', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (params) for (const [name, value] of Object.entries(params)) if (typeof value === 'string' && isUuid(value)) params[name] = normalUuid(value);
  });

  // onRequest, after the session hook: a guest is refused before their input is even validated.
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access ?? 'public';
    if (access === 'public') return;
    if (access === 'release') {
      const secret = bearerOf(request);
      if (secret) {
        // A token opens this route for its own remote only; unknown or revoked is as good as none.
        const token = releaseTokens ? await releaseTokens(crypto.createHash('sha256').update(secret).digest('hex')) : undefined;
        if (!token || token.revoked_at) throw unauthenticated();
        if (token.remote !== String((request.params as { remote?: unknown }).remote ?? '')) {
          throw forbidden(`Questo token pubblica solo le versioni di ${token.remote}.`);
        }
        request.releaseToken = { id: token.id, label: token.label, remote: token.remote };
        return;
      }
    }
    if ((access === 'developer' || access === 'release') && devOutbox && isLoopback(request.socket.remoteAddress)) return;
    const user = request.session?.user;
    if (!user) {
      // A back-end page opened by a guest (a link of the site, SPEC §7): sign in, then come back.
      if (isPage(request)) return reply.redirect(`/signin?redirectTo=${encodeURIComponent(request.url)}`, 303);
      throw unauthenticated();
    }
    if (!user.enabled) throw new ApiError('5');
    if (access === 'user') return;
    if (!user.email_verified_at) throw forbidden('Devi verificare il tuo indirizzo email per continuare.');
    if ((access === 'admin' || access === 'developer' || access === 'release') && !ADMIN_ROLES.has(user.role)) throw forbidden();
    if (access === 'dealer') {
      // Memberships come with the session (no query here, none in the handler).
      const dealerUuid = String((request.params as { dealerUuid?: unknown }).dealerUuid ?? '');
      if (!user.dealerIds.includes(dealerUuid)) throw forbidden('Non gestisci questo concessionario.');
      if (request.routeOptions.config.purchase && !user.purchaseDealerIds.includes(dealerUuid)) throw forbidden(VAT_UNDER_REVIEW);
    }
  });

  app.addHook('onSend', async (request, reply) => {
    const config = request.routeOptions.config;
    if ((config?.access ?? 'public') !== 'public' || config?.personal) reply.header('cache-control', 'no-store');
  });
}, { name: 'access', dependencies: ['session'] });

/** The signed-in admin of an admin route: who (for the audit trail) and whether they act as a super-admin. */
export interface AdminActor extends Actor { id: string; superAdmin: boolean }

export const adminActorOf = (request: FastifyRequest): AdminActor =>
  ({ ...actorOf(request), superAdmin: request.session?.user?.role === 'super-admin' });

/**
 * The one rule for an admin route that changes a user (their account, state or dealerships), checked
 * with the user locked: only a super-admin changes another admin, and a plain admin cannot change its
 * own dealerships (it would give itself a dealer's access, its listings and its money). A super-admin
 * may change its own: it can already grant itself any role, so refusing would protect nothing, and
 * the change is on the audit trail like any other.
 */
export function assertMayChangeUser(actor: AdminActor, user: { id: string; roles: readonly string[] }, change: 'account' | 'dealerships'): void {
  if (actor.superAdmin) return;
  if (user.id === actor.id) {
    if (change === 'dealerships') throw forbidden('Non puoi modificare le tue concessionarie: chiedi a un super amministratore.');
    return;
  }
  if (user.roles.some((role) => ADMIN_ROLES.has(role))) {
    throw forbidden(change === 'dealerships'
      ? 'Solo un super amministratore può modificare le concessionarie di un altro amministratore.'
      : 'Solo un super amministratore può modificare l\'account di un altro amministratore.');
  }
}
