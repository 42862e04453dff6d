import type { RemoteRoutes } from '@automercato/shell-api';
import { DealerAreaPage } from './pages/area/DealerAreaPage';
import { BuyPlanPage } from './pages/buy-plan/BuyPlanPage';
import { FailedVerificationPage } from './pages/failed-verification/FailedVerificationPage';
import { FreeTrialActivatePage, FreeTrialActivatedPage } from './pages/free-trial/FreeTrialPages';
import { DealerImportPage } from './pages/import/DealerImportPage';
import { NoAssociatedPage } from './pages/no-associated/NoAssociatedPage';
import { DealerPlanPage } from './pages/plan/DealerPlanPage';
import { DealerListingsPage } from './pages/listings/DealerListingsPage';
import { ListingEditPage } from './pages/listing-edit/ListingEditPage';
import { PlanPurchaseKoPage, PlanPurchaseOkPage } from './pages/plan-purchase/PlanPurchasePages';
import { DealerMessagesPage } from './pages/messages/DealerMessagesPage';
import { DealerSettingsPage } from './pages/settings/DealerSettingsPage';
import { DealerSignupPage } from './pages/signup/DealerSignupPage';
import { DealerStatisticsPage } from './pages/statistics/DealerStatisticsPage';
import { DealerTargetPage } from './pages/target/DealerTargetPage';

/**
 * Exposed as `mf_dealer/routes`; paths from the site root (see @automercato/shell-api), literal,
 * with the parameter names of the shell's table (checks/route-tables.test.ts compares them).
 * The sections are listed by name: `dealer/:dealerUuid/:buyPlan` (buy-plan-{planuuid}, a
 * partial segment react-router cannot express) would otherwise catch them. The vehicle-history
 * sections (carfax, carfax-reports) are mf-carfax's pages (README).
 */
export const routes: RemoteRoutes['routes'] = [
  { path: 'dealer/signup', element: <DealerSignupPage /> },
  { path: 'dealer/target', element: <DealerTargetPage /> },
  { path: 'dealer/plan-purchase-ok', element: <PlanPurchaseOkPage /> },
  { path: 'dealer/plan-purchase-ko', element: <PlanPurchaseKoPage /> },
  { path: 'dealer/no-associated', element: <NoAssociatedPage /> },
  { path: 'dealer/failed-verification', element: <FailedVerificationPage /> },
  { path: 'dealer/:dealerUuid/plan', element: <DealerPlanPage /> },
  { path: 'dealer/:dealerUuid/listings', element: <DealerListingsPage /> },
  { path: 'dealer/:dealerUuid/listings/new', element: <ListingEditPage /> },
  { path: 'dealer/:dealerUuid/listings/:listingId', element: <ListingEditPage /> },
  { path: 'dealer/:dealerUuid/messages', element: <DealerMessagesPage /> },
  { path: 'dealer/:dealerUuid/settings', element: <DealerSettingsPage /> },
  { path: 'dealer/:dealerUuid/statistics', element: <DealerStatisticsPage /> },
  { path: 'dealer/:dealerUuid/import', element: <DealerImportPage /> },
  { path: 'dealer/:dealerUuid/:buyPlan', element: <BuyPlanPage /> },
  { path: 'dealer/*', element: <DealerAreaPage /> },
  { path: 'free-trial/:dealerUuid/activate', element: <FreeTrialActivatePage /> },
  { path: 'free-trial/:dealerUuid/activated', element: <FreeTrialActivatedPage /> },
];
