/**
 * The buyer's report: /carfax/report/{token} (the mailed link, no sign-in needed) and
 * /carfax/richieste/{request} (a signed-in buyer's approved request, from the profile).
 */
import type { ReactNode } from 'react';
import { Link, useParams } from '@automercato/router';
import type { CarfaxReportDocument } from '@automercato/api-sdk';
import { useApi } from '@automercato/entities/api';
import { formatDate } from '@automercato/i18n';
import { EmptyState, ErrorState } from '@automercato/ui/states';
import { Spinner } from '@automercato/ui/spinner';
import { useLoad } from '../../features/report/api/useReportLoad';
import { ReportView } from '../../features/report/ui/ReportView';
import '../../lib/carfax.css';
import { t } from './texts';

type Shared = Awaited<ReturnType<ReturnType<typeof useApi>['carfax']['sharedReport']>>;

/** The shared answer carries the report detail (with its document) or the document itself. */
export function documentOf(report: unknown): CarfaxReportDocument | null {
  if (!report || typeof report !== 'object') return null;
  const withDoc = report as { document?: unknown };
  const doc = (withDoc.document ?? report) as Partial<CarfaxReportDocument>;
  return doc.problem_check && Array.isArray(doc.odometer) ? (doc as CarfaxReportDocument) : null;
}

function SharedBody({ state, retry }: { state: ReturnType<typeof useLoad<Shared>>[0]; retry: () => void }): ReactNode {
  if (state.status === 'loading') return <p><Spinner size="sm" decorative />{t('sharedReportPage.caricamentoDelReport')}</p>;
  if (state.status === 'error') {
    if (state.error.code === '4' || state.error.code === 'C7' || state.error.status === 403 || state.error.status === 404) {
      return (
        <EmptyState
          title={t('sharedReportPage.reportNonDisponibile')}
          text={t('sharedReportPage.ilLinkNonE')}
          action={<Link to="/profile">{t('sharedReportPage.vaiAlProfilo')}</Link>}
          headingLevel={2}
        />
      );
    }
    return <ErrorState title={t('sharedReportPage.impossibileCaricareIlReport')} text={state.error.message} onRetry={retry} />;
  }
  const shared = state.data;
  const doc = documentOf(shared.report);
  return (
    <>
      <p className="am-cfx-note">{t('sharedReportPage.reportCondivisoDa')}<strong>{shared.dealer_name}</strong>{t('sharedReportPage.perLAnnuncio')}{shared.listing.url ? <Link to={shared.listing.url}>{shared.listing.title}</Link> : shared.listing.title}.
        {' '}{t('sharedReportPage.disponibileFinoAl')}{formatDate(shared.expires_at, 'long')}.
      </p>
      {doc ? <ReportView report={doc} /> : <p role="alert">{t('sharedReportPage.ilReportNonE')}</p>}
    </>
  );
}

export function SharedReportPage() {
  const { token = '' } = useParams();
  const api = useApi();
  const [state, retry] = useLoad(token, () => api.carfax.sharedReport(token));
  return (
    <div className="am-cfx-page">
      <title>{t('sharedReportPage.ilTuoReportCarfax')}</title>
      <SharedBody state={state} retry={retry} />
    </div>
  );
}

export function MyRequestReportPage() {
  const { requestId = '' } = useParams();
  const api = useApi();
  const [state, retry] = useLoad(requestId, () => api.carfax.myRequestReport(requestId));
  return (
    <div className="am-cfx-page">
      <title>{t('sharedReportPage.ilTuoReportCarfax')}</title>
      <SharedBody state={state} retry={retry} />
    </div>
  );
}
