/** Test helpers (not exported by the package): a scripted fetch and envelope builders. */
import { createApi } from './client.js';
import { createHttp } from './http.js';

export interface Call {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

export type Handler = (call: Call) => Response | Promise<Response>;

export function fakeFetch(handler: Handler = () => ok(null)) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const call: Call = {
      url,
      path: url.replace(/^https?:\/\/[^/]+/, ''),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return handler(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const ok = (data: unknown, status = 200) => json({ error: false, error_code: '0', data, error_message: null }, status);
export const fail = (status: number, code: string | null, message: string | null, data: unknown = null) =>
  json({ error: true, error_code: code, data, error_message: message }, status);
export const noContent = () => new Response(null, { status: 204 });

/** A cookie store the fake server writes and the client reads (getCookie). */
export function cookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  return { jar, getCookie: (name: string) => jar.get(name) };
}

/**
 * A client over a fetch that answers an empty success and records each call as
 * "METHOD url[ body]" (the admin areas' tests: which path, query and body a call sends).
 */
export function recordingApi(options: { baseUrl?: string } = {}) {
  const calls: string[] = [];
  const api = createApi(createHttp({
    baseUrl: options.baseUrl,
    fetch: async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}${init?.body ? ` ${String(init.body)}` : ''}`);
      return ok(null);
    },
    getCookie: () => 'xsrf',
  }));
  return { api, calls };
}
