import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordChangedMail, verificationMail } from '../mail/templates.js';
import { ok } from '../http/envelope.js';
import { ApiError, forbidden } from '../http/errors.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { assertAcceptablePassword } from '../auth/password-policy.js';
import { issueToken } from '../auth/tokens.js';
import { findUserByEmail, presentUser } from '../auth/users.js';

export interface UserOptions {
  db: Kysely<DB>;
  mailer: Mailer;
  appUrl: string;
  hibpUrl: string | null;
}

const name = { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' } as const;

/** The signed-in user's own account: profile, role choice, password. */
export const userPlugin: FastifyPluginAsync<UserOptions> = async (app, { db, mailer, appUrl, hibpUrl }) => {
  // Also the "profile refresh" of SPEC §7 (the shell re-fetches it across tabs).
  app.get('/api/user', { config: { access: 'user' } }, async (request) => ok(await presentUser(db, request.session!.user!.id)));

  // The session check of every page load: the user, or null for a guest with 200, so a guest's
  // browser logs no failed request. /api/user keeps answering 401 to a guest (SPEC §7).
  app.get('/api/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = request.session?.user;
    if (!user) return ok(null);
    if (!user.enabled) throw new ApiError('5');
    return ok(await presentUser(db, user.id));
  });

  app.put<{ Body: { name: string; surname: string; email: string; phone?: string | null } }>('/api/user/profile-information', {
    config: { access: 'user' },
    schema: {
      body: {
        type: 'object', required: ['name', 'surname', 'email'],
        properties: {
          name, surname: name, email: { type: 'string', format: 'email', maxLength: 254 },
          phone: { type: ['string', 'null'], maxLength: 30, pattern: '^[+0-9 ()./-]*$' },
        },
      },
    },
  }, async (request) => {
    const current = request.session!.user!;
    const body = request.body;
    const newEmail = body.email.trim();
    const emailChanged = newEmail.toLowerCase() !== current.email.toLowerCase();
    if (emailChanged) {
      const owner = await findUserByEmail(db, newEmail);
      if (owner && owner.id !== current.id) throw new ApiError('A3');
    }
    await db.updateTable('users').set({
      name: body.name.trim(), surname: body.surname.trim(), phone: body.phone?.trim() || null, email: newEmail,
      updated_at: new Date(), ...(emailChanged ? { email_verified_at: null } : {}),
    }).where('id', '=', current.id).execute();
    if (emailChanged) {
      // A new address must be confirmed again before it counts as verified.
      const raw = await issueToken(db, 'email_verification_tokens', current.id);
      mailer.send(verificationMail(newEmail, body.name, `${appUrl}/api/email/verify/${raw}`))
        .catch((error: unknown) => request.log.error({ err: error }, 'mail not sent'));
    }
    return ok(await presentUser(db, current.id));
  });

  app.post<{ Body: { role: string } }>('/api/private/profile/role', {
    config: { access: 'user' },
    schema: { body: { type: 'object', required: ['role'], properties: { role: { type: 'string', maxLength: 40 } } } },
  }, async (request) => {
    const userId = request.session!.user!.id;
    const held = await db.selectFrom('user_roles').select('role')
      .where('user_id', '=', userId).where('role', '=', request.body.role).executeTakeFirst();
    if (!held) throw forbidden('Non hai questo ruolo sul tuo account.');
    await db.updateTable('users').set({ role: request.body.role, updated_at: new Date() }).where('id', '=', userId).execute();
    return ok(await presentUser(db, userId));
  });

  app.post<{ Body: { current_password: string; password: string; password_confirmation?: string } }>('/api/private/profile/password', {
    config: { access: 'user' },
    schema: {
      body: {
        type: 'object', required: ['current_password', 'password'],
        properties: {
          current_password: { type: 'string', minLength: 1, maxLength: 1024 },
          password: { type: 'string', minLength: 1, maxLength: 1024 },
          password_confirmation: { type: 'string', maxLength: 1024 },
        },
      },
    },
  }, async (request) => {
    const session = request.session!;
    const user = await db.selectFrom('users').select(['id', 'email', 'name', 'password_hash'])
      .where('id', '=', session.user!.id).executeTakeFirstOrThrow();
    // An account made with Google has no password yet: it can set one without a current one.
    if (user.password_hash && !(await verifyPassword(request.body.current_password, user.password_hash))) {
      throw new ApiError('A7', undefined, { errors: { current_password: ['La password attuale non corrisponde.'] } });
    }
    await assertAcceptablePassword(request.body.password, request.body.password_confirmation, hibpUrl);
    const hash = await hashPassword(request.body.password);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: hash, updated_at: new Date() }).where('id', '=', user.id).execute();
      // Every other session of this user ends; this one stays signed in.
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).where('id_hash', '!=', session.idHash).execute();
    });
    mailer.send(passwordChangedMail(user.email, user.name)).catch((error: unknown) => request.log.error({ err: error }, 'mail not sent'));
    return ok({ message: 'Password aggiornata. Gli altri dispositivi sono stati disconnessi.' });
  });
};
