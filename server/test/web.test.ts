import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { BOOT_AFTER_PAINT_SCRIPT } from '../src/http/boot-after-paint.js';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let app: FastifyInstance;
let webRoot: string;
let dataDir: string;
const BIG_CHUNK = 'export const marca = "Alfa Romeo";\n'.repeat(300);

/**
 * A built-looking web root: the shell's index.html and one remote with its manifest and a hashed chunk.
 * The remote's dist is only the boot import's source: it is served as version 1.
 */
beforeAll(async () => {
  t = await createTestApp();
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'am-web-'));
  fs.mkdirSync(path.join(webRoot, 'shell', 'dist', 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html lang="it"><head><title>AutoMercato</title><script defer src="/static/js/index.1a2b3c4d5e.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'static', 'js', 'index.1a2b3c4d.js'), 'console.log(1)');
  // What the shell's build lists as loaded at boot (mf-config's boot-files.ts); a hostile name is dropped.
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'boot-files.json'),
    JSON.stringify({ files: ['static/js/async/t.4e93c5f5.js', 'static/css/async/z.25f369fb.css', '"><script>x</script>.js'] }));
  fs.mkdirSync(path.join(webRoot, 'mf-search', 'dist', 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'mf-search', 'dist', 'mf-manifest.json'), '{"name":"mf_search","exposes":[{"name":"routes"}],"shared":[]}');
  fs.writeFileSync(path.join(webRoot, 'mf-search', 'dist', 'static', 'js', 'routes.deadbeef12.js'), 'export {}');
  // What mf-config's precompress writes beside a chunk at build time.
  const big = path.join(webRoot, 'mf-search', 'dist', 'static', 'js', 'big.cafebabe12.js');
  fs.writeFileSync(big, BIG_CHUNK);
  fs.writeFileSync(`${big}.br`, zlib.brotliCompressSync(BIG_CHUNK));
  fs.writeFileSync(`${big}.gz`, zlib.gzipSync(BIG_CHUNK));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'am-web-data-'));
  app = await buildApp({
    database: t.database,
    config: loadConfig({ WEB_ROOT: webRoot, DATA_DIR: dataDir, REMOTE_ADMIN_URL: 'https://cdn.example/admin/v7/mf-manifest.json' }),
    logger: false,
  });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('one origin for the API, the shell and the remotes', () => {
  it('serves the shell for / and for any client-side route', async () => {
    for (const url of ['/', '/risultati/fiat/panda?page=2', '/dealer/00000000-0000-4000-8000-000000000000/listings', '/admin/users']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body).toContain('<html lang="it">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the remotes\' stored versions under /mf/<key>/<version>/, every file immutable; dist itself is not served', async () => {
    for (const url of ['/mf/search/1/mf-manifest.json', '/mf/search/1/static/js/routes.deadbeef12.js']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    // The old unversioned addresses of mf-search/dist are gone.
    const old = await app.inject('/mf/search/mf-manifest.json');
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ error: true, error_code: '4' });
  });

  it('sends the build-time brotli or gzip copy to a browser that accepts it, the plain file otherwise', async () => {
    const url = '/mf/search/1/static/js/big.cafebabe12.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(BIG_CHUNK.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_CHUNK);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG_CHUNK);
    const plain = await app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_CHUNK);
  });

  it('every page names the files the shell loads at boot as preloads', async () => {
    for (const url of ['/preferiti', '/pagina-che-non-esiste']) {
      const html = (await app.inject(url)).body;
      expect(html).toContain('<link rel="preload" as="script" href="/static/js/async/t.4e93c5f5.js">');
      expect(html).toContain('<link rel="preload" as="style" href="/static/css/async/z.25f369fb.css">');
      expect(html).not.toContain('<script>x</script>');
    }
    // The home paints its hero from the HTML: its styles at once, the JavaScript once it has painted.
    const home = (await app.inject('/')).body;
    expect(home).toContain('<link rel="stylesheet" href="/static/css/async/z.25f369fb.css">');
  });

  it('a drawn page asks for the shell\'s entry and boot files after its first paint; other pages with the page', async () => {
    const entry = '/static/js/index.1a2b3c4d5e.js';
    const home = (await app.inject('/')).body;
    expect(home).not.toContain(`<script defer src="${entry}">`);
    expect(home).not.toContain('<link rel="preload" as="script"');
    // Only the scripts boot-files.json may name (the test's third entry is not one); its stylesheet is the page's own.
    expect(home).toContain(`<script data-entry="${entry}" data-preload="/static/js/async/t.4e93c5f5.js">${BOOT_AFTER_PAINT_SCRIPT}</script>`);
    const favourites = (await app.inject('/preferiti')).body;
    expect(favourites).toContain(`<script defer src="${entry}"></script>`);
    expect(favourites).not.toContain('data-entry');
  });

  it('answers a missing script with 404, never with the HTML page', async () => {
    for (const url of ['/mf/search/1/static/js/gone.js', '/static/js/missing.123.js', '/mf/listing/1/mf-manifest.json', '/mf/search/2/mf-manifest.json']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/text\/html/);
    }
  });

  it('answers 404 with the same page for an address the shell\'s route table does not have (no soft 404)', async () => {
    // What the shell's build publishes (shell/src/routing/published.ts), in part.
    const routes = path.join(webRoot, 'shell', 'dist', 'routes.json');
    fs.writeFileSync(routes, JSON.stringify({ patterns: ['/', '/faq', '/risultati/:make?/:model?', '/dealer/:dealerUuid/plan', '/password-reset/:token'] }));
    try {
      for (const url of ['/faq', '/FAQ/', '/dealer/00000000-0000-4000-8000-000000000000/plan', '/password-reset/abc?x=1']) {
        expect((await app.inject(url)).statusCode, url).toBe(200);
      }
      for (const url of ['/pagina-che-non-esiste', '/faq/altro', '/password-reset', '/dealer/x/plan/y']) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.body).toContain('<html lang="it">'); // the client still draws its 404 view
        expect(res.body).toContain('<meta name="robots" content="noindex">');
        expect(res.headers['content-security-policy']).toBeDefined();
      }
      expect((await app.inject({ method: 'HEAD', url: '/pagina-che-non-esiste' })).statusCode).toBe(404);
    } finally {
      fs.rmSync(routes);
    }
  });

  it('every page it sends links the shell\'s icon, which answers 200 as an image (also at /favicon.ico)', async () => {
    const routes = path.join(webRoot, 'shell', 'dist', 'routes.json');
    fs.writeFileSync(routes, JSON.stringify({ patterns: ['/', '/pulse', '/horizon', '/risultati/:make?/:model?'] }));
    try {
      // The shell's pages (the test's index.html has no icon of its own), a search page, a 404.
      for (const url of ['/pulse', '/horizon', '/', '/risultati/fiat', '/pagina-che-non-esiste']) {
        const res = await app.inject(url);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.body.match(/<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml">/g), url).toHaveLength(1);
      }
    } finally {
      fs.rmSync(routes);
    }
    const shipped = fs.readFileSync(path.join(import.meta.dirname, '../../shell/public/favicon.svg'), 'utf8');
    for (const url of ['/favicon.svg', '/favicon.ico']) {
      const icon = await app.inject(url);
      expect(icon.statusCode, url).toBe(200);
      expect(icon.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(icon.body, url).toBe(shipped);
    }
  });

  it('keeps API misses as JSON envelopes', async () => {
    const res = await app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: true, error_code: '4' });
  });

  it('publishes the remote locations at /remotes.json from the releases map; REMOTE_<NAME>_URL pins a remote', async () => {
    const res = await app.inject('/remotes.json');
    expect(res.json()).toMatchObject({
      // Only mf-search is built here (version 1 by the boot import); the others have no version yet.
      remotes: { mf_search: '/mf/search/1/mf-manifest.json', mf_admin: 'https://cdn.example/admin/v7/mf-manifest.json' },
      versions: { mf_search: '1' },
      preview: {},
    });
    expect(Object.keys(res.json().remotes)).toHaveLength(2);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('allows remote assets to local dev origins only', async () => {
    const local = await app.inject({ url: '/mf/search/1/mf-manifest.json', headers: { origin: 'http://localhost:3001' } });
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(local.headers.vary).toBe('Accept-Encoding, Origin');
    const foreign = await app.inject({ url: '/mf/search/1/mf-manifest.json', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('pages carry a Content-Security-Policy: scripts from this site and the remotes\' origins only, no framing', async () => {
    for (const url of ['/', '/risultati/fiat/panda']) {
      const res = await app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      // The remote on the CDN also brings its CSS chunks, images and fonts from there.
      for (const directive of ['style-src', 'img-src', 'font-src', 'connect-src']) {
        expect(csp.split('; ').find((d) => d.startsWith(directive)), directive).toContain('https://cdn.example');
      }
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src'));
      expect(scripts).not.toMatch(/unsafe-(inline|eval)/);
      // The one inline script, by its hash: the boot starter of a drawn page.
      const hash = `'sha256-${crypto.createHash('sha256').update(BOOT_AFTER_PAINT_SCRIPT).digest('base64')}'`;
      expect(scripts?.trim().split(/\s+/)).toEqual(['script-src', "'self'", 'https://cdn.example', hash]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('every answer is nosniff with a cautious referrer; JSON needs no CSP; HSTS only over HTTPS', async () => {
    const json = await app.inject('/api/counters');
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(json.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(json.headers['content-security-policy']).toBeUndefined();
    expect(json.headers['strict-transport-security']).toBeUndefined();
    const chunk = await app.inject('/mf/search/1/static/js/routes.deadbeef12.js');
    expect(chunk.headers['x-content-type-options']).toBe('nosniff');

    const secure = await buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: webRoot, DATA_DIR: dataDir, SECURE_COOKIES: 'true' }), logger: false });
    try {
      expect((await secure.inject('/api/counters')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});

