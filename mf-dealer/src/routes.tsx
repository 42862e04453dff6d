import type { RemoteRoutes } from '@automercato/shell-api';
import { DealerAreaPage, DealerSectionPage } from './pages/area/DealerAreaPage';
import { BuyPlanPage } from './pages/buy-plan/BuyPlanPage';
import { FreeTrialActivatePage, FreeTrialActivatedPage } from './pages/free-trial/FreeTrialPages';
import { DealerMessagesPage } from './pages/messages/DealerMessagesPage';
import { DealerPlanPage } from './pages/plan/DealerPlanPage';
import { DealerSettingsPage } from './pages/settings/DealerSettingsPage';
import { DealerSignupPage } from './pages/signup/DealerSignupPage';
import { DealerTargetPage } from './pages/target/DealerTargetPage';

/**
 * Exposed as `mf_dealer/routes`; paths from the site root (see @automercato/shell-api), literal,
 * with the parameter names of the shell's table (checks/route-tables.test.ts compares them).
 * The sections are listed by name: `dealer/:dealerUuid/:buyPlan` (buy-plan-{planuuid}, a
 * partial segment react-router cannot express) would otherwise catch them.
 */
export const routes: RemoteRoutes['routes'] = [
  { path: 'dealer/signup', element: <DealerSignupPage /> },
  { path: 'dealer/target', element: <DealerTargetPage /> },
  { path: 'dealer/:dealerUuid/plan', element: <DealerPlanPage /> },
  { path: 'dealer/:dealerUuid/listings', element: <DealerSectionPage /> },
  { path: 'dealer/:dealerUuid/messages', element: <DealerMessagesPage /> },
  { path: 'dealer/:dealerUuid/settings', element: <DealerSettingsPage /> },
  { path: 'dealer/:dealerUuid/carfax', element: <DealerSectionPage /> },
  { path: 'dealer/:dealerUuid/carfax-reports', element: <DealerSectionPage /> },
  { path: 'dealer/:dealerUuid/:buyPlan', element: <BuyPlanPage /> },
  { path: 'dealer/*', element: <DealerAreaPage /> },
  { path: 'free-trial/:dealerUuid/activate', element: <FreeTrialActivatePage /> },
  { path: 'free-trial/:dealerUuid/activated', element: <FreeTrialActivatedPage /> },
];
