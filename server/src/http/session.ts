import { route } from './contract.js';
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { ApiError } from './errors.js';

export const SESSION_COOKIE = 'automercato_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Built assets and photos: public, cacheable, never about a session (no lookup, no cookie). */
const PUBLIC_ASSET = /^\/(static|mf|media)\/|^\/favicon\./;
/** A session not remembered at sign-in ends after this long without activity (or with the browser). */
export const UNREMEMBERED_IDLE_HOURS = 12;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  surname: string;
  role: string;
  email_verified_at: Date | null;
  enabled: boolean;
  /** Dealers this user owns or administers (lower-case uuids): the 'dealer' access level reads them. */
  dealerIds: string[];
  /** Those of them whose partita IVA is confirmed (migration 025): only they may buy (`config.purchase`). */
  purchaseDealerIds: string[];
}

export interface Session {
  idHash: string;
  csrfToken: string;
  user: SessionUser | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyContextConfig {
    /**
     * How a non-GET request proves it comes from our pages: 'header' (default, X-XSRF-TOKEN as the
     * web client sends it), 'form' (a server-rendered form's `_token` field, or the header),
     * 'none' (requests signed otherwise, e.g. the payment provider's webhooks), 'bearer' (a request
     * with `Authorization: Bearer` is signed by it, a page cannot send one cross-site; else 'header').
     */
    xsrf?: 'header' | 'form' | 'none' | 'bearer';
  }
}

const isForm = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const token = () => crypto.randomBytes(32).toString('base64url');

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export interface SessionOptions {
  db: Kysely<DB>;
  secureCookies: boolean;
  ttlHours: number;
}

/**
 * Sessions in the style of Laravel Sanctum: an HttpOnly session cookie whose hash is the row
 * id in `sessions`, and a readable XSRF-TOKEN cookie that every non-GET request must echo in
 * X-XSRF-TOKEN (419 otherwise).
 */
