import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { AccountService, PasswordChange, ProfileChange, Registration } from './service.js';

const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const password = { type: 'string', minLength: 1, maxLength: 1024 } as const;
const name = { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' } as const;
const token = { type: 'string', minLength: 1, maxLength: 200 } as const;

/**
 * E-mail and password accounts (sign-up, sign-in/out, e-mail verification, password recovery)
 * and the signed-in user's own account (profile, role choice, password).
 */
export function accountRoutes(app: FastifyInstance, { accounts }: { accounts: AccountService }): void {
  app.post<{ Body: Registration }>('/api/register-customer', {
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
    const userId = await accounts.register(request.body, request.ip, request.log);
    await reply.startSession(userId);
    return reply.code(201).send(ok(await accounts.profile(userId)));
  });

  app.post<{ Body: { email: string; password: string; remember?: boolean } }>('/api/login', {
    schema: {
      body: {
        type: 'object', required: ['email', 'password'],
        properties: { email: { type: 'string', minLength: 1, maxLength: 254 }, password, remember: { type: 'boolean' } },
      },
    },
  }, async (request, reply) => {
    const userId = await accounts.signIn(request.body.email, request.body.password, request.ip);
    // "Resta connesso": a client that does not say keeps the remembered session of before.
    await reply.startSession(userId, { remember: request.body.remember !== false });
    return ok(await accounts.profile(userId));
  });

  app.post('/api/logout', async (request, reply) => {
    await reply.endSession();
    return ok(null);
  });

  // The link in the verification mail: a GET a mail client opens, answered with a redirect.
  app.get<{ Params: { token: string } }>('/api/email/verify/:token', {
    schema: { params: { type: 'object', properties: { token }, required: ['token'] } },
  }, async (request, reply) => reply.redirect(
    (await accounts.verifyEmail(request.params.token)) ? '/email-verified?verified=1' : '/email-token-expired',
  ));

  app.post('/api/email/verification-notification', { config: { access: 'user' } },
    async (request) => ok(await accounts.resendVerification(request.session!.user!, request.log)));

  // From the "link expired" page, signed in or not.
  app.post<{ Body: { email?: string } }>('/api/verify-email/renew', {
    schema: { body: { type: 'object', properties: { email } } },
  }, async (request) => ok(await accounts.renewVerification(request.session?.user?.email, request.body?.email, request.ip, request.log)));

  app.post<{ Body: { email: string } }>('/api/forgot-password', {
    schema: { body: { type: 'object', required: ['email'], properties: { email } } },
  }, async (request) => ok(await accounts.forgotPassword(request.body.email, request.ip, request.log)));

  app.post<{ Body: { token: string } }>('/api/validate-reset-token', {
    schema: { body: { type: 'object', required: ['token'], properties: { token } } },
  }, async (request) => ok(await accounts.validateResetToken(request.body.token)));

  app.post<{ Body: { token: string; password: string; password_confirmation?: string } }>('/api/reset-password', {
    schema: {
      body: {
        type: 'object', required: ['token', 'password'],
        properties: { token, password, password_confirmation: password, email: { type: 'string' } },
      },
    },
  }, async (request) => ok(await accounts.resetPassword(request.body.token, request.body.password, request.body.password_confirmation, request.log)));

  // Also the "profile refresh" of SPEC §7 (the shell re-fetches it across tabs).
  app.get('/api/user', { config: { access: 'user' } }, async (request) => ok(await accounts.profile(request.session!.user!.id)));

  app.put<{ Body: ProfileChange }>('/api/user/profile-information', {
    config: { access: 'user' },
    schema: {
      body: {
        type: 'object', required: ['name', 'surname', 'email'],
        properties: {
          name, surname: name, email,
          phone: { type: ['string', 'null'], maxLength: 30, pattern: '^[+0-9 ()./-]*$' },
        },
      },
    },
  }, async (request) => ok(await accounts.updateProfile(request.session!.user!, request.body, request.log)));

  app.post<{ Body: { role: string } }>('/api/private/profile/role', {
    config: { access: 'user' },
    schema: { body: { type: 'object', required: ['role'], properties: { role: { type: 'string', maxLength: 40 } } } },
  }, async (request) => ok(await accounts.chooseRole(request.session!.user!.id, request.body.role)));

  app.post<{ Body: PasswordChange }>('/api/private/profile/password', {
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
  }, async (request) => ok(await accounts.changePassword(request.session!, request.body, request.log)));
}
