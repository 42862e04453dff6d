/** /admin/carfax-reports: every report; an admin creates one (free) for a dealer, or deletes one. */
import { AdminAreaLayout } from '@automercato/entities/area-nav';
import { BuyReportForm } from '../../features/buy-report/ui/BuyReportForm';
import { ReportsList } from '../../features/reports/ui/ReportsList';
import '../../lib/carfax.css';
import { t } from './texts';

export function AdminReportsPage() {
  return (
    <AdminAreaLayout>
      <title>{t('adminReportsPage.reportCarfaxAmministrazioneAutomercato')}</title>
      <div className="am-cfx-page">
        <h1>{t('adminReportsPage.reportCarfax')}</h1>
        <section className="am-cfx-panel" aria-labelledby="cfx-buy">
          <h2 id="cfx-buy">{t('adminReportsPage.creaUnReport')}</h2>
          <p className="am-cfx-note">{t('adminReportsPage.iReportCreatiDagli')}</p>
          <BuyReportForm scope={{ kind: 'admin' }} />
        </section>
        <ReportsList scope={{ kind: 'admin' }} />
      </div>
    </AdminAreaLayout>
  );
}