export const sessionPlugin = fp<SessionOptions>(async (app, { db, secureCookies, ttlHours }) => {
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: secureCookies };
  const ttlMs = ttlHours * 3600_000;
  const lifetime = (remember: boolean) => (remember ? ttlMs : Math.min(ttlMs, UNREMEMBERED_IDLE_HOURS * 3600_000));

  /** A remembered session's cookies outlive the browser; the others are browser-session cookies. */
  function setCookies(reply: FastifyReply, sessionToken: string, csrfToken: string, remember: boolean) {
    const expires = remember ? { expires: new Date(Date.now() + ttlMs) } : {};
    reply.setCookie(SESSION_COOKIE, sessionToken, { ...cookieBase, httpOnly: true, ...expires });
    reply.setCookie(XSRF_COOKIE, csrfToken, { ...cookieBase, httpOnly: false, ...expires });
  }

  async function createSession(request: FastifyRequest, reply: FastifyReply, userId: string | null, remember = true): Promise<Session> {
    const sessionToken = token();
    const csrfToken = token();
    const idHash = sha256(sessionToken);
    await db.insertInto('sessions').values({
      id_hash: idHash,
      user_id: userId,
      csrf_token: csrfToken,
      ip: request.ip,
      user_agent: request.headers['user-agent']?.slice(0, 400) ?? null,
      expires_at: new Date(Date.now() + lifetime(remember)),
      remember,
    }).execute();
    setCookies(reply, sessionToken, csrfToken, remember);
    return { idHash, csrfToken, user: null };
  }

  app.decorateRequest('session', null);

  // Expired sessions are swept by the 'session-sweep' job (src/jobs), hourly.

  app.decorateReply('startSession', async function (this: FastifyReply, userId: string | null, options: { remember?: boolean } = {}) {
    // The id changes at every sign-in (session fixation): the old row goes, a new one comes.
    const previous = this.request.session;
    if (previous) await db.deleteFrom('sessions').where('id_hash', '=', previous.idHash).execute();
    this.request.session = await createSession(this.request, this, userId, options.remember ?? true);
    return this.request.session;
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const current = this.request.session;
    if (current) await db.deleteFrom('sessions').where('id_hash', '=', current.idHash).execute();
    this.request.session = null;
    this.clearCookie(SESSION_COOKIE, { path: '/' });
    this.clearCookie(XSRF_COOKIE, { path: '/' });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) && PUBLIC_ASSET.test(request.url)) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (raw && raw.length < 200) {
      const row = await db
        .selectFrom('sessions')
        .leftJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id_hash', 'sessions.csrf_token', 'sessions.last_seen_at', 'sessions.remember',
          'users.id as user_id', 'users.email', 'users.name', 'users.surname', 'users.role',
          'users.email_verified_at', 'users.enabled',
          // The memberships /api/user lists as `dealers`, loaded here in the same round trip.
          sql<string[]>`array(select m.dealer_id::text from dealer_memberships m where m.user_id = users.id)`.as('dealer_ids'),
          sql<string[]>`array(select m.dealer_id::text from dealer_memberships m join dealers d on d.id = m.dealer_id
            where m.user_id = users.id and d.vat_confirmation = 'confirmed')`.as('purchase_dealer_ids'),
        ])
        .where('sessions.id_hash', '=', sha256(raw))
        .where('sessions.expires_at', '>', new Date())
        .executeTakeFirst();
      if (row) {
        request.session = {
          idHash: row.id_hash,
          csrfToken: row.csrf_token,
          user: row.user_id
            ? {
                id: row.user_id, email: row.email!, name: row.name!, surname: row.surname!, role: row.role!,
                email_verified_at: row.email_verified_at ?? null, enabled: row.enabled!,
                dealerIds: (row.dealer_ids ?? []).map((id) => id.toLowerCase()),
                purchaseDealerIds: (row.purchase_dealer_ids ?? []).map((id) => id.toLowerCase()),
              }
            : null,
        };
        // Sliding expiry, written at most every few minutes to keep reads cheap; a remembered
        // session's cookies slide with it.
        if (Date.now() - new Date(row.last_seen_at).getTime() > 5 * 60_000) {
          await db.updateTable('sessions')
            .set({ last_seen_at: new Date(), expires_at: new Date(Date.now() + lifetime(row.remember)) })
            .where('id_hash', '=', row.id_hash).execute();
          if (row.remember) setCookies(reply, raw, row.csrf_token, true);
        }
      }
    }
    if (SAFE_METHODS.has(request.method)) return;
    const xsrf = request.routeOptions.config?.xsrf ?? 'header';
    // Signed by its sender instead (the payment provider's webhooks): no session, no token.
    if (xsrf === 'none') return;
    // A publish token (access 'release' checks it): the release CLI has no session.
    if (xsrf === 'bearer' && /^Bearer /i.test(String(request.headers.authorization ?? ''))) return;
    // An HTML form cannot set a header: its token is a field, checked once the body is parsed (below).
    if (xsrf === 'form' && isForm(request)) return;
    const header = request.headers['x-xsrf-token'];
    let sent = '';
    try {
      sent = typeof header === 'string' ? decodeURIComponent(header) : '';
    } catch {
      /* malformed escape: treated as missing */
    }
    if (!request.session || !sent || !safeEqual(sent, request.session.csrfToken)) {
      throw new ApiError('1', 'La sessione è scaduta o il token di sicurezza non è valido. Ricarica la pagina e riprova.', null, 419);
    }
  });

  // Server-rendered forms (routes with `xsrf: 'form'`) send the token as the `_token` field.
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.xsrf !== 'form' || !isForm(request)) return;
    const sent = (request.body as { _token?: unknown } | null)?._token;
    if (!request.session || typeof sent !== 'string' || !sent || !safeEqual(sent, request.session.csrfToken)) {
      throw new ApiError('1', 'La sessione è scaduta o il token di sicurezza non è valido. Ricarica la pagina e riprova.', null, 419);
    }
  });

  route(app, 'GET /sanctum/csrf-cookie', {}, async (request, reply) => {
    if (!request.session) {
      // A guest's session is not remembered: browser-session cookies, the short idle life.
      request.session = await createSession(request, reply, null, false);
    } else {
      // Re-send the cookie so a client that lost it gets it back; the session stays the same.
      reply.setCookie(XSRF_COOKIE, request.session.csrfToken, { ...cookieBase, httpOnly: false });
    }
    return reply.code(204).send(null);
  });
}, { name: 'session', dependencies: ['@fastify/cookie'] });

declare module 'fastify' {
  interface FastifyReply {
    /** `remember: false` ("Resta connesso" not ticked): browser-session cookies, 12 h idle at most. */
    startSession(userId: string | null, options?: { remember?: boolean }): Promise<Session>;
    endSession(): Promise<void>;
  }
}

/** Expired sessions (mostly guests who fetched a token once): the hourly 'session-sweep' job. */
export async function sweepExpiredSessions(db: Kysely<DB>): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
