/**
 * The tab bar of the dealer area and of the admin area: one component for every remote that
 * shows a page of these areas (mf-dealer, mf-admin, mf-carfax), so the tabs are the same
 * whichever team deployed the page. Links, not ARIA tabs: each tab is a page of its own.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from '@automercato/router';
import { useOwnDealer } from '@automercato/shell-api';
import { DealerDisabledBanner } from './DealerDisabledBanner';
import { DealerSwitcher } from './DealerSwitcher';
import { DEALER_TABS, ADMIN_TABS, type AreaTab } from './tabs';
import './area-nav.css';

export { DEALER_TABS, ADMIN_TABS, type AreaTab } from './tabs';

export interface AreaNavProps {
  /** "/dealer/<uuid>" or "/admin". */
  base: string;
  tabs: readonly AreaTab[];
  label: string;
}

/** The tab a path belongs to: /dealer/{uuid}/listings/new is still "Annunci". */
export function currentSection(pathname: string, base: string, tabs: readonly AreaTab[]): string | null {
  if (!pathname.startsWith(`${base}/`)) return null;
  const section = pathname.slice(base.length + 1).split(/[/?#]/)[0] ?? '';
  return tabs.some((tab) => tab.section === section) ? section : null;
}

/**
 * Plain links (a tab is a page, so Tab/Enter work as for any link), the current one marked with
 * aria-current="page"; on a phone the bar scrolls sideways and keeps the current tab in view.
 */
export function AreaNav({ base, tabs, label }: AreaNavProps) {
  const { pathname } = useLocation();
  const current = currentSection(pathname, base, tabs);
  const currentRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // happy-dom and old browsers may lack scrollIntoView options.
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav className="am-area-nav" aria-label={label}>
      <ul className="am-area-nav__list">
        {tabs.map((tab) => {
          const active = tab.section === current;
          return (
            <li key={tab.section}>
              <Link
                ref={active ? currentRef : undefined}
                to={`${base}/${tab.section}`}
                aria-current={active ? 'page' : undefined}
                className={active ? 'am-area-nav__tab am-area-nav__tab--active' : 'am-area-nav__tab'}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** What a dealer whose partita IVA is not confirmed reads above every page of its area. */
export const VAT_BANNERS = {
  unconfirmed: {
    title: 'Partita IVA in verifica…',
    text: 'Finché non la confermiamo, il concessionario e i suoi annunci non sono visibili al pubblico e non puoi acquistare piani, pacchetti o report. '
      + 'Intanto puoi preparare annunci in bozza e completare le impostazioni: di solito la verifica richiede un giorno lavorativo.',
  },
  rejected: {
    title: 'Partita IVA non confermata',
    text: 'Non abbiamo potuto confermare la partita IVA di questo concessionario: non è visibile al pubblico e non può acquistare. '
      + 'Scrivi all\'assistenza di AutoMercato per chiarire.',
  },
} as const;

/** The banner of the dealer's partita IVA review, from the user's own dealers (GET /api/user); nothing once confirmed. */
export function VatReviewBanner({ dealerUuid }: { dealerUuid: string }) {
  const state = useOwnDealer(dealerUuid)?.vat_confirmation;
  if (state !== 'unconfirmed' && state !== 'rejected') return null;
  const banner = VAT_BANNERS[state];
  return (
    <div className={`am-vat-banner am-vat-banner--${state}`} role="status">
      <strong>{banner.title}</strong> {banner.text}
    </div>
  );
}

/** The top of every dealer page: which dealer is open (and the others), its tabs, its review banner. */
export function DealerAreaNav({ dealerUuid }: { dealerUuid: string }) {
  return (
    <>
      <DealerSwitcher dealerUuid={dealerUuid} />
      <AreaNav base={`/dealer/${encodeURIComponent(dealerUuid)}`} tabs={DEALER_TABS} label="Area concessionario" />
      <DealerDisabledBanner dealerUuid={dealerUuid} />
      <VatReviewBanner dealerUuid={dealerUuid} />
    </>
  );
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
