import type { ReactNode } from 'react';
import { Link, Outlet } from '@automercato/router';
import { t } from './texts';

/** Sign-in, sign-up, password and e-mail pages: the logo and one centred card. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="am-layout am-layout--auth">
      <header className="am-auth-header">
        <Link to="/" className="am-logo" aria-label={t('authLayout.automercatoVaiAllaHome')}>{t('authLayout.auto')}<span>{t('authLayout.mercato')}</span>
        </Link>
      </header>
      <main id="contenuto" className="am-auth-main">
        <div className="am-auth-card">{children ?? <Outlet />}</div>
      </main>
      <footer className="am-auth-footer">
        <Link to="/tos">{t('authLayout.terminiECondizioni')}</Link>
        <Link to="/privacy-policy">{t('authLayout.privacy')}</Link>
        <Link to="/contact-us">{t('authLayout.assistenza')}</Link>
      </footer>
    </div>
  );
}
