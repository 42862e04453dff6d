import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { CarfaxReportDocument } from '@automercato/api-contract';
import { CarfaxProviderError, type CarfaxProvider } from './provider.js';

// Value.Check refuses formats it does not know: the document's dates are checked here as the API writes them.
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v));
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (v) => !Number.isNaN(Date.parse(v)));

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
      if (!Value.Check(CarfaxReportDocument, document)) throw new CarfaxProviderError('unavailable', 'the answer is not a report document');
      return document;
    },
  };
}
