// One load run with autocannon: every response time is recorded here (autocannon reports no p95),
// per request mix as well as overall, with the status codes that were not 2xx.
import autocannon from 'autocannon';

export interface Mix {
  label: string;
  /** A fixed path, or a function called for every request (a detail page picks another id). */
  path: string | (() => string);
}

export interface Latency { count: number; p50: number; p95: number; p99: number; max: number; mean: number }

export interface LoadResult {
  durationS: number;
  connections: number;
  requests: number;
  reqPerSec: number;
  latencyMs: Latency;
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  perMix: Record<string, Latency & { non2xx: number }>;
}

/** Nearest-rank percentiles over raw samples (milliseconds). */
export function summarize(samples: number[]): Latency {
  if (!samples.length) return { count: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN, mean: NaN };
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99),
    max: sorted[sorted.length - 1]!, mean: sum / sorted.length,
  };
}

interface LabelledRequest extends autocannon.Request { label: string }
/** What autocannon's client keeps (not in its types): the request the last response answers. */
interface ClientInternals { requestIterator?: { currentRequest?: { label?: string } } }

function requestsFor(mixes: Mix[]): LabelledRequest[] {
  return mixes.map((mix) => {
    const { path } = mix;
    return typeof path === 'string'
      ? { method: 'GET', path, label: mix.label }
      : { method: 'GET', path: path(), label: mix.label, setupRequest: (request) => ({ ...request, path: path() }) };
  });
}

export interface LoadOptions {
  url: string;
  mixes: Mix[];
  connections: number;
  durationS: number;
  /** Record nothing: a warm-up. */
  discard?: boolean;
  /** Sent with every request (the admin bench's session cookie). */
  headers?: Record<string, string>;
}

export function runLoad({ url, mixes, connections, durationS, discard = false, headers }: LoadOptions): Promise<LoadResult> {
  const base = requestsFor(mixes);
  const all: number[] = [];
  const byMix = new Map<string, { samples: number[]; non2xx: number }>(mixes.map((m) => [m.label, { samples: [], non2xx: 0 }]));
  const statusCodes: Record<string, number> = {};
  let clientNumber = 0;

  return new Promise((resolve, reject) => {
    const instance = autocannon({
      url,
      connections,
      duration: durationS,
      timeout: 10,
      headers,
      requests: base,
      // Each connection starts at another place in the cycle, so the mixes interleave from the first second.
      setupClient: (client) => {
        const shift = Math.floor((clientNumber++ * base.length) / connections) % base.length;
        client.setRequests([...base.slice(shift), ...base.slice(0, shift)].map((r) => ({ ...r })));
      },
    }, (error, result) => {
      if (error) return reject(error);
      const latencyMs = summarize(all);
      const non2xx = Object.entries(statusCodes).filter(([code]) => !code.startsWith('2')).reduce((n, [, c]) => n + c, 0);
      const perMix: LoadResult['perMix'] = {};
      for (const [label, entry] of byMix) perMix[label] = { ...summarize(entry.samples), non2xx: entry.non2xx };
      resolve({
        durationS,
        connections,
        requests: latencyMs.count,
        reqPerSec: latencyMs.count / (result.duration || durationS),
        latencyMs,
        non2xx: Math.max(non2xx, result.non2xx),
        statusCodes,
        errors: result.errors,
        timeouts: result.timeouts,
        perMix,
      });
    });
    if (discard) return;
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      all.push(responseTime);
      const code = String(statusCode);
      statusCodes[code] = (statusCodes[code] ?? 0) + 1;
      const label = (client as unknown as ClientInternals).requestIterator?.currentRequest?.label ?? '?';
      let entry = byMix.get(label);
      if (!entry) byMix.set(label, (entry = { samples: [], non2xx: 0 }));
      entry.samples.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) entry.non2xx++;
    });
  });
}
