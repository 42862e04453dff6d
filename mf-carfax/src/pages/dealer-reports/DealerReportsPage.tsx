/** /dealer/{uuid}/carfax-reports: the dealer's reports (search, open, PDF, associate, delete). */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams } from '@automercato/router';
import { DealerAreaLayout } from '@automercato/entities/area-nav';
import { ReportsList } from '../../features/reports/ui/ReportsList';
import { dealerPageOpened } from '../../features/dealer-plan/model/credits';
import '../../lib/carfax.css';
import { t } from './texts';

export function DealerReportsPage() {
  const { dealerUuid = '' } = useParams();
  const openDealer = useUnit(dealerPageOpened);
  useEffect(() => {
    openDealer(dealerUuid);
  }, [dealerUuid, openDealer]);
  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <title>{t('dealerReportsPage.reportAcquistatiAutomercato')}</title>
      <div className="am-cfx-page">
        <h1>{t('dealerReportsPage.reportAcquistati')}</h1>
        <p className="am-cfx-note">{t('dealerReportsPage.perAcquistareUnNuovo')}<Link to={`/dealer/${encodeURIComponent(dealerUuid)}/carfax`}>Carfax</Link>.</p>
        <ReportsList scope={{ kind: 'dealer', dealerUuid }} />
      </div>
    </DealerAreaLayout>
  );
}
