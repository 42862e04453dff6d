/**
 * Routing for every app, through one door. Module Federation does not tree-shake a shared
 * package: sharing react-router itself put all of it (~60 KB gzip) on the home page. This
 * package re-exports only what the apps use and is shared instead, so the shared chunk is the
 * tree-shaken ~33 KB. Import routing from here, never from 'react-router' directly; add a name
 * below when an app needs one more. Not <ScrollRestoration>: the shell's ScrollMemory places pages
 * (per history entry, restored on Back/Forward only).
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  data,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  RouterProvider,
  useLoaderData,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type * from 'react-router';
