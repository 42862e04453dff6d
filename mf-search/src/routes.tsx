import type { RemoteRoutes } from '@automercato/shell-api';
import { ResultsPage } from './pages/results/ResultsPage';
import { FavouritesPage } from './pages/favourites/FavouritesPage';

/** Exposed as `mf_search/routes`; paths from the site root (see @automercato/shell-api). */
export const routes: RemoteRoutes['routes'] = [
  { path: 'risultati/:make?/:model?', element: <ResultsPage /> },
  { path: 'favourites', element: <FavouritesPage /> },
];
