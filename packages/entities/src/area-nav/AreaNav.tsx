/**
 * The tab bar of the dealer area and of the admin area: one component for every remote that
 * shows a page of these areas (mf-dealer, mf-admin, mf-carfax), so the tabs are the same
 * whichever team deployed the page. Links, not ARIA tabs: each tab is a page of its own.
 */
import type { ReactNode } from 'react';
import { NavLink } from '@automercato/router';
import './area-nav.css';

export interface AreaTab {
  /** Path segment after the area's base ("plan", "carfax-reports"). */
  section: string;
  label: string;
}

/** SPEC §2 "Dealer" children, in the order a dealer works with them. */
export const DEALER_TABS: readonly AreaTab[] = [
  { section: 'listings', label: 'Annunci' },
  { section: 'plan', label: 'Piano' },
  { section: 'carfax', label: 'Carfax' },
  { section: 'carfax-reports', label: 'I miei report' },
  { section: 'messages', label: 'Messaggi' },
];

/** SPEC §2 "Admin" children. */
export const ADMIN_TABS: readonly AreaTab[] = [
  { section: 'users', label: 'Utenti' },
  { section: 'dealers', label: 'Concessionari' },
  { section: 'dealer-admins', label: 'Amministratori' },
  { section: 'listings', label: 'Annunci' },
  { section: 'messages', label: 'Messaggi' },
  { section: 'carfax', label: 'Richieste Carfax' },
  { section: 'carfax-reports', label: 'Report Carfax' },
];

export interface AreaNavProps {
  /** "/dealer/<uuid>" or "/admin". */
  base: string;
  tabs: readonly AreaTab[];
  label: string;
}

export function AreaNav({ base, tabs, label }: AreaNavProps) {
  return (
    <nav className="am-area-nav" aria-label={label}>
      <ul className="am-area-nav__list">
        {tabs.map((tab) => (
          <li key={tab.section}>
            <NavLink
              to={`${base}/${tab.section}`}
              className={({ isActive }) => `am-area-nav__tab${isActive ? ' am-area-nav__tab--active' : ''}`}
              end={false}
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function DealerAreaNav({ dealerUuid }: { dealerUuid: string }) {
  return <AreaNav base={`/dealer/${encodeURIComponent(dealerUuid)}`} tabs={DEALER_TABS} label="Area concessionario" />;
}

export function AdminAreaNav() {
  return <AreaNav base="/admin" tabs={ADMIN_TABS} label="Amministrazione" />;
}

/** A page of the dealer area: the area's tabs above the page's content. */
export function DealerAreaLayout({ dealerUuid, children }: { dealerUuid: string; children: ReactNode }) {
  return (
    <div className="am-area">
      <DealerAreaNav dealerUuid={dealerUuid} />
      <div className="am-area__content">{children}</div>
    </div>
  );
}

/** A page of the admin area: the area's tabs above the page's content. */
export function AdminAreaLayout({ children }: { children: ReactNode }) {
  return (
    <div className="am-area">
      <AdminAreaNav />
      <div className="am-area__content">{children}</div>
    </div>
  );
}
