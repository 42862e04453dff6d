/** /admin/carfax-reports: every report; an admin creates one (free) for a dealer, or deletes one. */
import { AdminAreaLayout } from '@automercato/entities/area-nav';
import { BuyReportForm } from '../../features/buy-report/ui/BuyReportForm';
import { ReportsList } from '../../features/reports/ui/ReportsList';
import '../../lib/carfax.css';

export function AdminReportsPage() {
  return (
    <AdminAreaLayout>
      <title>Report Carfax – Amministrazione – AutoMercato</title>
      <div className="am-cfx-page">
        <h1>Report Carfax</h1>
        <section className="am-cfx-panel" aria-labelledby="cfx-buy">
          <h2 id="cfx-buy">Crea un report</h2>
          <p className="am-cfx-note">I report creati dagli amministratori non consumano la disponibilità del concessionario.</p>
          <BuyReportForm scope={{ kind: 'admin' }} />
        </section>
        <ReportsList scope={{ kind: 'admin' }} />
      </div>
    </AdminAreaLayout>
  );
}
