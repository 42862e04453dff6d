/**
 * The header of the default layout: logo, search, favourites, dealer and admin areas, and
 * sign-in or the profile menu. Under 768 px the links fold into a menu button
 * (aria-expanded/aria-controls; Escape closes it and gives focus back to the button).
 */
import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@automercato/router';
import { $currentUser, $dealerAreaPath, $isAdmin, $isLoggedIn, $ownDealers, $sessionChecked, DEALER_ROLE } from '@automercato/shell-api';
import { useStoreValue } from '../lib/useStoreValue';
import { ADMIN_AREA_LINK } from './links';
import { t } from './home-texts';

function HeaderSearch({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    void navigate(query ? `/risultati?ai=${encodeURIComponent(query)}` : '/risultati');
    onDone();
  };
  return (
    <form role="search" aria-label={t('header.cercaNelSito')} className="am-header-search" onSubmit={submit}>
      <label htmlFor={id} className="am-visually-hidden">{t('header.cercaUnAuto')}</label>
      <input
        id={id}
        type="search"
        name="ai"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('header.esSuvDieselSotto')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="am-header-search__button">{t('header.cerca')}</button>
    </form>
  );
}

// Loaded for signed-in users only (guests, and the home page's budget, do not pay for it).
const ProfileMenu = lazy(() => import('./ProfileMenu'));

export function Header() {
  const loggedIn = useStoreValue($isLoggedIn);
  const checked = useStoreValue($sessionChecked);
  const isAdmin = useStoreValue($isAdmin);
  const user = useStoreValue($currentUser);
  const ownDealers = useStoreValue($ownDealers);
  // The dealer last opened, or the choice when there is none yet.
  const dealerAreaLink = useStoreValue($dealerAreaPath);
  const isDealer = loggedIn && (user?.role === DEALER_ROLE || ownDealers.length > 0);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  // A new page closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);
  return (
    <header className="am-header">
      <div className="am-container am-header__inner">
        <Link to="/" className="am-logo" aria-label={t('header.automercatoVaiAllaHome')}>{t('header.auto')}<span>{t('header.mercato')}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="am-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span className="am-header__toggle-bars" aria-hidden="true" />
          {menuOpen ? t('header.chiudi') : t('header.menu')}
        </button>
        <div id={panelId} className={`am-header__panel${menuOpen ? ' am-header__panel--open' : ''}`}>
          <HeaderSearch onDone={close} />
          <nav aria-label={t('header.navigazionePrincipale')} className="am-nav">
            <NavLink to="/favourites">{t('header.preferiti')}</NavLink>
            {isDealer ? (
              <NavLink to={dealerAreaLink} className="am-nav__area">{t('header.areaConcessionario')}</NavLink>
            ) : (
              <NavLink to="/for-dealers">{t('header.perIConcessionari')}</NavLink>
            )}
            {isAdmin ? (
              <NavLink to={ADMIN_AREA_LINK} className="am-nav__area">{t('header.amministrazione')}</NavLink>
            ) : null}
            {loggedIn ? (
              <Suspense fallback={<span className="am-profile-menu__placeholder" aria-hidden="true" />}>
                <ProfileMenu />
              </Suspense>
            ) : (
              <NavLink to="/signin" className="am-nav__signin" aria-busy={!checked || undefined}>{t('header.accedi')}</NavLink>
            )}
          </nav>
        </div>
      </div>
    </header>
  );
}
