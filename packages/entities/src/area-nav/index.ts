export { DealerDisabledBanner, DEALER_DISABLED_BANNER } from './DealerDisabledBanner';
export { AreaNav, DealerAreaNav, AdminAreaNav, DealerAreaLayout, AdminAreaLayout, DEALER_TABS, ADMIN_TABS, currentSection, type AreaTab, type AreaNavProps } from './AreaNav';
export { DealerSwitcher, switchDealerPath } from './DealerSwitcher';
