import type { Reply, RouteKey } from './types.js';
import type { CallOptions, Http, Method, Query } from './http.js';

export type Id = string | number;

/** The `:name` parameters of a contract key: `'GET /api/dealers/:dealerUuid/listings/:listingId'` → 'dealerUuid' | 'listingId'. */
type ParamNames<S extends string> =
  S extends `${string}:${infer P}/${infer Rest}` ? P | ParamNames<`/${Rest}`>
  : S extends `${string}:${infer P}` ? P
  : never;
export type ParamsOf<K extends RouteKey> = { readonly [P in ParamNames<K>]: Id };

/** What a call adds to its key: the path's parameters (when it has some), the query, the body. */
export type CallInput<K extends RouteKey> = ([ParamNames<K>] extends [never] ? { params?: undefined } : { params: ParamsOf<K> })
  & { query?: Query; body?: unknown };

/** `'GET /api/listings/:id'` and `{ id }` → `/api/listings/<id>` (each parameter segment-encoded). */
export function pathOf(key: RouteKey, params: Readonly<Record<string, Id>> = {}): string {
  const url = key.slice(key.indexOf(' ') + 1);
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${key}: manca il parametro ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The one typed call per contract key: `call('DELETE /api/listings/favourites/:id', { params: { id } })`.
 * Method and URL come from the key; the answer is typed from the contract's entry.
 */
export function keyedCall(http: Http) {
  return function call<K extends RouteKey>(key: K, ...[input, options]: [ParamNames<K>] extends [never]
    ? [input?: CallInput<K>, options?: CallOptions] : [input: CallInput<K>, options?: CallOptions]): Promise<Reply<K>> {
    const method = key.slice(0, key.indexOf(' ')) as Method;
    const path = pathOf(key, (input?.params ?? {}) as Record<string, Id>);
    return http.request<Reply<K>>(method, path, { ...options, query: input?.query, body: input?.body });
  };
}
