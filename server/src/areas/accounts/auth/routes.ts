import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import { route, typed } from '../../../http/contract.js';
import type { AccountService } from './service.js';

/**
 * E-mail and password accounts (sign-up, sign-in/out, e-mail verification, password recovery)
 * and the signed-in user's own account (profile, role choice, password).
 */
export function accountRoutes(app: FastifyInstance, { accounts }: { accounts: AccountService }): void {
  const api = typed(app);
  route(api, 'POST /api/register-customer', {}, async (request, reply) => {
    const userId = await accounts.register(request.body, request.ip);
    await reply.startSession(userId);
    return reply.code(201).send(ok(await accounts.profile(userId)));
  });

  route(api, 'POST /api/login', {}, async (request, reply) => {
    const userId = await accounts.signIn(request.body.email, request.body.password, request.ip);
    // "Resta connesso": a client that does not say keeps the remembered session of before.
    await reply.startSession(userId, { remember: request.body.remember !== false });
    return ok(await accounts.profile(userId));
  });

  route(api, 'POST /api/logout', {}, async (request, reply) => {
    await reply.endSession();
    return ok(null);
  });

  // The link in the verification mail: a GET a mail client opens, answered with a redirect.
  const VERIFY_OUTCOME = { verified: '/email-verified?verified=1', failed: '/email-token-expired', 'dealer-failed': '/dealer/failed-verification' } as const;
  route(api, 'GET /api/email/verify/:token', {}, async (request, reply) =>
    reply.redirect(VERIFY_OUTCOME[await accounts.verifyEmail(request.params.token)]));

  route(api, 'POST /api/email/verification-notification', { config: { access: 'user' } }, async (request) => ok(await accounts.resendVerification(request.session!.user!)));

  // From the "link expired" page, signed in or not.
  route(api, 'POST /api/verify-email/renew', {},
    async (request) => ok(await accounts.renewVerification(request.session?.user?.email, request.body?.email, request.ip)));

  route(api, 'POST /api/forgot-password', {},
    async (request) => ok(await accounts.forgotPassword(request.body.email, request.ip)));

  route(api, 'POST /api/validate-reset-token', {},
    async (request) => ok(await accounts.validateResetToken(request.body.token)));

  route(api, 'POST /api/reset-password', {},
    async (request) => ok(await accounts.resetPassword(request.body.token, request.body.password, request.body.password_confirmation)));

  // Also the "profile refresh" of SPEC §7 (the shell re-fetches it across tabs).
  route(api, 'GET /api/user', { config: { access: 'user' } },
    async (request) => ok(await accounts.profile(request.session!.user!.id)));

  // The session check of every page load: the user, or null for a guest with 200, so a guest's
  // browser logs no failed request. /api/user keeps answering 401 to a guest (SPEC §7).
  route(api, 'GET /api/session', { config: { personal: true } },
    async (request) => ok(await accounts.session(request.session?.user)));

  route(api, 'PUT /api/user/profile-information', { config: { access: 'user' } },
    async (request) => ok(await accounts.updateProfile(request.session!.user!, request.body, request.ip)));

  route(api, 'POST /api/private/profile/role', { config: { access: 'user' } },
    async (request) => ok(await accounts.chooseRole(request.session!.user!.id, request.body.role)));

  route(api, 'POST /api/private/profile/password', { config: { access: 'user' } },
    async (request) => ok(await accounts.changePassword(request.session!, request.body)));
}
