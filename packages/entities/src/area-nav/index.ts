export { AreaNav, DealerAreaNav, AdminAreaNav, DealerAreaLayout, AdminAreaLayout, DEALER_TABS, ADMIN_TABS, type AreaTab, type AreaNavProps } from './AreaNav';
