import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Mailer, Mail } from '../mail/mailer.js';
import { passwordChangedMail, passwordResetMail, verificationMail } from '../mail/templates.js';
import { ok } from '../http/envelope.js';
import { ApiError, gone, notFound } from '../http/errors.js';
import { limitKeys, RateLimiter } from '../http/rate-limit.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { assertAcceptablePassword } from '../auth/password-policy.js';
import { consumeToken, inspectToken, issueToken } from '../auth/tokens.js';
import { assertNotThrottled, recordAttempt } from '../auth/throttle.js';
import { findUserByEmail, presentUser } from '../auth/users.js';

export interface AuthOptions {
  db: Kysely<DB>;
  mailer: Mailer;
  appUrl: string;
  hibpUrl: string | null;
  /** Sign-ups and recovery mails per address in 15 minutes. */
  rateLimit: number;
}

const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const password = { type: 'string', minLength: 1, maxLength: 1024 } as const;
const name = { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' } as const;
const token = { type: 'string', minLength: 1, maxLength: 200 } as const;

const SAME_ANSWER = 'Se l\'indirizzo è registrato, riceverai a breve un\'email con le istruzioni.';

/**
 * E-mail and password accounts: sign-up, sign-in/out, e-mail verification and password
 * recovery with single-use links valid 60 minutes.
 */
export const authPlugin: FastifyPluginAsync<AuthOptions> = async (app, { db, mailer, appUrl, hibpUrl, rateLimit }) => {
  // Per address: sign-ups and recovery mails (each reveals or sends something).
  const mailLimiter = new RateLimiter(db, rateLimit, 15 * 60_000);
  // A hash to verify against when the e-mail is unknown, so both failures take as long.
  const decoy = hashPassword('decoy-password-never-matches');

  /** Mail is sent after the answer: a slow SMTP server must not tell whether an address exists. */
  function sendLater(request: FastifyRequest, mail: Mail) {
    mailer.send(mail).catch((error: unknown) => request.log.error({ err: error }, 'mail not sent'));
  }

  async function sendVerification(userId: string, to: string, userName: string) {
    const raw = await issueToken(db, 'email_verification_tokens', userId);
    return verificationMail(to, userName, `${appUrl}/api/email/verify/${raw}`);
  }

  app.post<{ Body: { name: string; surname: string; email: string; password: string; password_confirmation?: string; phone?: string; terms: true } }>(
    '/api/register-customer', {
      schema: {
        body: {
          type: 'object', required: ['name', 'surname', 'email', 'password', 'terms'],
          properties: {
            name, surname: name, email, password, password_confirmation: password, phone: { type: 'string', maxLength: 30 },
            // The terms and privacy notice, accepted on the form: recorded with its time.
            terms: { const: true },
          },
        },
      },
    }, async (request, reply) => {
      await mailLimiter.check(limitKeys.signUp(request.ip));
      const body = request.body;
      await assertAcceptablePassword(body.password, body.password_confirmation, hibpUrl);
      if (await findUserByEmail(db, body.email)) throw new ApiError('A3');
      const hash = await hashPassword(body.password);
      const user = await db.transaction().execute(async (trx) => {
        const created = await trx.insertInto('users').values({
          email: body.email.trim(), password_hash: hash, name: body.name.trim(), surname: body.surname.trim(),
          phone: body.phone?.trim() || null, role: 'customer', terms_accepted_at: new Date(),
        }).returning(['id', 'email', 'name']).executeTakeFirstOrThrow();
        await trx.insertInto('user_roles').values({ user_id: created.id, role: 'customer' }).execute();
        return created;
      }).catch((error: { code?: string }) => {
        if (error.code === '23505') throw new ApiError('A3'); // lost a race for the same e-mail
        throw error;
      });
      sendLater(request, await sendVerification(user.id, user.email, user.name));
      await reply.startSession(user.id);
      return reply.code(201).send(ok(await presentUser(db, user.id)));
    });

  app.post<{ Body: { email: string; password: string; remember?: boolean } }>('/api/login', {
    schema: {
      body: {
        type: 'object', required: ['email', 'password'],
        properties: { email: { type: 'string', minLength: 1, maxLength: 254 }, password, remember: { type: 'boolean' } },
      },
    },
  }, async (request, reply) => {
    const { email: address, password: given } = request.body;
    await assertNotThrottled(db, address, request.ip);
    const user = await findUserByEmail(db, address);
    const matches = await verifyPassword(given, user?.password_hash ?? (await decoy));
    await recordAttempt(db, address, request.ip, Boolean(user && matches));
    if (!user || !matches) throw new ApiError('A1');
    if (!user.enabled) throw new ApiError('5', 'Il tuo account è stato disabilitato. Contatta l\'assistenza di AutoMercato.');
    // "Resta connesso": a client that does not say keeps the remembered session of before.
    await reply.startSession(user.id, { remember: request.body.remember !== false });
    return ok(await presentUser(db, user.id));
  });

  app.post('/api/logout', async (request, reply) => {
    await reply.endSession();
    return ok(null);
  });

  // The link in the verification mail: a GET a mail client opens, answered with a redirect.
  app.get<{ Params: { token: string } }>('/api/email/verify/:token', {
    schema: { params: { type: 'object', properties: { token }, required: ['token'] } },
  }, async (request, reply) => {
    const userId = await consumeToken(db, 'email_verification_tokens', request.params.token);
    if (!userId) return reply.redirect('/email-token-expired');
    await db.updateTable('users').set({ email_verified_at: new Date(), updated_at: new Date() })
      .where('id', '=', userId).where('email_verified_at', 'is', null).execute();
    return reply.redirect('/email-verified?verified=1');
  });

  app.post('/api/email/verification-notification', { config: { access: 'user' } }, async (request) => {
    const user = request.session!.user!;
    if (user.email_verified_at) return ok({ already_verified: true });
    await mailLimiter.check(`verify:${user.id}`);
    sendLater(request, await sendVerification(user.id, user.email, user.name));
    return ok({ already_verified: false, message: 'Ti abbiamo inviato una nuova email di conferma.' });
  });

  // From the "link expired" page, signed in or not: same answer whether or not the address exists.
  app.post<{ Body: { email?: string } }>('/api/verify-email/renew', {
    schema: { body: { type: 'object', properties: { email } } },
  }, async (request) => {
    await mailLimiter.check(`renew:${request.ip}`);
    const signedIn = request.session?.user;
    const user = signedIn ? await findUserByEmail(db, signedIn.email)
      : request.body?.email ? await findUserByEmail(db, request.body.email) : undefined;
    if (user && !user.email_verified_at && user.enabled) sendLater(request, await sendVerification(user.id, user.email, user.name));
    return ok({ message: SAME_ANSWER });
  });

  app.post<{ Body: { email: string } }>('/api/forgot-password', {
    schema: { body: { type: 'object', required: ['email'], properties: { email } } },
  }, async (request) => {
    await mailLimiter.check(`forgot:${request.ip}`);
    const user = await findUserByEmail(db, request.body.email);
    if (user?.enabled) {
      const raw = await issueToken(db, 'password_reset_tokens', user.id);
      sendLater(request, passwordResetMail(user.email, user.name, `${appUrl}/password-reset/${raw}`));
    }
    return ok({ message: SAME_ANSWER });
  });

  app.post<{ Body: { token: string } }>('/api/validate-reset-token', {
    schema: { body: { type: 'object', required: ['token'], properties: { token } } },
  }, async (request) => {
    const state = await inspectToken(db, 'password_reset_tokens', request.body.token);
    if (state.status === 'valid') return ok({ valid: true });
    if (state.status === 'unknown') throw notFound('Il link per reimpostare la password non è valido.');
    throw gone('Il link per reimpostare la password è scaduto o è già stato usato.');
  });

  app.post<{ Body: { token: string; password: string; password_confirmation?: string } }>('/api/reset-password', {
    schema: {
      body: {
        type: 'object', required: ['token', 'password'],
        properties: { token, password, password_confirmation: password, email: { type: 'string' } },
      },
    },
  }, async (request) => {
    const { token: raw, password: chosen, password_confirmation: confirmation } = request.body;
    const state = await inspectToken(db, 'password_reset_tokens', raw);
    if (state.status === 'unknown') throw notFound('Il link per reimpostare la password non è valido.');
    if (state.status !== 'valid') throw gone('Il link per reimpostare la password è scaduto o è già stato usato.');
    await assertAcceptablePassword(chosen, confirmation, hibpUrl);
    const hash = await hashPassword(chosen);
    const user = await db.transaction().execute(async (trx) => {
      const userId = await consumeToken(trx, 'password_reset_tokens', raw);
      if (!userId) throw gone('Il link per reimpostare la password è scaduto o è già stato usato.');
      // Opening the reset link proves the mailbox, too.
      const updated = await trx.updateTable('users').set((eb) => ({
        password_hash: hash, updated_at: new Date(), email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(new Date())),
      })).where('id', '=', userId).returning(['id', 'email', 'name']).executeTakeFirstOrThrow();
      // A new password ends every session: whoever knew the old one is out.
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await trx.deleteFrom('login_attempts').where((eb) => eb(eb.fn('lower', ['email']), '=', updated.email.toLowerCase())).execute();
      return updated;
    });
    sendLater(request, passwordChangedMail(user.email, user.name));
    return ok({ message: 'La password è stata aggiornata. Ora puoi accedere.' });
  });
};
