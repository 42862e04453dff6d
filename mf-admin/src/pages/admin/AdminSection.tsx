import './admin.css';
import type { ReactNode } from 'react';
import { Link } from '@automercato/router';
import { AdminAreaLayout } from '@automercato/entities/area-nav';

/** Every admin page: the admin tab bar, its title (page and document), its content, and the way to the operations pages. */
export function AdminSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <AdminAreaLayout>
      <title>{`${title} – Amministrazione – AutoMercato`}</title>
      <div className="adm-page">
        <header className="adm-page__header">
          <h1>{title}</h1>
          {actions ? <div className="adm-page__actions">{actions}</div> : null}
        </header>
        {children}
      </div>
      <nav aria-label="Strumenti operativi" className="adm-page__ops">
        <p>
          Strumenti operativi: <Link to="/pulse">Pulse (salute dell'applicazione)</Link> ·{' '}
          <Link to="/horizon">Horizon (code e lavori)</Link>
        </p>
      </nav>
    </AdminAreaLayout>
  );
}
