import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import type { OutboxQueries } from './queries.js';
import { route } from '../../../http/contract.js';
import { isLoopback } from '../../../http/access.js';
import { hideSecrets } from '../../../mail/secrets.js';

/**
 * GET /api/dev/outbox: the mails behind the /dev page, for admins and (DEV_OUTBOX=true) this
 * machine's loopback. Reset, verification and private report links act as their recipient's key:
 * only loopback with DEV_OUTBOX=true (the developer, the e2e suite) reads them; an admin sees them
 * hidden, or any admin could take any account by asking its reset.
 */
export function devRoutes(app: FastifyInstance, { outbox, devOutbox }: { outbox: OutboxQueries; devOutbox: boolean }): void {
  route(app, 'GET /api/dev/outbox', {
    config: { access: 'developer' }, // admins; loopback too with DEV_OUTBOX=true (http/access.ts)
  }, async (request) => {
    // The socket's address, never X-Forwarded-For (as the access rule).
    const thisMachine = devOutbox && isLoopback(request.socket.remoteAddress);
    const mails = await outbox.latest(request.query.to);
    return ok(mails.map(({ secret_links: secrets, ...mail }) => (thisMachine ? mail : hideSecrets({ ...mail, secrets }))));
  });
}
