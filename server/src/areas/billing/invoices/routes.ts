import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import { route, typed } from '../../../http/contract.js';
import type { InvoiceService } from './service.js';

/** The dealer's invoices: the list, and each as PDF (courtesy copy) and FatturaPA XML. */
export function invoiceRoutes(app: FastifyInstance, { invoices }: { invoices: InvoiceService }): void {
  const api = typed(app);
  route(api, 'GET /api/dealers/:dealerUuid/invoices', { config: { access: 'dealer' } }, async (request) => ok(await invoices.list(
    request.params.dealerUuid, request.query.page ?? 1, Math.min(request.query.per_page ?? 20, 100),
  )));

  // Files, not the envelope: the bytes go out as they are (no serializer runs on a Buffer or string sent with a type).
  route(api, 'GET /api/dealers/:dealerUuid/invoices/:invoiceId/pdf', { config: { access: 'dealer' } }, async (request, reply) => {
    const file = await invoices.pdf(request.params.dealerUuid, request.params.invoiceId);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
  });

  route(api, 'GET /api/dealers/:dealerUuid/invoices/:invoiceId/xml', { config: { access: 'dealer' } }, async (request, reply) => {
    const file = await invoices.xml(request.params.dealerUuid, request.params.invoiceId);
    return reply.type('application/xml; charset=utf-8').header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(Buffer.from(file.body, 'utf8'));
  });
}
