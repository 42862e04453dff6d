import type { RemoteRoutes } from '@automercato/shell-api';
import { AdminPage } from './pages/AdminPage';

/** Exposed as `mf_admin/routes`; paths from the site root (see @automercato/shell-api). */
export const routes: RemoteRoutes['routes'] = [
  { path: 'admin', element: <AdminPage /> },
  { path: 'admin/:section/*', element: <AdminPage /> },
];
