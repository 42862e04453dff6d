import type {
  ContextConfigDefault, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault,
  RouteGenericInterface, RouteHandlerMethod, RouteShorthandOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes, type RouteKey, type Routes, type Static, type TSchema } from '@automercato/api-contract';

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

/** The app with the contract's types (routes register through `route` below). */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ApiTypeProvider>();

type TypedApp = ReturnType<typeof typed>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What a route adds to its contract entry: access (`config`), hooks, limits. */
type RouteOptions<K extends RouteKey> = Omit<RouteShorthandOptions<
  RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault,
  Routes[K], ApiTypeProvider
>, 'schema'>;
/** A key's handler, typed from its schema (params, query, body in; the reply checked against the answer). */
type HandlerOf<K extends RouteKey> = RouteHandlerMethod<
  RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault,
  Routes[K], ApiTypeProvider
>;

/** "GET /api/x/:id" → method and URL: the key is the only spelling of a route. */
export function routeOf(key: RouteKey): { method: Method; url: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as Method, url: key.slice(space + 1) };
}

/**
 * Registers the contract's route `key`: its method, URL and schemas come from the contract, the
 * route adds its access (`config`) and its handler: `route(api, 'GET /api/listings/favourites', { config: { access: 'user' } }, handler)`.
 */
export function route<K extends RouteKey>(
  app: FastifyInstance | TypedApp, key: K, options: RouteOptions<K>, handler: HandlerOf<K>,
): void {
  const { method, url } = routeOf(key);
  (app as FastifyInstance).route({ ...(options as object), method, url, schema: routes[key], handler: handler as never });
}
