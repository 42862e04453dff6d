import { matchRoutes, type RouteObject } from '@automercato/router';
import { ROUTE_TABLE, type RouteEntry } from './table';

/** Every entry but the home page (a route of its own), as matchable routes. */
const ENTRIES: readonly RouteEntry[] = ROUTE_TABLE.filter((e) => e.path !== '');
const MATCHERS: RouteObject[] = ENTRIES.map((entry, index) => ({ id: `entry-${index}`, path: entry.path }));

/** The table entry for a path, with its params (react-router's ranking). */
export function matchEntry(pathname: string): { entry: RouteEntry; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(MATCHERS, pathname);
  const last = matches?.[matches.length - 1];
  if (!last) return null;
  const entry = ENTRIES[Number(last.route.id?.slice('entry-'.length))];
  return entry ? { entry, params: last.params } : null;
}
