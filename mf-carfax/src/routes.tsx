import type { RemoteRoutes } from '@automercato/shell-api';
import { CarfaxPage } from './pages/carfax/CarfaxPage';

/** Exposed as `mf_carfax/routes`; paths from the site root (see @automercato/shell-api). */
export const routes: RemoteRoutes['routes'] = [{ path: 'carfax', element: <CarfaxPage /> }];
