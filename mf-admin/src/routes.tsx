import type { RemoteRoutes } from '@automercato/shell-api';
import { AdminPage } from './pages/admin/AdminPage';
import { HorizonPage } from './pages/horizon/HorizonPage';
import { PulsePage } from './pages/pulse/PulsePage';

/** Exposed as `mf_admin/routes`; paths from the site root (see @automercato/shell-api). */
export const routes: RemoteRoutes['routes'] = [
  // `/admin` itself is the shell's redirect to /admin/users.
  { path: 'admin/:section/*', element: <AdminPage /> },
  // SPEC §7 "Links to the back end": the operations pages.
  { path: 'pulse', element: <PulsePage /> },
  { path: 'horizon', element: <HorizonPage /> },
];
