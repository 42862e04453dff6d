import type { FastifyInstance } from 'fastify';
import { primedScript, routeStateToFilters, urlOfCall, type Api } from '@automercato/api-sdk';

type Call = (api: Api) => Promise<unknown>;

/**
 * The first view's data sent with the page: the answers the results and listing pages ask for
 * first, under exactly the URLs the client will ask (the client's own functions build them), so
 * the page does not wait for its JavaScript chain to ask. Asked as a guest through the API itself
 * (the same answer, access and presenters); only public, impersonal routes, and only a 200 is sent.
 */
export function firstView(app: FastifyInstance) {
  async function primed(calls: readonly Call[]): Promise<string> {
    const answers: Record<string, unknown> = {};
    for (const call of calls) {
      const url = await urlOfCall(call);
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      if (res.statusCode === 200) answers[url] = res.json();
    }
    return Object.keys(answers).length > 0 ? primedScript(answers) : '';
  }

  return {
    /** /risultati[/:make[/:model]]?…: the search the page makes first (an AI search asks its parser first: not sent). */
    results(params: { make?: string; model?: string }, search: string): Promise<string> {
      if (new URLSearchParams(search).has('ai')) return Promise.resolve('');
      return primed([(api) => api.listings.search(routeStateToFilters(params, search))]);
    },
    /** A listing's page: the listing. */
    listing: (uuid: string): Promise<string> => primed([(api) => api.listings.get(uuid)]),
  };
}

export type FirstView = ReturnType<typeof firstView>;
