/**
 * The addresses of the route table, published with the build as `routes.json` (see
 * rsbuild.config.ts): the server serving this shell answers 404 to any other address with the
 * same page, so a search engine never indexes "Pagina non trovata" as a page (no soft 404s).
 * Published with the build, like /remotes.json, so a new shell with new routes needs no server
 * release. Patterns are react-router's (`:param`, `:param?`, `*`), from the site root.
 */
import { ROUTE_TABLE } from './table';

export const ROUTES_FILE = 'routes.json';

export interface PublishedRoutes {
  /** Every address pattern the shell renders, redirects or hands to a remote. */
  patterns: string[];
}

export function publishedRoutes(): PublishedRoutes {
  // sitemap.xml is the server's own address (see routes.tsx).
  return { patterns: ['/', ...ROUTE_TABLE.filter((e) => e.path !== '').map((e) => `/${e.path}`)] };
}
