import type { RemoteRoutes } from '@automercato/shell-api';
import { UsersPage } from './pages/users/UsersPage';
import { DealersPage } from './pages/dealers/DealersPage';
import { DealerDetailPage } from './pages/dealer-detail/DealerDetailPage';
import { DealerAdminsPage } from './pages/dealer-admins/DealerAdminsPage';
import { DealerAdminDetailPage } from './pages/dealer-admin-detail/DealerAdminDetailPage';
import { ListingsPage } from './pages/listings/ListingsPage';
import { MessagesPage } from './pages/messages/MessagesPage';
import { HorizonPage } from './pages/horizon/HorizonPage';
import { PulsePage } from './pages/pulse/PulsePage';
import { ReleasesPage } from './pages/releases/ReleasesPage';

/** Exposed as `mf_admin/routes`; paths from the site root (see @automercato/shell-api). */
export const routes: RemoteRoutes['routes'] = [
  // `/admin` itself is the shell's redirect to /admin/users; carfax and carfax-reports are mf-carfax's.
  { path: 'admin/users', element: <UsersPage /> },
  { path: 'admin/dealers', element: <DealersPage /> },
  { path: 'admin/dealers/:uuid', element: <DealerDetailPage /> },
  { path: 'admin/dealer-admins', element: <DealerAdminsPage /> },
  { path: 'admin/dealer-admins/:uuid', element: <DealerAdminDetailPage /> },
  { path: 'admin/listings', element: <ListingsPage /> },
  { path: 'admin/messages', element: <MessagesPage /> },
  // Releases of the remotes (versions, canary, rollback, publish tokens).
  { path: 'admin/releases', element: <ReleasesPage /> },
  // SPEC §7 "Links to the back end": the operations pages.
  { path: 'pulse', element: <PulsePage /> },
  { path: 'horizon', element: <HorizonPage /> },
];
