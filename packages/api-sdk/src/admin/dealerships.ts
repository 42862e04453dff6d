import type { Http } from '../http.js';

/** Filled by the admin-dealerships slice (issue 14). */
export const adminDealerships = (_http: Http) => ({});
