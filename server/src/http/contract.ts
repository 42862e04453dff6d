import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@automercato/api-contract';

/**
 * What a handler may hand the serializer for a schema type: the same shape, except that a
 * string may also be a Date (fast-json-stringify writes a Date as ISO 8601, which is what
 * the contract's `date-time` strings are on the wire).
 */
export type Wire<T> = T extends string ? T | Date
  : T extends readonly (infer U)[] ? readonly Wire<U>[]
  : T extends object ? { [K in keyof T]: Wire<T[K]> }
  : T;

/**
 * TypeBox types for requests (body, query, params inferred from the contract's schemas) and
 * for replies (a handler's answer is checked against its response schema at compile time).
 */
export interface ApiTypeProvider extends TypeBoxTypeProvider {
  serializer: this['schema'] extends TSchema ? Wire<Static<this['schema']>> : unknown;
}

/** The app as routes should use it: `const api = typed(app); api.get(url, { schema: routes[key] }, …)`. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ApiTypeProvider>();
