import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_LIMITS, routes } from '@automercato/api-contract';
import { typed } from '../../http/contract.js';
import { uploadedFile } from '../../http/upload.js';
import { ok } from '../../http/envelope.js';
import { invalid } from '../../http/errors.js';
import { displayName } from './images.js';
import { tooLarge, type IncomingFile, type ListingPhotoService } from './service.js';

const MB = PHOTO_LIMITS.maxFileBytes / (1024 * 1024);

/** The files of a multipart request, one at a time, with the plugin's limit errors in Italian. */
async function* filesOf(request: FastifyRequest): AsyncGenerator<IncomingFile> {
  if (!request.isMultipart()) throw invalid({ photos: ['Invia le foto come modulo multipart (campo «photos»).'] });
  const parts = request.parts({
    limits: { fileSize: PHOTO_LIMITS.maxFileBytes, files: PHOTO_LIMITS.maxPhotos, fields: 10, parts: PHOTO_LIMITS.maxPhotos + 10 },
  });
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      yield uploadedFile(part, (name) => tooLarge(`La foto «${displayName(name)}» supera i ${MB} MB consentiti.`));
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw tooLarge(`Puoi caricare al massimo ${PHOTO_LIMITS.maxPhotos} foto alla volta.`);
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(`Ogni foto può pesare al massimo ${MB} MB.`);
    // A body that is not valid multipart (cut short, bad boundary) is the caller's input.
    if (code?.startsWith('FST_') || /multipart|boundary|Unexpected end/i.test(String((error as Error).message))) {
      throw invalid({ photos: ['Il caricamento si è interrotto o non è valido: riprova.'] });
    }
    throw error;
  }
}

/** A dealer's listing photos: list, add (multipart), reorder, delete. */
export function listingPhotoRoutes(app: FastifyInstance, { photos }: { photos: ListingPhotoService }): void {
  const api = typed(app);
  const base = '/api/dealers/:dealerUuid/listings/:listingId/photos';

  api.get(base, { config: { access: 'dealer' }, schema: routes[`GET ${base}`] }, async (request) =>
    ok(await photos.list(request.params.dealerUuid.toLowerCase(), request.params.listingId)));

  api.post(base, { config: { access: 'dealer' }, schema: routes[`POST ${base}`] }, async (request, reply) => {
    const { dealerUuid, listingId } = request.params;
    const result = await photos.add(dealerUuid.toLowerCase(), listingId, filesOf(request), request.log);
    return reply.code(201).send(ok(result));
  });

  api.put(base, { config: { access: 'dealer' }, schema: routes[`PUT ${base}`] }, async (request) =>
    ok(await photos.reorder(request.params.dealerUuid.toLowerCase(), request.params.listingId, request.body.order)));

  api.delete(`${base}/:photoId`, { config: { access: 'dealer' }, schema: routes[`DELETE ${base}/:photoId`] }, async (request) => {
    const { dealerUuid, listingId, photoId } = request.params;
    return ok(await photos.remove(dealerUuid.toLowerCase(), listingId, photoId, request.log));
  });
}
