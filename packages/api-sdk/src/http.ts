import { takePrimed } from './primed.js';
import { ApiError, errorTexts, toApiError } from './errors.js';

import type { EnvelopeOf } from '@automercato/api-contract';

/** The response envelope of every JSON answer (the contract's, DECISIONS.md "API conventions"). */
export type Envelope<T = unknown> = EnvelopeOf<T>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
/** URLSearchParams as is, or a record: arrays become `key[]=a&key[]=b`, null/undefined are left out. */
export type Query = URLSearchParams | Readonly<Record<string, QueryValue>>;

export interface CallOptions {
  /** Cancels the call; the fetch's AbortError is rethrown as is. */
  signal?: AbortSignal;
  /** Milliseconds before the call fails with 'Timeout scaduto' (default from createHttp, 15 s). */
  timeout?: number;
}

export interface RequestOptions extends CallOptions {
  query?: Query;
  /** Sent as JSON; a FormData goes as multipart. */
  body?: unknown;
}

export interface UploadOptions extends CallOptions {
  /** Called as the body goes out: bytes sent and total (total 0 when unknown). */
  onProgress?: (sent: number, total: number) => void;
}

export interface HttpOptions {
  /** Prefix of every path, e.g. 'https://api.example.it' (default: same origin). */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Raw (still URL-encoded) value of a cookie; default reads document.cookie. */
  getCookie?: (name: string) => string | null | undefined;
  /** Where a 302 answer sends the user; default location.assign. */
  navigate?: (url: string) => void;
  /** Default timeout in ms (15000). */
  timeout?: number;
  /** XMLHttpRequest for uploads with progress; default the browser's (none: uploads go through fetch). */
  xhr?: () => XMLHttpRequest;
}

