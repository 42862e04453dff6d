import type { RemoteRoutes } from '@automercato/shell-api';
import { DealerAreaPage, DealerSignupPage } from './pages/DealerPages';
import { DealerTargetPage } from './pages/DealerTargetPage';
import { FreeTrialActivatePage, FreeTrialActivatedPage } from './pages/FreeTrialPages';

/** Exposed as `mf_dealer/routes`; paths from the site root (see @automercato/shell-api). */
export const routes: RemoteRoutes['routes'] = [
  { path: 'dealer/signup', element: <DealerSignupPage /> },
  { path: 'dealer/target', element: <DealerTargetPage /> },
  { path: 'dealer/*', element: <DealerAreaPage /> },
  { path: 'free-trial/:dealerUuid/activate', element: <FreeTrialActivatePage /> },
  { path: 'free-trial/:dealerUuid/activated', element: <FreeTrialActivatedPage /> },
];
