import type { Http } from '../http.js';

/** Filled by the admin-dealers slice (issue 14). */
export const adminDealers = (_http: Http) => ({});
