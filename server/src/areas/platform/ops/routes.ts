import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { routes } from '@automercato/api-contract';
import { ok } from '../../../http/envelope.js';
import { typed } from '../../../http/contract.js';
import { ApiError, forbidden } from '../../../http/errors.js';
import { pulse } from '../../../pulse/recorder.js';
import type { OpsService } from './service.js';

/** The APIs behind /pulse and /horizon (admins with a verified e-mail), and /metrics for Prometheus. */
export function opsRoutes(app: FastifyInstance, { service, metricsToken }: { service: OpsService; metricsToken: string | null }): void {
  const api = typed(app);
  const admin = { access: 'admin' } as const;
  api.get('/api/ops/pulse', { config: admin, schema: routes['GET /api/ops/pulse'] }, async () => ok(service.pulse()));
  api.get('/api/ops/queues', { config: admin, schema: routes['GET /api/ops/queues'] }, async () => ok(await service.queues()));
  api.get('/api/ops/jobs/failed', { config: admin, schema: routes['GET /api/ops/jobs/failed'] }, async (request) => ok(await service.failed(request.query.queue)));
  api.get('/api/ops/jobs/:id', { config: admin, schema: routes['GET /api/ops/jobs/:id'] }, async (request) => ok(await service.job(request.params.id)));
  api.post('/api/ops/jobs/:id/retry', { config: admin, schema: routes['POST /api/ops/jobs/:id/retry'] }, async (request) => ok(await service.retry(request.params.id)));
  api.delete('/api/ops/jobs/:id', { config: admin, schema: routes['DELETE /api/ops/jobs/:id'] }, async (request) => ok(await service.remove(request.params.id)));

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
