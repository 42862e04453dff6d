import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_LIMITS } from '@automercato/api-contract';
import { route, typed } from '../../../http/contract.js';
import { receiveFiles } from '../../../http/upload.js';
import { ok } from '../../../http/envelope.js';
import { invalid } from '../../../http/errors.js';
import { displayName } from './images.js';
import { tooLarge, type ListingPhotoService, type ReceivePhotos } from './service.js';

const MB = PHOTO_LIMITS.maxFileBytes / (1024 * 1024);

/** Every file of a multipart request, at most `maxFiles`, saved before any is converted; limit errors in Italian. */
function filesOf(request: FastifyRequest): ReceivePhotos {
  return async (maxFiles, tooMany) => {
    if (!request.isMultipart()) throw invalid({ photos: ['Invia le foto come modulo multipart (campo «photos»).'] });
    return receiveFiles(request, {
      maxFiles, maxFileBytes: PHOTO_LIMITS.maxFileBytes, tooMany,
      tooLarge: (name) => tooLarge(name ? `La foto «${displayName(name)}» supera i ${MB} MB consentiti.` : `Ogni foto può pesare al massimo ${MB} MB.`),
      malformed: () => invalid({ photos: ['Il caricamento si è interrotto o non è valido: riprova.'] }),
    });
  };
}

/** A dealer's listing photos: list, add (multipart), reorder, delete. */
export function listingPhotoRoutes(app: FastifyInstance, { photos }: { photos: ListingPhotoService }): void {
  const api = typed(app);
  const base = '/api/dealers/:dealerUuid/listings/:listingId/photos';

  route(api, `GET ${base}`, { config: { access: 'dealer' } }, async (request) =>
    ok(await photos.list(request.params.dealerUuid, request.params.listingId)));

  route(api, `POST ${base}`, { config: { access: 'dealer' } }, async (request, reply) => {
    const { dealerUuid, listingId } = request.params;
    const result = await photos.add(dealerUuid, listingId, filesOf(request), request.log);
    return reply.code(201).send(ok(result));
  });

  route(api, `PUT ${base}`, { config: { access: 'dealer' } }, async (request) =>
    ok(await photos.reorder(request.params.dealerUuid, request.params.listingId, request.body.order)));

  route(api, `DELETE ${base}/:photoId`, { config: { access: 'dealer' } }, async (request) => {
    const { dealerUuid, listingId, photoId } = request.params;
    return ok(await photos.remove(dealerUuid, listingId, photoId, request.log));
  });
}
