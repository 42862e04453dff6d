import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { isPublicAddress, parseAddress } from './public-address.js';

/**
 * Why a download failed, in Italian, safe to show to the person who gave the URL. `reason`
 * 'refused' (the target is not on the public internet) and 'unresolved' (no address) read the
 * same message as any failure to connect, so that a report never tells which internal hosts or
 * ports exist.
 */
export class PublicFetchError extends Error {
  constructor(message: string, readonly reason: 'invalid' | 'refused' | 'unresolved' | 'failed' = 'failed') {
    super(message);
  }
}

/** The one message for a refused, unresolvable or unreachable target. */
export const UNREACHABLE = 'indirizzo non raggiungibile o non consentito';

export interface PublicFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** host:port pairs fetched although not public (tests' local servers); empty in production. */
  allowHosts?: readonly string[];
  /** Redirects followed, each checked like the first URL (default 3). */
  maxRedirects?: number;
  userAgent?: string;
  /** Every address of a host name (default: the system resolver, as a connection would use it). */
  resolve?: (hostname: string) => Promise<string[]>;
}

const systemResolve = async (hostname: string) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((answer) => answer.address);

/** A URL we may try: http(s), a host, no credentials. */
export function parseTarget(url: string, base?: URL): URL {
  let target: URL;
  try { target = new URL(url, base); } catch { throw new PublicFetchError(`indirizzo '${url.slice(0, 120)}' non valido`, 'invalid'); }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new PublicFetchError('sono ammessi solo indirizzi http o https', 'invalid');
  if (target.username || target.password) throw new PublicFetchError('indirizzo con credenziali non ammesso', 'invalid');
  return target;
}

/**
 * The addresses `target` may be connected to: its literal, or every answer for its name, all
 * public (one non-public answer refuses the host: a rebinding name often mixes them). The
 * connection is then pinned to exactly these (see `pinnedLookup`), so DNS is asked once.
 * Throws PublicFetchError 'refused' or 'unresolved'.
 */
export async function publicAddresses(target: URL, options: Pick<PublicFetchOptions, 'allowHosts' | 'resolve' | 'timeoutMs'>): Promise<string[]> {
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  const allowed = (options.allowHosts ?? []).includes(`${host}:${port}`);
  // A literal never goes to the resolver: getaddrinfo reads `2130706433` as 127.0.0.1 too.
  const literal = parseAddress(host);
  let addresses: string[];
  if (literal) addresses = [literal.toString()];
  else {
    let timer: NodeJS.Timeout | undefined;
    try {
      addresses = await Promise.race([
        (options.resolve ?? systemResolve)(host),
        new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), options.timeoutMs); }),
      ]);
    } catch {
      throw new PublicFetchError(UNREACHABLE, 'unresolved');
    } finally {
      clearTimeout(timer);
    }
    if (addresses.length === 0) throw new PublicFetchError(UNREACHABLE, 'unresolved');
  }
  if (!allowed && !addresses.every(isPublicAddress)) throw new PublicFetchError(UNREACHABLE, 'refused');
  return addresses;
}

/** A `lookup` for http(s) that answers with the addresses already checked instead of asking DNS again. */
function pinnedLookup(addresses: string[]): net.LookupFunction {
  const answers = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 'IPv4' ? 4 : options.family === 6 || options.family === 'IPv6' ? 6 : 0;
    const list = family ? answers.filter((a) => a.family === family) : answers;
    const fail = callback as (error: Error) => void;
    if (list.length === 0) return fail(new PublicFetchError(UNREACHABLE, 'unresolved'));
    if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  };
}

type Hop = { redirect: string } | { body: Buffer };

function getOnce(target: URL, addresses: string[], options: PublicFetchOptions): Promise<Hop> {
  const client = target.protocol === 'https:' ? https : http;
  const tooLarge = () => new PublicFetchError(`file troppo grande (oltre ${Math.round(options.maxBytes / 1048576)} MB)`);
  return new Promise<Hop>((resolve, reject) => {
    const request = client.get(target, {
      // No pooled socket: each request connects to the addresses checked for it.
      agent: false,
      lookup: pinnedLookup(addresses),
      timeout: options.timeoutMs,
      headers: { 'user-agent': options.userAgent ?? 'AutoMercato/1.0' },
    }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return resolve({ redirect: response.headers.location });
      }
      if (status !== 200) {
        response.resume();
        return reject(new PublicFetchError(`il server ha risposto ${status}`));
      }
      if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
        response.destroy();
        return reject(tooLarge());
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          response.destroy();
          reject(tooLarge());
        } else chunks.push(chunk);
      });
      response.on('end', () => resolve({ body: Buffer.concat(chunks) }));
      response.on('error', () => reject(new PublicFetchError('download interrotto')));
    });
    request.on('timeout', () => request.destroy(new PublicFetchError(`nessuna risposta entro ${Math.round(options.timeoutMs / 1000)} secondi`)));
    // Socket errors (refused, unreachable, reset) are not told apart: they would map ports.
    request.on('error', (error) => reject(error instanceof PublicFetchError ? error : new PublicFetchError(UNREACHABLE)));
  });
}

/**
 * GET a URL someone gave us (a dealer's feed or photo) without letting it reach our own network:
 * only http(s); every hop's host checked (literal or every DNS answer) and the connection pinned
 * to the checked addresses; redirects followed by hand up to `maxRedirects`; a time and a size
 * limit. Resolves to the body; rejects with PublicFetchError (Italian).
 */
export async function fetchPublic(url: string, options: PublicFetchOptions): Promise<Buffer> {
  let target = parseTarget(url);
  for (let hop = 0; ; hop++) {
    const result = await getOnce(target, await publicAddresses(target, options), options);
    if ('body' in result) return result.body;
    if (hop >= (options.maxRedirects ?? 3)) throw new PublicFetchError('troppi reindirizzamenti');
    target = parseTarget(result.redirect, target);
  }
}
