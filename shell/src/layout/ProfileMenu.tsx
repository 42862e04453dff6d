/** The signed-in user's menu in the header (a disclosure: button + list of links). */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@automercato/router';
import { $currentUser, logoutFx } from '@automercato/shell-api';
import { useStoreValue } from '../lib/useStoreValue';
import { t } from './texts';

export default function ProfileMenu() {
  const user = useStoreValue($currentUser);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const name = [user?.name, user?.surname].filter(Boolean).join(' ') || user?.email || 'Il mio account';
  return (
    <div className="am-profile-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="am-profile-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="am-profile-menu__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="am-profile-menu__name">{name}</span>
      </button>
      <ul id={menuId} className="am-profile-menu__list" hidden={!open}>
        <li>
          <Link to="/profile" onClick={() => setOpen(false)}>{t('profileMenu.ilMioProfilo')}</Link>
        </li>
        <li>
          <Link to="/favourites" onClick={() => setOpen(false)}>{t('profileMenu.iMieiPreferiti')}</Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void logoutFx().catch((error: unknown) => console.warn('[session] logout failed', error));
            }}
          >{t('profileMenu.esci')}</button>
        </li>
      </ul>
    </div>
  );
}

