/**
 * The dealer area's tab bar: plain links (a tab is a page, so Tab/Enter work as for any link),
 * the current one marked with aria-current="page"; on a phone the bar scrolls sideways and
 * keeps the current tab in view.
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation } from '@automercato/router';
import { DEALER_TABS, currentSection, dealerSectionHref } from '../model/tabs';
import './dealer-nav.css';

export function DealerNav({ dealerUuid }: { dealerUuid: string }) {
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  const currentRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // happy-dom and old browsers may lack scrollIntoView options.
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <nav className="am-dealer-nav" aria-label="Area concessionario">
      <ul>
        {DEALER_TABS.map((tab) => {
          const active = tab.section === current;
          return (
            <li key={tab.section}>
              <Link
                ref={active ? currentRef : undefined}
                to={dealerSectionHref(dealerUuid, tab.section)}
                aria-current={active ? 'page' : undefined}
                className={active ? 'am-dealer-nav__tab am-dealer-nav__tab--current' : 'am-dealer-nav__tab'}
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
