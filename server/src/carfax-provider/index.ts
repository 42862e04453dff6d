import { demoProvider } from './demo.js';
import { httpProvider, type HttpProviderConfig } from './http.js';
import type { CarfaxProvider } from './provider.js';

export { CarfaxProviderError, type CarfaxProvider, type ReportQuery, type VehicleHint } from './provider.js';
export { demoProvider, demoReport } from './demo.js';
export { httpProvider, type HttpProviderConfig } from './http.js';

/** The configured provider: the real one when CARFAX_PROVIDER_URL and _KEY are set, else the demo one. */
export function createCarfaxProvider(config: HttpProviderConfig | null | undefined): CarfaxProvider {
  return config ? httpProvider(config) : demoProvider();
}
