import type { RemoteRoutes } from '@automercato/shell-api';
import { ListingPage } from './pages/listing/ListingPage';

/** Exposed as `mf_listing/routes`; paths from the site root (see @automercato/shell-api). */
export const routes: RemoteRoutes['routes'] = [
  { path: 'annunci/:city/:make/:model/:dealer/:uuid', element: <ListingPage /> },
  // Fetches the listing, then replaces the address with its canonical one.
  { path: 'item/:uuid', element: <ListingPage /> },
];
