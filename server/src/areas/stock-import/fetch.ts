import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/** Why a fetch failed, in Italian, for the row or the import. */
export class FetchError extends Error {}

export interface FetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** host:port pairs allowed even though private (tests' local servers); empty in production. */
  allowHosts?: readonly string[];
}

/** Loopback, private, link-local, CGNAT, unspecified, multicast, unique-local: never fetched on a dealer's behalf. */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31)
      || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224 || (a === 198 && (b === 18 || b === 19));
  }
  const v6 = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped) return isPrivateAddress(mapped[1]!);
  return v6 === '::' || v6 === '::1' || v6.startsWith('fe8') || v6.startsWith('fe9') || v6.startsWith('fea') || v6.startsWith('feb')
    || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('ff');
}

/** The address http(s) connects to is checked here, after resolution: a name that resolves to 10.x is refused too. */
function guardedLookup(allowed: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return (callback as (e: Error) => void)(new FetchError(`indirizzo '${hostname}' non raggiungibile`));
      const list = addresses as dns.LookupAddress[];
      if (!allowed && list.some((a) => isPrivateAddress(a.address))) {
        return (callback as (e: Error) => void)(new FetchError(`indirizzo '${hostname}' non consentito (rete privata o locale)`));
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/**
 * GET `url` with the SSRF guard (only http(s), no private addresses, also after redirects and
 * DNS), a time limit and a size limit. Resolves to the body; rejects with FetchError (Italian).
 */
export async function safeFetch(url: string, options: FetchOptions, redirects = 3): Promise<Buffer> {
  let target: URL;
  try { target = new URL(url); } catch { throw new FetchError(`indirizzo '${url.slice(0, 120)}' non valido`); }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new FetchError('sono ammessi solo indirizzi http o https');
  if (target.username || target.password) throw new FetchError('indirizzo con credenziali non ammesso');
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const allowed = (options.allowHosts ?? []).includes(`${host}:${port}`);
  if (!allowed && net.isIP(host) && isPrivateAddress(host)) throw new FetchError(`indirizzo '${host}' non consentito (rete privata o locale)`);

  const client = target.protocol === 'https:' ? https : http;
  return await new Promise<Buffer>((resolve, reject) => {
    const request = client.get(target, { lookup: guardedLookup(allowed), timeout: options.timeoutMs, headers: { 'user-agent': 'AutoMercato-Import/1.0' } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects <= 0) return reject(new FetchError('troppi reindirizzamenti'));
        const next = new URL(response.headers.location, target).href;
        return resolve(safeFetch(next, options, redirects - 1));
      }
      if (status !== 200) {
        response.resume();
        return reject(new FetchError(`il server ha risposto ${status}`));
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > options.maxBytes) {
        response.destroy();
        return reject(new FetchError(`file troppo grande (oltre ${Math.round(options.maxBytes / 1048576)} MB)`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          response.destroy();
          reject(new FetchError(`file troppo grande (oltre ${Math.round(options.maxBytes / 1048576)} MB)`));
        } else chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', () => reject(new FetchError('download interrotto')));
    });
    request.on('timeout', () => request.destroy(new FetchError(`nessuna risposta entro ${Math.round(options.timeoutMs / 1000)} secondi`)));
    request.on('error', (error) => reject(error instanceof FetchError ? error : new FetchError(`download non riuscito (${(error as NodeJS.ErrnoException).code ?? error.message})`)));
  });
}
