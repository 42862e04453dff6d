import type { Http } from '../http.js';

/** Filled by the admin-users slice (issue 14). */
export const adminUsers = (_http: Http) => ({});
