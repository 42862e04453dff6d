import type { Http } from '../http.js';

/** Filled by the admin-listings slice (issue 14). */
export const adminListings = (_http: Http) => ({});
