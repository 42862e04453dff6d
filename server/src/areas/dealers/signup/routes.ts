import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import { route, typed } from '../../../http/contract.js';
import type { DealerSignupService } from './service.js';

/** A dealer joins: the partita IVA check of the form, then the sign-up (guests only), which signs the owner in. */
export function dealerSignupRoutes(app: FastifyInstance, { signup }: { signup: DealerSignupService }): void {
  const api = typed(app);
  route(api, 'POST /api/register-dealer/check-vat', {
    // No body at all is a missing number (O3, SPEC §8), not a schema error.
    preValidation: async (request) => {
      request.body ??= {};
    },
  }, async (request) => ok(await signup.checkVat(request.body.vat, request.ip)));

  // Public: the company need not have an account (xsrf: the shell's form sends the header as every form).
  route(api, 'POST /api/register-dealer/vat-contest', {}, async (request, reply) =>
    reply.code(201).send(ok(await signup.contest(request.body, request.ip))));

  route(api, 'POST /api/register-dealer', {
    // Guests only, whatever the body: a signed-in user hears 403 before any field message.
    preValidation: async (request) => signup.assertGuest(Boolean(request.session?.user))
  }, async (request, reply) => {
    const { userId, dealer } = await signup.register(request.body, request.ip);
    // As the buyer sign-up: the new owner is signed in at once (unverified until the mail's link).
    await reply.startSession(userId);
    return reply.code(201).send(ok({ user: await signup.profile(userId), dealer }));
  });
}
