import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEALER_SETTINGS_LIMITS } from '@automercato/api-contract';
import { route, typed } from '../../../http/contract.js';
import { uploadedFile } from '../../../http/upload.js';
import { ok } from '../../../http/envelope.js';
import { invalid, notFound } from '../../../http/errors.js';
import { displayName } from '../../listings/photos/images.js';
import { tooLarge } from '../../listings/photos/service.js';
import type { DealerQueries } from '../../dealers/public/index.js';
import { LOGO_MAX_MB } from './logo.js';
import type { DealerLeadService } from './service.js';

/** The one file of a logo upload (field "logo"), or null; limit errors in Italian. */
async function logoFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw invalid({ logo: ['Invia il logo come modulo multipart (campo «logo»).'] });
  try {
    const part = await request.file({ limits: { fileSize: DEALER_SETTINGS_LIMITS.logoMaxFileBytes, files: 1, fields: 5 } });
    if (!part) return null;
    return uploadedFile(part, (name) => tooLarge(`Il logo «${displayName(name)}» supera i ${LOGO_MAX_MB} MB consentiti.`));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code?.startsWith('FST_') || /multipart|boundary|Unexpected end/i.test(String((error as Error).message))) {
      throw invalid({ logo: ['Il caricamento si è interrotto o non è valido: riprova.'] });
    }
    throw error;
  }
}

/** The dealer's inbox (leads), its settings and its logo: owners and administrators of the dealer only. */
export function dealerLeadRoutes(app: FastifyInstance, { leads, dealers }: { leads: DealerLeadService; dealers: DealerQueries }): void {
  const api = typed(app);
  const base = '/api/dealers/:dealerUuid/user-messages';
  const access = { access: 'dealer' as const };

  route(api, `GET ${base}`, { config: access }, async (request) => {
    const perPage = Math.min(request.query.per_page ?? 20, 100);
    return ok(await leads.list(request.params.dealerUuid, {
      unreadOnly: request.query.status === 'unread', page: request.query.page ?? 1, perPage,
    }));
  });

  route(api, `PUT ${base}/:messageId`, { config: access }, async (request) =>
    ok(await leads.setRead(request.params.dealerUuid, request.params.messageId, request.body.read)));

  route(api, `POST ${base}/:messageId/reply`, { config: access }, async (request) =>
    ok(await leads.reply(request.params.dealerUuid, request.params.messageId, request.body.message)));

  route(api, `DELETE ${base}/:messageId`, { config: access }, async (request) =>
    ok(await leads.remove(request.params.dealerUuid, request.params.messageId)));

  route(api, 'PUT /api/dealers/:dealerUuid/settings', { config: access }, async (request) => {
    const dealerId = request.params.dealerUuid;
    await leads.updateSettings(dealerId, request.body);
    const settings = await dealers.settings(dealerId);
    if (!settings) throw notFound('Concessionario non trovato.');
    return ok(settings);
  });

  route(api, 'POST /api/dealers/:dealerUuid/logo', { config: access }, async (request, reply) => {
    const result = await leads.setLogo(request.params.dealerUuid, await logoFile(request), request.log);
    return reply.code(201).send(ok(result));
  });

  route(api, 'DELETE /api/dealers/:dealerUuid/logo', { config: access }, async (request) =>
    ok(await leads.removeLogo(request.params.dealerUuid, request.log)));
}
