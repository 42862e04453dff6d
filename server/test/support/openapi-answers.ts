import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import * as ajvFormats from 'ajv-formats';
import { OPENAPI_PATH } from '../../src/http/openapi.js';

/** One answer of the API as it left: the route's key, its status and its body (parsed when JSON). */
export interface Answer { method: string; url: string; status: number; contentType: string; body: unknown; sample: string }

/** An answer the OpenAPI document does not describe: an unlisted status, or a body off its schema. */
export interface Undocumented { key: string; status: number; problem: string; sample: string }

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
  components?: { schemas?: Record<string, object> };
}

// ajv-formats is CommonJS: its function is the default export under Node's ESM interop.
const addFormats = ((ajvFormats as unknown as { default: { default?: unknown } }).default.default
  ?? (ajvFormats as unknown as { default: unknown }).default) as (ajv: Ajv2020) => Ajv2020;
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/**
 * Checks answers against the app's own OpenAPI document, as a validating proxy (Prism) would:
 * the status must be listed for the operation, and a JSON body must match its schema.
 */
export function answerChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  // The components under the document's own pointer, so `#/components/schemas/…` resolves.
  ajv.addSchema({ $id: 'openapi', components: document.components ?? {} });
  const compiled = new Map<string, ValidateFunction>();

  return (answer: Answer): Undocumented | null => {
    const key = `${answer.method} ${answer.url}`;
    const operation = document.paths[toOpenApiPath(answer.url)]?.[answer.method.toLowerCase()];
    if (!operation) return { key, status: answer.status, problem: 'route missing from the document', sample: answer.sample };
    const response = operation.responses?.[String(answer.status)];
    if (!response) return { key, status: answer.status, problem: 'status not documented', sample: answer.sample };
    if (!answer.contentType.includes('json')) return null;
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return null;
    const id = `${key} ${answer.status}`;
    let validate = compiled.get(id);
    if (!validate) {
      const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));
      validate = ajv.compile(rewritten);
      compiled.set(id, validate);
    }
    if (validate(answer.body)) return null;
    return { key, status: answer.status, problem: `body off its schema: ${ajv.errorsText(validate.errors)}`, sample: answer.sample };
  };
}

/**
 * Records every answer of an /api (or /sanctum) route, before it leaves: the conformance test reads
 * them, and OPENAPI_ANSWERS=<file> makes every test app append them (JSON lines) so a whole run of the
 * API suite can be checked against the document.
 */
export function recordAnswers(app: FastifyInstance, sink: (answer: Answer) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url || url === OPENAPI_PATH || !/^\/(api|sanctum)\//.test(url)) return payload;
    // A route without the contract's schema (one a test adds) is not the API's.
    const schema = request.routeOptions.schema as { hide?: boolean } | undefined;
    if (!schema || schema.hide) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    let body: unknown = null;
    if (contentType.includes('json') && typeof payload === 'string') {
      try { body = JSON.parse(payload); } catch { body = payload; }
    }
    sink({
      method: request.method, url, status: reply.statusCode, contentType, body,
      sample: `${request.method} ${request.url.slice(0, 200)}`,
    });
    return payload;
  });
}

/** The sink of OPENAPI_ANSWERS: one JSON line per answer, appended (test files run in parallel). */
export const fileSink = (file: string) => (answer: Answer) => {
  fs.appendFileSync(file, `${JSON.stringify(answer)}\n`);
};
