import type { RemoteRoutes } from '@automercato/shell-api';
import { DealerAreaPage } from './pages/area/DealerAreaPage';
import { FreeTrialActivatePage, FreeTrialActivatedPage } from './pages/free-trial/FreeTrialPages';
import { PlanPurchaseKoPage, PlanPurchaseOkPage } from './pages/plan-purchase/PlanPurchasePages';
import { DealerSignupPage } from './pages/signup/DealerSignupPage';
import { DealerTargetPage } from './pages/target/DealerTargetPage';

/**
 * Exposed as `mf_dealer/routes`; paths from the site root (see @automercato/shell-api), literal,
 * with the parameter names of the shell's table (checks/route-tables.test.ts compares them).
 */
export const routes: RemoteRoutes['routes'] = [
  { path: 'dealer/signup', element: <DealerSignupPage /> },
  { path: 'dealer/target', element: <DealerTargetPage /> },
  { path: 'dealer/plan-purchase-ok', element: <PlanPurchaseOkPage /> },
  { path: 'dealer/plan-purchase-ko', element: <PlanPurchaseKoPage /> },
  { path: 'dealer/*', element: <DealerAreaPage /> },
  { path: 'free-trial/:dealerUuid/activate', element: <FreeTrialActivatePage /> },
  { path: 'free-trial/:dealerUuid/activated', element: <FreeTrialActivatedPage /> },
];
