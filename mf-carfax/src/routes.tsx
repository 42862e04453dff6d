import type { RemoteRoutes } from '@automercato/shell-api';
import { AdminCarfaxPage } from './pages/admin-carfax/AdminCarfaxPage';
import { AdminReportsPage } from './pages/admin-reports/AdminReportsPage';
import { CarfaxPage } from './pages/carfax/CarfaxPage';
import { DealerCarfaxPage } from './pages/dealer-carfax/DealerCarfaxPage';
import { DealerReportsPage } from './pages/dealer-reports/DealerReportsPage';
import { AdminReportPage, DealerReportPage } from './pages/report/ReportPage';
import { MyRequestReportPage, SharedReportPage } from './pages/shared-report/SharedReportPage';

/**
 * Exposed as `mf_carfax/routes`; paths from the site root (see @automercato/shell-api), with the
 * shell's parameter names. The dealer and admin sections are mf-carfax's own pages, shown with
 * the area's tabs (README "why the report views are routed to mf-carfax").
 */
export const routes: RemoteRoutes['routes'] = [
  { path: 'carfax', element: <CarfaxPage /> },
  { path: 'carfax/report/:token', element: <SharedReportPage /> },
  { path: 'carfax/richieste/:requestId', element: <MyRequestReportPage /> },
  { path: 'dealer/:dealerUuid/carfax', element: <DealerCarfaxPage /> },
  { path: 'dealer/:dealerUuid/carfax-reports', element: <DealerReportsPage /> },
  { path: 'dealer/:dealerUuid/carfax-reports/:reportId', element: <DealerReportPage /> },
  { path: 'admin/carfax', element: <AdminCarfaxPage /> },
  { path: 'admin/carfax-reports', element: <AdminReportsPage /> },
  { path: 'admin/carfax-reports/:reportId', element: <AdminReportPage /> },
];
