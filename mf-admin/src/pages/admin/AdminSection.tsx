import './admin.css';
import type { ReactNode } from 'react';
import { Link } from '@automercato/router';
import { AdminAreaLayout } from '@automercato/entities/area-nav';
import { t } from './texts';

/** Every admin page: the admin tab bar, its title (page and document), its content, and the way to the operations pages. */
export function AdminSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <AdminAreaLayout>
      <title>{t('adminSection.amministrazioneAutomercato', { title })}</title>
      <div className="adm-page">
        <header className="adm-page__header">
          <h1>{title}</h1>
          {actions ? <div className="adm-page__actions">{actions}</div> : null}
        </header>
        {children}
      </div>
      <nav aria-label={t('adminSection.strumentiOperativi')} className="adm-page__ops">
        <p>{t('adminSection.strumentiOperativi2')}<Link to="/pulse">{t('adminSection.pulseSaluteDellApplicazione')}</Link> ·{' '}
          <Link to="/horizon">{t('adminSection.horizonCodeELavori')}</Link>
        </p>
      </nav>
    </AdminAreaLayout>
  );
}
