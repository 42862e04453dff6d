import type { ReactNode } from 'react';
import { Link, Outlet } from '@automercato/router';

/** Sign-in, sign-up, password and e-mail pages: the logo and one centred card. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="am-layout am-layout--auth">
      <header className="am-auth-header">
        <Link to="/" className="am-logo" aria-label="AutoMercato, vai alla home">
          Auto<span>Mercato</span>
        </Link>
      </header>
      <main id="contenuto" className="am-auth-main">
        <div className="am-auth-card">{children ?? <Outlet />}</div>
      </main>
      <footer className="am-auth-footer">
        <Link to="/tos">Termini e condizioni</Link>
        <Link to="/privacy-policy">Privacy</Link>
        <Link to="/contact-us">Assistenza</Link>
      </footer>
    </div>
  );
}
