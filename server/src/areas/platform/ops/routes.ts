import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import { route, typed } from '../../../http/contract.js';
import { ApiError, forbidden } from '../../../http/errors.js';
import { pulse } from '../../../pulse/recorder.js';
import type { OpsService } from './service.js';

/** The APIs behind /pulse and /horizon (admins with a verified e-mail), and /metrics for Prometheus. */
export function opsRoutes(app: FastifyInstance, { service, metricsToken }: { service: OpsService; metricsToken: string | null }): void {
  const api = typed(app);
  const admin = { access: 'admin' } as const;
  route(api, 'GET /api/ops/pulse', { config: admin }, async () => ok(service.pulse()));
  route(api, 'GET /api/ops/queues', { config: admin }, async () => ok(await service.queues()));
  route(api, 'GET /api/ops/jobs/failed', { config: admin }, async (request) => ok(await service.failed(request.query.queue)));
  route(api, 'GET /api/ops/jobs/:id', { config: admin }, async (request) => ok(await service.job(request.params.id)));
  route(api, 'POST /api/ops/jobs/:id/retry', { config: admin }, async (request) => ok(await service.retry(request.params.id)));
  route(api, 'DELETE /api/ops/jobs/:id', { config: admin }, async (request) => ok(await service.remove(request.params.id)));

  // Without a configured token /metrics does not exist (404): nothing to guess.
  if (!metricsToken) return;
  const expected = crypto.createHash('sha256').update(metricsToken).digest();
  app.get('/metrics', { config: { access: 'public', personal: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new ApiError('3', 'Serve il token delle metriche (Authorization: Bearer …).', null, 401);
    }
    // Hashes of equal length: a timing-safe comparison whatever the token's length.
    const given = crypto.createHash('sha256').update(header.slice(7).trim()).digest();
    if (!crypto.timingSafeEqual(given, expected)) throw forbidden('Token delle metriche non valido.');
    reply.type(pulse.registry.contentType);
    return pulse.registry.metrics();
  });
}
