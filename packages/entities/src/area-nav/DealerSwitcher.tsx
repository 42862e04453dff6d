/**
 * Which dealer the area shows, and the way to another of the user's own dealers (an
 * owner of three branches could not tell which one they were editing). A disclosure button and
 * a list of links: Tab/Enter work as for any link, Escape closes and gives focus back.
 * No effector here (area-nav has no state): the dealers come from shell-api.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from '@automercato/router';
import { dealerAreaVisited, useOwnDealers, type OwnDealer } from '@automercato/shell-api';
import { DEALER_TABS } from './tabs';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The same page for another dealer where that page exists for every dealer: a tab keeps its
 * tab, the new-listing form and the buy-plan page stay; a page of one thing of this dealer
 * (a listing, a report) goes to its tab's list.
 */
export function switchDealerPath(pathname: string, fromUuid: string, toUuid: string): string {
  const to = `/dealer/${encodeURIComponent(toUuid)}`;
  const prefix = `/dealer/${fromUuid}/`;
  const rest = pathname.toLowerCase().startsWith(prefix.toLowerCase()) ? pathname.slice(prefix.length) : '';
  const [section = '', ...more] = rest.split('/');
  if (section === 'listings' && more.join('/') === 'new') return `${to}/listings/new`;
  if (section.startsWith('buy-plan-') && more.length === 0) return `${to}/${section}`;
  if (DEALER_TABS.some((tab) => tab.section === section)) return `${to}/${section}`;
  return `${to}/listings`;
}

function place(dealer: OwnDealer): string | null {
  return typeof dealer['city'] === 'string' && dealer['city'] ? dealer['city'] : null;
}

export function DealerSwitcher({ dealerUuid }: { dealerUuid: string }) {
  const dealers = useOwnDealers();
  const { pathname } = useLocation();
  const current = dealers.find((d) => same(d.uuid, dealerUuid));
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  // The area's entry in the header opens this dealer next time (shell-api keeps it in this browser).
  useEffect(() => {
    if (current) dealerAreaVisited(current.uuid);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per dealer, not per new object of the same dealer
  }, [current?.uuid]);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!current) return null;
  const name = current.name ?? 'Concessionario';
  return (
    <div className="am-dealer-bar">
      <p className="am-dealer-bar__name">
        <span className="am-dealer-bar__label">Stai gestendo</span> <strong>{name}</strong>
        {place(current) ? <span className="am-dealer-bar__place"> · {place(current)}</span> : null}
      </p>
      {dealers.length > 1 ? (
        <div className="am-dealer-switch" ref={boxRef}>
          <button
            ref={buttonRef}
            type="button"
            className="am-dealer-switch__button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
          >
            Cambia concessionario
          </button>
          <ul id={listId} className="am-dealer-switch__list" aria-label="I tuoi concessionari" hidden={!open}>
            {dealers.map((dealer) => {
              const here = same(dealer.uuid, current.uuid);
              return (
                <li key={dealer.uuid}>
                  <Link
                    className="am-dealer-switch__choice"
                    to={switchDealerPath(pathname, dealerUuid, dealer.uuid)}
                    aria-current={here ? 'true' : undefined}
                  >
                    <span>{dealer.name ?? 'Concessionario'}</span>
                    {place(dealer) ? <small>{place(dealer)}</small> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
