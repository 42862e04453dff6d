import type { ReactNode } from 'react';
import { Outlet } from '@automercato/router';

/** Nothing around the content (error screens). */
export function EmptyLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="am-layout am-layout--empty">
      <main id="contenuto" className="am-empty-main">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
