import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageAnswer, SeoService } from './service.js';
import type { FirstView } from './first-view.js';

function sendPage(reply: FastifyReply, answer: PageAnswer) {
  if ('redirect' in answer) return reply.redirect(answer.redirect, 301);
  return reply.code(answer.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(answer.html);
}

/**
 * Addresses search engines read: the home and results pages with their description, listing pages with their head, /item/{uuid} redirected to the
 * canonical address, and the sitemap of listings on sale.
 */
export function seoRoutes(app: FastifyInstance, { seo, firstView }: { seo: SeoService; firstView: FirstView }): void {
  app.get('/', async (request, reply) => sendPage(reply, await seo.homePage(() => firstView.home(request))));

  app.get<{ Params: { make?: string; model?: string } }>('/risultati', resultsPage);
  app.get<{ Params: { make?: string; model?: string } }>('/risultati/:make', resultsPage);
  app.get<{ Params: { make?: string; model?: string } }>('/risultati/:make/:model', resultsPage);
  async function resultsPage(request: FastifyRequest<{ Params: { make?: string; model?: string } }>, reply: FastifyReply) {
    const { make, model } = request.params;
    return sendPage(reply, await seo.resultsPage(make, model, (heading) => firstView.results(request, reply, heading)));
  }

  app.get<{ Params: { city: string; make: string; model: string; dealer: string; uuid: string } }>(
    '/annunci/:city/:make/:model/:dealer/:uuid',
    async (request, reply) => sendPage(reply, await seo.listingPage(request.params.uuid, request.url.split('?')[0]!,
      () => firstView.listing(request.params.uuid, request, reply))));

  app.get<{ Params: { uuid: string } }>('/item/:uuid',
    async (request, reply) => sendPage(reply, await seo.itemPage(request.params.uuid)));

  app.get('/sitemap.xml', async (request, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return seo.sitemap();
  });

  app.get<{ Params: { part: string } }>('/sitemaps/:part', async (request, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    const xml = await seo.sitemapPart(request.params.part);
    if (xml === null) return reply.code(404).send(seo.emptyUrlset());
    return xml;
  });
}
