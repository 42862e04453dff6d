import type { RemoteRoutes } from '@automercato/shell-api';
import { AdminPage } from './pages/admin/AdminPage';

/** Exposed as `mf_admin/routes`; paths from the site root (see @automercato/shell-api). */
export const routes: RemoteRoutes['routes'] = [
  // `/admin` itself is the shell's redirect to /admin/users.
  { path: 'admin/:section/*', element: <AdminPage /> },
];
