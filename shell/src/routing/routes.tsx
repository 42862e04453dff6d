/**
 * The router. Only the home page is built in; every other address of the route table
 * (routing/table.ts) goes through one catch-all route whose loader and element come from
 * the resolver (routing/resolve.tsx), loaded with the first such address. This keeps the
 * route table, the guards and the pages off the home page's JavaScript budget, and lets
 * each remote match its own `./routes` against the full path (see @automercato/shell-api).
 *
 * Each page opens at the top, or where it was left when reached with Back/Forward (ScrollMemory).
 *
 * Errors thrown by loaders (404 'Not found', 403…) and by pages render the error screen
 * (empty layout). The layout of the page on screen stays mounted across navigations.
 */
import { Outlet, useMatches, useNavigation, type LoaderFunctionArgs, type RouteObject } from '@automercato/router';
import { HomePage } from '../pages/HomePage';
import { LazyErrorScreen } from '../pages/LazyErrorScreen';
import { DefaultLayout } from '../layout/DefaultLayout';
import { getLayout } from '../layout/registry';
import { Loading } from '../federation/Loading';
import type { EntryData } from './entry-data';
import { HOME_TITLE } from './titles';
import { ScrollMemory } from './ScrollMemory';
import { t } from './home-texts';

export interface RouteHandle {
  title?: string;
}

/** The layout and title of the page on screen. */
function Root() {
  const matches = useMatches();
  const navigation = useNavigation();
  const leaf = matches[matches.length - 1];
  const entryData = leaf?.id === 'entry' ? (leaf.loaderData as EntryData | undefined) : undefined;
  const title = entryData?.title ?? (leaf?.handle as RouteHandle | undefined)?.title;
  const Layout = (entryData && getLayout(entryData.entry.kind === 'redirect' ? 'default' : entryData.entry.layout)) || DefaultLayout;
  return (
    <>
      {navigation.state === 'loading' ? (
        <div className="am-progress" role="progressbar" aria-label={t('routes.caricamentoDellaPagina')} />
      ) : null}
      {title ? <title>{title}</title> : null}
      <Layout>
        <Outlet />
      </Layout>
      <ScrollMemory />
    </>
  );
}

/**
 * Addresses that belong to the server, reached inside the app (a link, or sign-in's redirectTo):
 * loaded for real: /sitemap.xml, and the back-end pages of plan checkout and management (SPEC §7
 * "Links to the back end").
 */
function serverPageLoader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  // As the server spells its routes (lower case, no trailing slash; the uuids are lower case too):
  // an address the server did not know would come back to this app and be loaded again, forever.
  window.location.assign(url.pathname.toLowerCase().replace(/(.)\/+$/, '$1') + url.search);
  return new Response(null, { status: 204 });
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <Root />,
      errorElement: <LazyErrorScreen />,
      hydrateFallbackElement: <Loading />,
      children: [
        { index: true, element: <HomePage />, handle: { title: HOME_TITLE } satisfies RouteHandle },
        { path: 'sitemap.xml', loader: serverPageLoader, element: null },
        // Only the server's own pages (any other address under /dealers is this app's 404).
        { path: 'dealers/:dealerUuid/subscription/edit', loader: serverPageLoader, element: null },
        { path: 'dealers/:dealerUuid/subscription/checkout/:planId', loader: serverPageLoader, element: null },
        {
          id: 'entry',
          path: '*',
          loader: async (args) => (await import('./resolve')).loadEntry(args),
          lazy: async () => ({ Component: (await import('./resolve')).EntryRoute }),
        },
      ],
    },
  ];
}
