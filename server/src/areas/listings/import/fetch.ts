import { fetchPublic, type PublicFetchOptions } from '../../../net/public-fetch.js';

/** Why a fetch failed, in Italian, for the row or the import. */
export { PublicFetchError as FetchError, publicAddresses } from '../../../net/public-fetch.js';
export type FetchOptions = PublicFetchOptions;

/** The feed and the photos a dealer's system names go through the shared guard against reaching our own network (src/net). */
export const safeFetch = (url: string, options: FetchOptions): Promise<Buffer> =>
  fetchPublic(url, { userAgent: 'AutoMercato-Import/1.0', ...options });
