import { createApi, type Api } from './client.js';
import { createHttp } from './http.js';

/**
 * The URL a call of the client asks for, found by making it without a network: the server uses it
 * to send a page's first answers with the page (primed.ts) under exactly the URL the page will ask.
 */
export async function urlOfCall(make: (api: Api) => Promise<unknown>): Promise<string> {
  let asked: string | null = null;
  const api = createApi(createHttp({
    fetch: (input) => {
      asked = String(input);
      return Promise.reject(new Error('not sent'));
    },
    getCookie: () => undefined,
    navigate: () => undefined,
  }));
  await make(api).catch(() => undefined);
  if (asked === null) throw new Error('urlOfCall: the call asked for nothing');
  return asked;
}
