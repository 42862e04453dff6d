import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { labelOf, messages } from '@automercato/validation';
import { ApiError, TooManyRequests, catalogue } from './errors.js';
import { failure } from './envelope.js';
import { setCommonHeaders } from './security-headers.js';
import { pulse } from '../pulse/recorder.js';

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  /** The offending value (Ajv's verbose mode). */
  data?: unknown;
}

/** One Italian message for one schema violation. */
function describe(error: AjvError): [field: string, message: string] {
  const path = error.instancePath.split('/').filter(Boolean);
  const field = error.keyword === 'required'
    ? String(error.params.missingProperty)
    : error.keyword === 'additionalProperties'
      ? String(error.params.additionalProperty)
      : path.find((part) => !/^\d+$/.test(part)) ?? 'richiesta';
  const label = labelOf(field);
  const p = error.params;
  switch (error.keyword) {
    case 'required': return [field, messages.required(label)];
    // `const: true` is a consent that must be given (a checkbox): unticked reads as missing.
    case 'const': return [field, messages.required(label)];
    case 'type': return [field, p.type === 'integer' ? messages.integer(label)
      : p.type === 'number' ? messages.numeric(label)
      : p.type === 'boolean' ? messages.boolean(label) : messages.invalid(label)];
    case 'minimum': return [field, messages.min_value(label, Number(p.limit))];
    case 'maximum': return [field, messages.max_value(label, Number(p.limit))];
    case 'minLength': return [field, Number(p.limit) === 1 || (typeof error.data === 'string' && !error.data.trim())
      ? messages.required(label) : messages.min(label, Number(p.limit))];
    case 'maxLength': return [field, messages.max(label, Number(p.limit))];
    case 'enum': return [field, messages.one_of(label, (p.allowedValues as unknown[]).map(String))];
    case 'format': return [field, p.format === 'email' ? messages.email(label)
      : p.format === 'uuid' ? messages.uuid(label) : messages.format(label)];
    case 'pattern': return [field, messages.format(label)];
    case 'additionalProperties': return [field, messages.unknown(label)];
    case 'maxItems': return [field, `Il campo ${label} ha troppi valori (massimo ${String(p.limit)})`];
    default: return [field, messages.invalid(label)];
  }
}

export function validationErrors(list: AjvError[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const item of list) {
    const [field, message] = describe(item);
    // One message per field: the first problem is the one to fix.
    errors[field] ??= [message];
  }
  return errors;
}

/**
 * Every failure leaves as the envelope with an Italian message. Unexpected errors are
 * logged with their stack and reach the client as code 1 with nothing of the cause.
 */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\0') || hasNul(v));
  return false;
}

export const errorHandlerPlugin = fp(async (app) => {
  // PostgreSQL text cannot hold NUL: refuse it up front with a clear message.
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw new ApiError('2', 'La richiesta contiene caratteri non validi.', null, 422);
    }
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(failure(error.code, error.message, error.data));
    }
    if (error.validation) {
      const errors = validationErrors(error.validation as unknown as AjvError[]);
      const first = Object.values(errors)[0]?.[0] ?? catalogue['2'].message;
      return reply.code(422).send(failure('2', first, { errors }));
    }
    // A value the database could not take (bad encoding, out of range) is the caller's input.
    if (/^22/.test(String((error as { code?: unknown }).code ?? ''))) {
      request.log.warn({ err: error }, 'input rejected by the database');
      return reply.code(422).send(failure('2', 'Alcuni valori inviati non sono validi.'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(failure('2', 'La richiesta è troppo grande.'));
    if (status === 415) return reply.code(415).send(failure('2', 'Formato della richiesta non supportato: usa JSON.'));
    if (status >= 400 && status < 500 && error.code?.startsWith('FST_ERR_CTP')) {
      return reply.code(400).send(failure('2', 'Il corpo della richiesta non è un JSON valido.'));
    }
    if (status === 429) return reply.code(429).send(failure('1', 'Troppe richieste: attendi qualche istante e riprova.'));
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure('1', 'La richiesta non è valida.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    pulse.recordException(error, request.routeOptions.url ? `${request.method} ${request.routeOptions.url}` : null);
    return reply.code(500).send(failure('1', catalogue['1'].message));
  });

}, { name: 'error-handler' });

/**
 * Errors Fastify raises before routing (a malformed escape in the path, `/api/listings/%FF`, or
 * a too-long parameter): answered as the envelope too. No hook runs for them, so the security
 * headers are set here.
 */
export function frameworkErrors(https: boolean) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    setCommonHeaders(reply, https);
    return reply.code(status).send(failure('2', 'L\'indirizzo richiesto non è valido.'));
  };
}
