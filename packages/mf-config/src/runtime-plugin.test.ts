import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import automercatoRuntimePlugin, { ManifestTimeoutError, fetchWithTimeout } from './runtime-plugin';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/ok') {
      res.setHeader('Content-Type', 'application/json');
      res.end('{"name":"mf_x"}');
    } else if (req.url === '/missing') {
      res.statusCode = 404;
      res.end('nope');
    } else if (req.url === '/slow-body') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"name":'); // headers and part of the body, then nothing
    }
    // '/hang': never answers
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('runtime plugin', () => {
  it('returns a fully read response', async () => {
    const res = await fetchWithTimeout(`${base}/ok`, {}, 1_000);
    expect(await res.json()).toEqual({ name: 'mf_x' });
  });

  it('gives up on a server that never answers', async () => {
    await expect(fetchWithTimeout(`${base}/hang`, {}, 200)).rejects.toBeInstanceOf(ManifestTimeoutError);
  });

  it('gives up on a body that never ends', async () => {
    await expect(fetchWithTimeout(`${base}/slow-body`, {}, 200)).rejects.toBeInstanceOf(ManifestTimeoutError);
  });

  it('turns an HTTP error into a failure for the federation runtime', async () => {
    const plugin = automercatoRuntimePlugin();
    await expect(plugin.fetch!(`${base}/missing`, {})).rejects.toThrow(/HTTP 404/);
    const res = await plugin.fetch!(`${base}/ok`, {});
    expect(res).toBeInstanceOf(Response);
  });

  it('leaves the stylesheets the page already has out of what the runtime adds on loading an expose', async () => {
    // `href` of a link element is its address resolved against the page, whatever the attribute says.
    const attributes = new Map<string, string>([['href', '/mf/search/7/static/css/routes.css']]);
    const drawn = {
      rel: 'stylesheet',
      href: 'https://am.example/mf/search/7/static/css/routes.css',
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    };
    vi.stubGlobal('document', { querySelectorAll: (selector: string) => (selector === 'link[rel="stylesheet"]' ? [drawn] : []) });
    try {
      const op: { filter?: (url: string) => boolean } = { filter: (url) => !url.endsWith('.map') };
      await automercatoRuntimePlugin().beforePreloadRemote!({ preloadOps: [op] } as never);
      expect(op.filter!(drawn.href)).toBe(false);
      // Marked with the spelling the remote's chunk loader looks for.
      expect(attributes.get('data-href')).toBe(drawn.href);
      expect(op.filter!('https://am.example/mf/search/7/static/css/other.css')).toBe(true);
      expect(op.filter!('https://am.example/mf/search/7/static/js/routes.js')).toBe(true);
      // A filter the runtime was given still applies.
      expect(op.filter!('https://am.example/mf/search/7/static/js/routes.js.map')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
