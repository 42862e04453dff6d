/** /admin/carfax: every dealer's buyers' requests, approved or rejected as the dealer would. */
import { AdminAreaLayout } from '@automercato/entities/area-nav';
import { RequestsPanel } from '../../features/requests/ui/RequestsPanel';
import '../../lib/carfax.css';
import { t } from './texts';

export function AdminCarfaxPage() {
  return (
    <AdminAreaLayout>
      <title>{t('adminCarfaxPage.richiesteCarfaxAmministrazioneAutomercato')}</title>
      <div className="am-cfx-page">
        <h1>{t('adminCarfaxPage.richiesteDiReportCarfax')}</h1>
        <RequestsPanel scope={{ kind: 'admin' }} />
      </div>
    </AdminAreaLayout>
  );
}
