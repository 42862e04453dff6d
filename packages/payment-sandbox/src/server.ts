import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { parseForm, type FormObject } from './form.js';
import { StandinError, invalid } from './errors.js';
import { Provider, newId } from './provider.js';
import { Deliveries, type Deliver, type DeliveryRecord } from './delivery.js';
import { checkCard, checkoutPage, closedPage, type CardForm } from './page.js';

export interface StandinOptions {
  /** The key the SDK must present (`Authorization: Bearer …`). */
  secretKey: string;
  /** Signs every delivered event. */
  webhookSecret: string;
  deliver: Deliver;
  /** 0 or unset: an ephemeral port. Always bound to 127.0.0.1. */
  port?: number;
  warn?: (message: string) => void;
  /** Pauses between delivery attempts (tests shorten them). */
  retryDelaysMs?: number[];
  /** Seconds since the epoch. */
  now?: () => number;
}

export interface Standin {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  provider: Provider;
  /** Every event created so far (also `GET /_standin/events`). */
  events(): Stripe.Event[];
  deliveries(): DeliveryRecord[];
  /** Settles when every event created so far was delivered or given up. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

type Obj = Record<string, any>;

const MAX_BODY = 1024 * 1024;
const DEFAULT_LIMIT = 10;

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(invalid('Request body too large.'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** `expand[]=subscription`, `expand[]=data.customer`, `expand[]=parent.subscription_details.subscription`: ids replaced by objects. */
function expand(value: Obj, paths: string[], find: (id: string) => Obj | undefined): Obj {
  const out = structuredClone(value);
  for (const path of paths) {
    const walk = (node: any, segments: string[]): any => {
      if (node === null || node === undefined) return node;
      const [head, ...rest] = segments;
      if (head === undefined) return typeof node === 'string' ? structuredClone(find(node) ?? node) : node;
      if (head === 'data' && Array.isArray(node.data) && node.object === 'list') {
        node.data = node.data.map((entry: any) => walk(entry, rest));
        return node;
      }
      if (typeof node !== 'object') return node;
      node[head] = walk(node[head], rest);
      return node;
    };
    walk(out, path.split('.'));
  }
  return out;
}

function page(items: Obj[], query: FormObject, url: string): Obj {
  // Newest first, as the provider lists; within one second, the later created first.
  const sorted = [...items].reverse().sort((a, b) => b.created - a.created);
  const limitRaw = typeof query.limit === 'string' ? Number(query.limit) : DEFAULT_LIMIT;
  if (!Number.isInteger(limitRaw) || limitRaw < 1 || limitRaw > 100) throw invalid('Invalid limit: must be between 1 and 100', 'limit');
  let start = 0;
  if (typeof query.starting_after === 'string') {
    const at = sorted.findIndex((i) => i.id === query.starting_after);
    if (at < 0) throw invalid(`No such object: '${query.starting_after}'`, 'starting_after', 'resource_missing');
    start = at + 1;
  }
  let end = start + limitRaw;
  if (typeof query.ending_before === 'string') {
    const at = sorted.findIndex((i) => i.id === query.ending_before);
    if (at < 0) throw invalid(`No such object: '${query.ending_before}'`, 'ending_before', 'resource_missing');
    end = at;
    start = Math.max(0, at - limitRaw);
  }
  return { object: 'list', data: sorted.slice(start, end), has_more: end < sorted.length, url };
}

export async function startStandin(options: StandinOptions): Promise<Standin> {
  const warn = options.warn ?? ((message: string) => process.stderr.write(`${message}\n`));
  const deliveries = new Deliveries(options.deliver, options.webhookSecret, warn, options.retryDelaysMs);
  let baseUrl = '';
  const provider = new Provider({ baseUrl: () => baseUrl, publish: (event) => deliveries.send(event), now: options.now });
  /** Answers already given to a POST with this Idempotency-Key: the SDK's retries must not create twice. */
  const idempotent = new Map<string, { status: number; body: string }>();

  const expandsLineItems = (params: FormObject) => Array.isArray(params.expand) && params.expand.includes('line_items');
  const lineItems = (sessionId: string, params: FormObject) =>
    page([...(provider.sessionItems.get(sessionId) ?? [])].reverse(), { ...params, limit: typeof params.limit === 'string' ? params.limit : '100' }, `/v1/checkout/sessions/${sessionId}/line_items`);

  async function api(method: string, path: string, params: FormObject, requestId: string): Promise<Obj> {
    const segments = path.split('/').filter(Boolean).slice(1); // drop "v1"
    const [resource, id, extra] = segments;
    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = extra;
      if (method === 'POST' && !sessionId) return provider.createSession(params);
      if (method === 'GET' && sessionId && segments.length === 3) {
        const session = provider.getSession(sessionId);
        // line_items is not part of the session unless expanded, as with the provider.
        return expandsLineItems(params) ? { ...session, line_items: lineItems(sessionId, params) } : session;
      }
      if (method === 'GET' && sessionId && segments[3] === 'line_items' && segments.length === 4) {
        provider.getSession(sessionId);
        return lineItems(sessionId, params);
      }
    }
    switch (`${method} ${resource}${id ? ' :id' : ''}${segments.length > 2 ? ' +' : ''}`) {
      case 'POST customers': return provider.createCustomer(params);
      case 'GET customers :id': return provider.getCustomer(id!);
      case 'POST customers :id': return provider.updateCustomer(id!, params);
      case 'POST products': return provider.createProduct(params);
      case 'GET products :id': {
        const product = provider.products.get(id!);
        if (!product) throw new StandinError(404, 'invalid_request_error', `No such product: '${id}'`, 'resource_missing', 'id');
        return product;
      }
      case 'POST prices': return provider.createPrice(params);
      case 'GET prices': return page(provider.listPrices(params), params, '/v1/prices');
      case 'GET prices :id': return provider.getPrice(id!, 'id');
      case 'POST tax_rates': return provider.createTaxRate(params);
      case 'GET tax_rates': return page(provider.listTaxRates(params), params, '/v1/tax_rates');
      case 'GET tax_rates :id': {
        const rate = provider.taxRates.get(id!);
        if (!rate) throw new StandinError(404, 'invalid_request_error', `No such tax rate: '${id}'`, 'resource_missing', 'id');
        return rate;
      }
      case 'GET subscriptions :id': return provider.getSubscription(id!);
      case 'POST subscriptions :id': return provider.updateSubscription(id!, params, requestId);
      case 'DELETE subscriptions :id': return provider.cancelSubscription(id!, requestId);
      case 'GET invoices': return page(provider.listInvoices(params), params, '/v1/invoices');
      case 'GET invoices :id': return provider.getInvoice(id!);
    }
    throw new StandinError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}). The AutoMercato stand-in implements only the endpoints listed in the README.`);
  }

  async function handleApi(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const requestId = newId('req', 14);
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': requestId, 'stripe-version': '2026-10-28.endive', 'cache-control': 'no-store' });
      response.end(body);
    };
    const auth = request.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString().split(':')[0] : '';
    if (key !== options.secretKey) {
      const error = new StandinError(401, 'authentication_error', key ? `Invalid API Key provided: ${key.slice(0, 8)}…` : 'You did not provide an API key.');
      send(401, JSON.stringify(error.toJSON()));
      return;
    }
    const method = request.method ?? 'GET';
    const idempotencyKey = method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const cacheKey = typeof idempotencyKey === 'string' ? `${url.pathname} ${idempotencyKey}` : undefined;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) {
      send(cached.status, cached.body);
      return;
    }
    let status = 200;
    let body: string;
    try {
      const params = { ...parseForm(url.search.slice(1)), ...(method === 'POST' ? parseForm(await readBody(request)) : {}) };
      const result = await api(method, url.pathname, params, requestId);
      const paths = Array.isArray(params.expand) ? params.expand.filter((p): p is string => typeof p === 'string' && p !== 'line_items') : [];
      body = JSON.stringify(paths.length ? expand(result, paths, (id) => provider.find(id)) : result, null, 2);
    } catch (error) {
      const known = error instanceof StandinError ? error : new StandinError(500, 'api_error', 'An unexpected error occurred in the stand-in.');
      if (!(error instanceof StandinError)) warn(`Stand-in pagamenti: errore interno su ${method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
      status = known.status;
      body = JSON.stringify(known.toJSON());
    }
    if (cacheKey && status < 500) {
      idempotent.set(cacheKey, { status, body });
      // A bounded memory: the SDK retries within seconds, not after thousands of requests.
      if (idempotent.size > 5000) idempotent.delete(idempotent.keys().next().value!);
    }
    send(status, body);
  }

  async function handleCheckout(request: http.IncomingMessage, response: http.ServerResponse, sessionId: string) {
    const session = provider.sessions.has(sessionId) ? provider.getSession(sessionId) : undefined;
    const origins = [session?.success_url, session?.cancel_url].flatMap((u) => {
      try {
        return u ? [new URL(u).origin] : [];
      } catch {
        return [];
      }
    });
    const html = (status: number, text: string) => {
      response.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        // The page posts to itself, then sends the browser on to AutoMercato's success address.
        'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      response.end(text);
    };
    if (!session || session.status !== 'open') {
      html(session ? 410 : 404, closedPage(session));
      return;
    }
    const items = provider.sessionItems.get(sessionId)!;
    if (request.method === 'GET') {
      html(200, checkoutPage(session, items));
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'GET, POST' }).end();
      return;
    }
    const form = parseForm(await readBody(request)) as CardForm;
    const values: CardForm = {
      card_number: String(form.card_number ?? ''), exp: String(form.exp ?? ''), cvc: '', name: String(form.name ?? ''),
    };
    const outcome = checkCard({ ...values, cvc: String(form.cvc ?? '') });
    if (outcome.kind === 'invalid') {
      html(422, checkoutPage(session, items, { values, errors: outcome.errors }));
      return;
    }
    if (outcome.kind === 'declined') {
      // No subscription, no invoice, no event: the session stays open for another card.
      html(402, checkoutPage(session, items, { values: { ...values, card_number: '' }, declined: true }));
      return;
    }
    // The browser is sent on only after checkout.session.completed (and the rest) were delivered,
    // so AutoMercato's success page already finds the plan active. The real provider does NOT
    // guarantee this: its webhooks may arrive after the customer is back, so billing must also
    // handle a success page reached before the event (and the event arriving late).
    await provider.completeSession(sessionId, outcome);
    const location = String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', () => session.id);
    response.writeHead(303, { location, 'cache-control': 'no-store' }).end();
  }

  async function handleHelpers(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body, null, 2));
    };
    try {
      const renew = /^\/_standin\/subscriptions\/([^/]+)\/renew$/.exec(url.pathname);
      if (renew && request.method === 'POST') {
        const raw = await readBody(request);
        const body = (request.headers['content-type'] ?? '').includes('json') ? JSON.parse(raw || '{}') : parseForm(raw);
        const outcome = body.outcome ?? 'paid';
        if (outcome !== 'paid' && outcome !== 'failed') throw invalid('outcome must be paid or failed', 'outcome');
        json(200, await provider.renew(decodeURIComponent(renew[1]!), outcome));
        return;
      }
      if (url.pathname === '/_standin/events' && request.method === 'GET') {
        json(200, { object: 'list', data: provider.events, deliveries: deliveries.records });
        return;
      }
      json(404, { error: { type: 'invalid_request_error', message: `Unknown stand-in helper ${request.method} ${url.pathname}` } });
    } catch (error) {
      if (error instanceof StandinError) json(error.status, error.toJSON());
      else if (error instanceof SyntaxError) json(400, { error: { type: 'invalid_request_error', message: 'Invalid JSON body' } });
      else throw error;
    }
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    const work = url.pathname.startsWith('/v1/')
      ? handleApi(request, response, url)
      : checkout
        ? handleCheckout(request, response, decodeURIComponent(checkout[1]!))
        : url.pathname.startsWith('/_standin/')
          ? handleHelpers(request, response, url)
          : Promise.resolve(void response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Stand-in pagamenti AutoMercato: pagina inesistente.'));
    work.catch((error: unknown) => {
      warn(`Stand-in pagamenti: errore su ${request.method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!response.headersSent) response.writeHead(error instanceof StandinError ? error.status : 500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Errore del servizio di pagamento dimostrativo.');
    });
  });
  // Idle keep-alive sockets of the SDK must not hold close() open.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url: baseUrl,
    port,
    provider,
    events: () => provider.events,
    deliveries: () => deliveries.records,
    idle: () => deliveries.idle(),
    close() {
      deliveries.stop();
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
