import type { CarfaxReportDocument } from '@automercato/api-contract';
import { CarfaxProviderError, type CarfaxProvider } from './provider.js';

const FLAGS = ['stolen', 'total_loss', 'scrapped', 'imported', 'non_private_use', 'odometer_rollback', 'liens', 'damages'] as const;
const LISTS = ['registrations', 'owners', 'odometer', 'inspections', 'damages', 'liens'] as const;

/**
 * Whether an answer has the shape of the contract's report document (what the pages and the PDF
 * read); anything else is treated as an outage rather than stored. (TypeBox's Value.Check cannot
 * read the contract's Nullable/StringEnum schemas, so the shape is checked here by hand.)
 */
export function isReportDocument(value: unknown): value is CarfaxReportDocument {
  const v = value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object') return false;
  const check = v.problem_check as Record<string, unknown> | null;
  const isDay = (d: unknown) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}/.test(d);
  return typeof v.make === 'string' && typeof v.model === 'string' && Number.isInteger(v.year)
    && (v.vin === null || typeof v.vin === 'string') && (v.plate === null || typeof v.plate === 'string')
    && typeof v.generated_at === 'string' && !Number.isNaN(Date.parse(v.generated_at))
    && !!check && typeof check === 'object' && FLAGS.every((f) => typeof check[f] === 'boolean')
    && LISTS.every((l) => Array.isArray(v[l]))
    && (v.odometer as { date?: unknown; km?: unknown }[]).every((o) => isDay(o?.date) && Number.isInteger(o?.km))
    && (v.emission_class === null || typeof v.emission_class === 'string')
    && (v.power_type === undefined || v.power_type === null || typeof v.power_type === 'string');
}

export interface HttpProviderConfig {
  /** Base address; the report is asked with POST {url}/reports {vin, plate}. */
  url: string;
  key: string;
  timeoutMs: number;
}

/**
 * A real provider behind HTTP (CARFAX_PROVIDER_URL, CARFAX_PROVIDER_KEY). It must answer the
 * report document of the API contract; 404 is "no history for this vehicle" (C7). A timeout, a
 * network error, a 5xx, a refused key or an answer that is not a report are all "unavailable":
 * the purchase waits and is retried as a job.
 */
export function httpProvider(config: HttpProviderConfig, fetchImpl: typeof fetch = fetch): CarfaxProvider {
  const endpoint = `${config.url.replace(/\/+$/, '')}/reports`;
  return {
    name: new URL(config.url).hostname,
    demo: false,
    async fetchReport({ vin, plate }) {
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.key}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ vin, plate }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error)?.name === 'TimeoutError';
        throw new CarfaxProviderError('unavailable', timedOut ? `no answer within ${config.timeoutMs} ms` : `unreachable: ${(error as Error).message}`);
      }
      if (response.status === 404) throw new CarfaxProviderError('not_found', 'no history for this vehicle');
      if (!response.ok) throw new CarfaxProviderError('unavailable', `answered ${response.status}`);
      const body: unknown = await response.json().catch(() => null);
      const document = { ...(body as object), provider: { name: new URL(config.url).hostname, demo: false } };
      if (!isReportDocument(document)) throw new CarfaxProviderError('unavailable', 'the answer is not a report document');
      const check = document.problem_check;
      // Counts a provider may leave out are derived from the history itself.
      return {
        ...document,
        problem_check: {
          ...check,
          owners_count: Number.isInteger(check.owners_count) ? check.owners_count : document.owners.length,
          last_km: Number.isInteger(check.last_km) ? check.last_km : document.odometer.at(-1)?.km ?? null,
        },
      };
    },
  };
}
