/**
 * One report in the dealer area (/dealer/{uuid}/carfax-reports/{report}) or in the admin area
 * (/admin/carfax-reports/{report}): the rendered report, its PDF, and "Associa ad annunci".
 */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams } from '@automercato/router';
import { AdminAreaLayout, DealerAreaLayout } from '@automercato/entities/area-nav';
import { ScreenError } from '@automercato/shell-api';
import { Button } from '@automercato/ui/button';
import { ErrorState } from '@automercato/ui/states';
import { Spinner } from '@automercato/ui/spinner';
import { useLoad } from '../../features/report/api/useReportLoad';
import { ReportView } from '../../features/report/ui/ReportView';
import { carfaxCalls, type Scope } from '../../features/reports/api/scope';
import { associateOpened, reportsOpened } from '../../features/reports/model/reports';
import { AssociateDialog } from '../../features/reports/ui/ReportsList';
import { dealerPageOpened } from '../../features/dealer-plan/model/credits';
import '../../lib/carfax.css';
import { t } from './texts';

function ReportBody({ scope, reportId, back }: { scope: Scope; reportId: string; back: string }) {
  const [state, retry] = useLoad(`${scope.kind === 'admin' ? 'admin' : scope.dealerUuid}/${reportId}`, () => carfaxCalls(scope).report(reportId));
  const [openList, associate] = useUnit([reportsOpened, associateOpened]);
  const scopeKey = scope.kind === 'admin' ? 'admin' : scope.dealerUuid;
  // The associate dialog works on the scope of the reports model.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { openList(scope); }, [scopeKey, openList]);
  if (state.status === 'loading') return <p><Spinner size="sm" decorative />{t('reportPage.caricamentoDelReport')}</p>;
  if (state.status === 'error') {
    if (state.error.code === '4') throw new ScreenError(404);
    return <ErrorState title={t('reportPage.impossibileCaricareIlReport')} text={state.error.message} onRetry={retry} />;
  }
  const report = state.data;
  return (
    <>
      <title>{t('reportPage.reportAutomercato', { make: report.make, model: report.model })}</title>
      <p><Link to={back}>{t('reportPage.tuttiIReport')}</Link></p>
      <ReportView
        report={report.document}
        actions={
          <>
            <a className="am-btn am-btn--primary am-btn--md" href={carfaxCalls(scope).reportPdfUrl(report.uuid)} download>{t('reportPage.scaricaIlPdf')}</a>
            <Button variant="secondary" onClick={() => associate(report.uuid)}>{t('reportPage.associaAdAnnunci')}</Button>
            {report.listings.length > 0 ? <span className="am-cfx-note">{t('reportPage.associatoA')}{report.listings.map((l) => l.title).join(', ')}</span> : null}
          </>
        }
      />
      <AssociateDialog />
    </>
  );
}

export function DealerReportPage() {
  const { dealerUuid = '', reportId = '' } = useParams();
  const openDealer = useUnit(dealerPageOpened);
  useEffect(() => {
    openDealer(dealerUuid);
  }, [dealerUuid, openDealer]);
  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <div className="am-cfx-page">
        <ReportBody scope={{ kind: 'dealer', dealerUuid }} reportId={reportId} back={`/dealer/${encodeURIComponent(dealerUuid)}/carfax-reports`} />
      </div>
    </DealerAreaLayout>
  );
}

export function AdminReportPage() {
  const { reportId = '' } = useParams();
  return (
    <AdminAreaLayout>
      <div className="am-cfx-page">
        <ReportBody scope={{ kind: 'admin' }} reportId={reportId} back="/admin/carfax-reports" />
      </div>
    </AdminAreaLayout>
  );
}
