import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { route, typed } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { ApiError, invalid } from '../../../http/errors.js';
import { limitKeys, type RateLimiter } from '../../../http/rate-limit.js';
import { MAX_FILE_BYTES, type StockImportService } from './service.js';
import { SAMPLE_CSV } from './sample.js';

const tooLarge = () => {
  const message = `Il file supera i ${MAX_FILE_BYTES / 1048576} MB consentiti.`;
  return new ApiError('2', message, { errors: { file: [message] } }, 413);
};

/** The upload's errors as the dealer should read them (a 413 naming the limit, a 422 for a broken body). */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code?.startsWith('FST_') || /multipart|boundary|Unexpected end/i.test(String((error as Error).message))) {
    return invalid({ file: ['Il caricamento si è interrotto o non è valido: riprova.'] });
  }
  return error;
}

/**
 * The one file of the upload (field «file»), as a stream of its pieces: the service stores them as
 * they arrive, so a 20 MB file is never held whole in memory.
 */
async function uploadedFile(request: FastifyRequest): Promise<{ filename: string; pieces: AsyncIterable<Uint8Array> }> {
  if (!request.isMultipart()) throw invalid({ file: ['Invia il file come modulo multipart (campo «file»).'] });
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 } });
  } catch (error) {
    throw uploadError(error);
  }
  if (!part) throw invalid({ file: ['Scegli un file CSV da caricare.'] });
  const { file } = part;
  async function* pieces(): AsyncGenerator<Uint8Array> {
    try {
      for await (const piece of file) yield piece as Buffer;
    } catch (error) {
      throw uploadError(error);
    }
    if (file.truncated) throw tooLarge();
  }
  return { filename: part.filename || 'stock.csv', pieces: pieces() };
}

/** Stock import: upload and dry run, report, apply; the nightly feed's address. */
export function stockImportRoutes(app: FastifyInstance, { imports, uploadLimiter }: { imports: StockImportService; uploadLimiter: RateLimiter }): void {
  const api = typed(app);
  const base = '/api/dealers/:dealerUuid/imports';

  route(api, 'GET /api/stock-import/sample.csv', {}, async (_request, reply) =>
    reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="automercato-stock-esempio.csv"').send(Buffer.from(SAMPLE_CSV, 'utf8')));

  route(api, `POST ${base}`, { config: { access: 'dealer' } }, async (request, reply) => {
    const dealerId = request.params.dealerUuid;
    // Counted before the file is read: an upload over the limit costs neither memory nor a parse.
    await uploadLimiter.check(limitKeys.stockImport(dealerId));
    const { filename, pieces } = await uploadedFile(request);
    return reply.code(201).send(ok(await imports.upload(dealerId, filename, pieces)));
  });

  route(api, `GET ${base}/:importId`, { config: { access: 'dealer' } }, async (request) => {
    const { outcome, page = 1, per_page: perPage = 50 } = request.query;
    return ok(await imports.get(request.params.dealerUuid, request.params.importId, { outcome, page, perPage: Math.min(perPage, 200) }));
  });

  route(api, `POST ${base}/:importId/apply`, { config: { access: 'dealer' } }, async (request) =>
    ok(await imports.confirm(request.params.dealerUuid, request.params.importId, request.body.withdraw_missing)));

  const feed = '/api/dealers/:dealerUuid/import-feed';
  route(api, `GET ${feed}`, { config: { access: 'dealer' } }, async (request) =>
    ok(await imports.feed(request.params.dealerUuid)));
  route(api, `PUT ${feed}`, { config: { access: 'dealer' } }, async (request) =>
    ok(await imports.setFeed(request.params.dealerUuid, request.body.url)));
}
