import type { Http } from '../http.js';

/** Filled by the admin-messages slice (issue 14). */
export const adminMessages = (_http: Http) => ({});
