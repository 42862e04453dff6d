import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublic, PublicFetchError, UNREACHABLE, type PublicFetchOptions } from './public-fetch.js';

// Only loopback listeners: a "public" answer is never connected to (the refusals happen first).
let open: http.Server;
let secret: http.Server;
let openPort: number;
let secretPort: number;
let closedPort: number;
const secretHits: string[] = [];

async function listen(handler: http.RequestListener): Promise<[http.Server, number]> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return [server, (server.address() as AddressInfo).port];
}

beforeAll(async () => {
  [secret, secretPort] = await listen((req, res) => { secretHits.push(req.url ?? ''); res.end('internal'); });
  [open, openPort] = await listen((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
    if (to) res.writeHead(302, { location: to }).end();
    else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
    else res.end('ok');
  });
  const [closed, port] = await listen(() => undefined);
  closedPort = port;
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  await new Promise((resolve) => open?.close(resolve));
  await new Promise((resolve) => secret?.close(resolve));
});

const options = (extra: Partial<PublicFetchOptions> = {}): PublicFetchOptions =>
  ({ maxBytes: 1024, timeoutMs: 5_000, allowHosts: [`127.0.0.1:${openPort}`], ...extra });

async function failure(url: string, extra?: Partial<PublicFetchOptions>): Promise<PublicFetchError> {
  const error = await fetchPublic(url, options(extra)).then(() => null, (e: unknown) => e);
  expect(error, url).toBeInstanceOf(PublicFetchError);
  return error as PublicFetchError;
}

describe('fetchPublic', () => {
  it('never reaches a loopback listener through an IPv6 or numeric spelling of its address', async () => {
    for (const host of ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[0:0:0:0:0:ffff:7f00:1]', '2130706433', '0x7f.1', '127.1', 'localhost']) {
      const error = await failure(`http://${host}:${secretPort}/`);
      expect([error.message, error.reason], host).toEqual([UNREACHABLE, 'refused']);
    }
    expect(secretHits).toEqual([]);
  });

  it('checks every hop of a redirect, and stops after the hop limit', async () => {
    expect((await fetchPublic(`http://127.0.0.1:${openPort}/?to=/plain`, options())).toString()).toBe('ok');
    for (const to of [`http://[::ffff:127.0.0.1]:${secretPort}/`, `http://localhost:${secretPort}/`, `http://169.254.169.254/latest/meta-data/`]) {
      const error = await failure(`http://127.0.0.1:${openPort}/?to=${encodeURIComponent(to)}`);
      expect([error.message, error.reason], to).toEqual([UNREACHABLE, 'refused']);
    }
    expect(secretHits).toEqual([]);
    expect((await failure(`http://127.0.0.1:${openPort}/loop`)).message).toBe('troppi reindirizzamenti');
  });

  it('refuses a name when any of its answers is not public, before connecting', async () => {
    const answers: Record<string, string[]> = {
      'mixed.test': ['93.184.216.34', '127.0.0.1'],
      'mapped.test': ['::ffff:127.0.0.1'],
      'private.test': ['10.0.0.1', '192.168.0.1'],
    };
    const resolve = async (name: string) => answers[name] ?? [];
    for (const name of Object.keys(answers)) {
      const error = await failure(`http://${name}:${secretPort}/`, { resolve });
      expect([error.message, error.reason], name).toEqual([UNREACHABLE, 'refused']);
    }
    expect(secretHits).toEqual([]);
  });

  it('reads the same for a refused address, an unknown name and a closed port', async () => {
    const refused = await failure(`http://[::ffff:127.0.0.1]:${secretPort}/`);
    const unknown = await failure('http://nowhere.test/', { resolve: async () => { throw new Error('ENOTFOUND'); } });
    const closed = await failure(`http://127.0.0.1:${closedPort}/`, { allowHosts: [`127.0.0.1:${closedPort}`] });
    expect([refused.message, unknown.message, closed.message]).toEqual([UNREACHABLE, UNREACHABLE, UNREACHABLE]);
  });

  it('connects to the address it checked: DNS is asked once per hop, a later answer cannot move it', async () => {
    // A rebinding name: the first answer is the one checked; a second look-up would give 127.0.0.2, where nothing listens.
    let calls = 0;
    const resolve = async () => (++calls === 1 ? ['127.0.0.1'] : ['127.0.0.2']);
    const body = await fetchPublic(`http://shop.test:${openPort}/`, options({ resolve, allowHosts: [`shop.test:${openPort}`] }));
    expect([body.toString(), calls]).toEqual(['ok', 1]);
  });

  it('lets the allow-list open exactly the host:port it names', async () => {
    expect((await fetchPublic(`http://127.0.0.1:${openPort}/`, options())).toString()).toBe('ok');
    for (const url of [`http://[::ffff:127.0.0.1]:${openPort}/`, `http://localhost:${openPort}/`, `http://127.0.0.1:${secretPort}/`]) {
      expect((await failure(url)).reason, url).toBe('refused');
    }
    expect(secretHits).toEqual([]);
  });

  it('takes only http(s) without credentials', async () => {
    for (const url of ['ftp://127.0.0.1/x', 'file:///etc/passwd', `http://u:p@127.0.0.1:${openPort}/`, 'http://']) {
      expect((await failure(url)).reason, url).toBe('invalid');
    }
  });
});
