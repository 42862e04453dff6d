import type { RemoteRoutes } from '@automercato/shell-api';
import { DealerAreaPage } from './pages/area/DealerAreaPage';
import { FailedVerificationPage } from './pages/failed-verification/FailedVerificationPage';
import { FreeTrialActivatePage, FreeTrialActivatedPage } from './pages/free-trial/FreeTrialPages';
import { NoAssociatedPage } from './pages/no-associated/NoAssociatedPage';
import { DealerSignupPage } from './pages/signup/DealerSignupPage';
import { DealerTargetPage } from './pages/target/DealerTargetPage';

/**
 * Exposed as `mf_dealer/routes`; paths from the site root (see @automercato/shell-api), literal,
 * with the parameter names of the shell's table (checks/route-tables.test.ts compares them).
 */
export const routes: RemoteRoutes['routes'] = [
  { path: 'dealer/signup', element: <DealerSignupPage /> },
  { path: 'dealer/target', element: <DealerTargetPage /> },
  { path: 'dealer/no-associated', element: <NoAssociatedPage /> },
  { path: 'dealer/failed-verification', element: <FailedVerificationPage /> },
  { path: 'dealer/*', element: <DealerAreaPage /> },
  { path: 'free-trial/:dealerUuid/activate', element: <FreeTrialActivatePage /> },
  { path: 'free-trial/:dealerUuid/activated', element: <FreeTrialActivatedPage /> },
];
