import type { ReactNode } from 'react';
import { Outlet } from '@automercato/router';
import { Header } from './Header';
import { Footer } from './Footer';
import { t } from './home-texts';

/** Header, content, footer: the layout of most pages. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="am-layout">
      <a className="am-skip-link" href="#contenuto">{t('defaultLayout.vaiAlContenuto')}</a>
      <Header />
      <main id="contenuto" className="am-container am-main">
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
