import { createApi, createHttp } from '@automercato/api-sdk';

/** The one API client of mf-search (same origin, session cookie, XSRF handled by the SDK). */
export const api = createApi(createHttp());