export interface Http {
  request<T = unknown>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, query?: Query, options?: CallOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  del<T = unknown>(path: string, options?: CallOptions): Promise<T>;
  /**
   * POST a FormData (file uploads) reporting the bytes sent: through XMLHttpRequest, the one
   * browser API that reports upload progress; without it (tests, servers), through fetch.
   */
  upload<T = unknown>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
  /** Absolute address of a path (back-end links, downloads). */
  url(path: string, query?: Query): string;
  /** GET /sanctum/csrf-cookie now (concurrent callers share one request). */
  refreshXsrf(): Promise<void>;
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';

/** document.cookie reader (undefined outside a browser). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export function toSearchParams(query: Query): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const name = key.endsWith('[]') ? key : `${key}[]`;
      for (const item of value) params.append(name, String(item));
    } else params.append(key, String(value));
  }
  return params;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The XSRF token for a back-end HTML form (its `_token` field): a form cannot send the header,
 * so the server's `xsrf: 'form'` routes read the same token from the body. '' outside a browser.
 */
export function formToken(getCookie: (name: string) => string | undefined = readCookie): string {
  const raw = getCookie(XSRF_COOKIE);
  return raw ? decode(raw) : '';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * fetch with what every call of the product needs: cookies (credentials include), JSON,
 * the Sanctum XSRF dance (token fetched before the first non-GET, one refresh + retry on
 * 419), 302 navigation, a timeout, and the envelope unwrapped into `data` or an ApiError.
 */
export function createHttp(options: HttpOptions = {}): Http {
  const { baseUrl = '', timeout: defaultTimeout = 15_000 } = options;
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getCookie = options.getCookie ?? readCookie;
  const navigate = options.navigate ?? ((target: string) => globalThis.location?.assign(target));
  let pendingXsrf: Promise<void> | null = null;

  const url = (path: string, query?: Query) => {
    const search = query ? toSearchParams(query).toString() : '';
    return baseUrl + path + (search ? `?${search}` : '');
  };

  async function attempt(method: Method, path: string, o: RequestOptions): Promise<[Response, unknown]> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (o.body instanceof FormData) body = o.body;
    else if (o.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const token = method === 'GET' ? null : getCookie(XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = decode(token);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, o.timeout ?? defaultTimeout);
    const external = o.signal;
    const cancel = () => controller.abort(external?.reason);
    if (external?.aborted) cancel();
    external?.addEventListener('abort', cancel);
    try {
      const response = await fetcher(url(path, o.query), {
        method, headers, body, credentials: 'include', signal: controller.signal,
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON: handled as an answer without envelope */
      }
      return [response, parsed];
    } catch (error) {
      if (timedOut) throw new ApiError('1', errorTexts.timeout);
      if (external?.aborted) throw error;
      throw new ApiError('1', errorTexts.network);
    } finally {
      clearTimeout(timer);
      external?.removeEventListener('abort', cancel);
    }
  }

  const makeXhr = options.xhr ?? (typeof XMLHttpRequest === 'undefined' || options.fetch ? null : () => new XMLHttpRequest());

  /** One upload through XMLHttpRequest, answered like attempt(): the response status and parsed body. */
  function attemptXhr(path: string, form: FormData, o: UploadOptions, create: () => XMLHttpRequest): Promise<[Response, unknown]> {
    return new Promise((resolve, reject) => {
      const xhr = create();
      let timedOut = false;
      xhr.open('POST', url(path));
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      const token = getCookie(XSRF_COOKIE);
      if (token) xhr.setRequestHeader(XSRF_HEADER, decode(token));
      xhr.timeout = o.timeout ?? defaultTimeout;
      xhr.upload.onprogress = (event) => o.onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
      const cancel = () => xhr.abort();
      o.signal?.addEventListener('abort', cancel);
      const done = () => o.signal?.removeEventListener('abort', cancel);
      xhr.onload = () => {
        done();
        let parsed: unknown = null;
        try {
          parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          /* not JSON: handled as an answer without envelope */
        }
        resolve([new Response(null, { status: xhr.status === 0 ? 599 : xhr.status }), parsed]);
      };
      xhr.ontimeout = () => {
        timedOut = true;
        done();
        reject(new ApiError('1', errorTexts.timeout));
      };
      xhr.onerror = () => {
        done();
        reject(new ApiError('1', timedOut ? errorTexts.timeout : errorTexts.network));
      };
      xhr.onabort = () => {
        done();
        reject(o.signal?.reason ?? new DOMException('Caricamento annullato', 'AbortError'));
      };
      if (o.signal?.aborted) xhr.abort();
      else xhr.send(form);
    });
  }

  async function upload<T>(path: string, form: FormData, o: UploadOptions = {}): Promise<T> {
    if (!makeXhr) return request<T>('POST', path, { ...o, body: form });
    if (!getCookie(XSRF_COOKIE)) await refreshXsrf();
    let [response, body] = await attemptXhr(path, form, o, makeXhr);
    if (response.status === 419) {
      await refreshXsrf();
      [response, body] = await attemptXhr(path, form, o, makeXhr);
    }
    const envelope = isObject(body) && 'data' in body ? body : null;
    if (!response.ok || envelope?.error === true) throw toApiError(response.status, body);
    return (envelope ? envelope.data : body) as T;
  }

  function refreshXsrf(): Promise<void> {
    pendingXsrf ??= attempt('GET', CSRF_COOKIE_PATH, {}).then(([response, body]) => {
      if (!response.ok) throw toApiError(response.status, body);
    }).finally(() => {
      pendingXsrf = null;
    });
    return pendingXsrf;
  }

  async function request<T>(method: Method, path: string, o: RequestOptions = {}): Promise<T> {
    if (method !== 'GET' && !getCookie(XSRF_COOKIE)) await refreshXsrf();
    const sentWithPage = method === 'GET' ? takePrimed(url(path, o.query)) : undefined;
    let [response, body] = sentWithPage === undefined ? await attempt(method, path, o) : [new Response(null, { status: 200 }), sentWithPage];
    if (response.status === 419) {
      await refreshXsrf();
      [response, body] = await attempt(method, path, o);
    }
    const envelope = isObject(body) && 'data' in body ? body : null;
    const data = envelope ? envelope.data : body;
    const info = isObject(data) ? data : {};
    const target = typeof info.url === 'string' ? info.url : null;
    if (response.status === 302 || (target !== null && info.status === 302) || (response.redirected && !envelope)) {
      navigate(target ?? (response.redirected ? response.url : '/'));
      return data as T;
    }
    if (!response.ok || envelope?.error === true) throw toApiError(response.status, body);
    return data as T;
  }

  return {
    request,
    get: (path, query, o) => request('GET', path, { ...o, query }),
    post: (path, body, o) => request('POST', path, { ...o, body }),
    put: (path, body, o) => request('PUT', path, { ...o, body }),
    del: (path, o) => request('DELETE', path, o),
    upload,
    url,
    refreshXsrf,
  };
}
