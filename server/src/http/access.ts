import fp from 'fastify-plugin';
import { ADMIN_ROLES as CONTRACT_ADMIN_ROLES } from '@automercato/api-contract';
import { ApiError, forbidden, unauthenticated } from './errors.js';

/**
 * Who may call a route is declared on the route (`config: { access: 'user' }`), never
 * buried in a handler. Routes without a declaration are public.
 *  - public: anyone
 *  - user: a signed-in, enabled user
 *  - verified: a signed-in user with a verified e-mail
 *  - admin: automercato-admin or super-admin, with a verified e-mail
 */
export type Access = 'public' | 'user' | 'verified' | 'admin';
export const ADMIN_ROLES: ReadonlySet<string> = new Set(CONTRACT_ADMIN_ROLES);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const accessPlugin = fp(async (app) => {
  // onRequest, after the session hook: a guest is refused before their input is even validated.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'public';
    if (access === 'public') return;
    const user = request.session?.user;
    if (!user) throw unauthenticated();
    if (!user.enabled) throw new ApiError('5');
    if (access === 'user') return;
    if (!user.email_verified_at) throw forbidden('Devi verificare il tuo indirizzo email per continuare.');
    if (access === 'admin' && !ADMIN_ROLES.has(user.role)) throw forbidden();
  });
}, { name: 'access', dependencies: ['session'] });
