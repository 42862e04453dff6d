/** /dealer/{uuid}/carfax-reports: the dealer's reports (search, open, PDF, associate, delete). */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams } from '@automercato/router';
import { DealerAreaLayout } from '@automercato/entities/area-nav';
import { ReportsList } from '../../features/reports/ui/ReportsList';
import { dealerPageOpened } from '../../features/dealer-plan/model/credits';
import '../../lib/carfax.css';

export function DealerReportsPage() {
  const { dealerUuid = '' } = useParams();
  const openDealer = useUnit(dealerPageOpened);
  useEffect(() => {
    openDealer(dealerUuid);
  }, [dealerUuid, openDealer]);
  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <title>Report acquistati – AutoMercato</title>
      <div className="am-cfx-page">
        <h1>Report acquistati</h1>
        <p className="am-cfx-note">Per acquistare un nuovo report vai a <Link to={`/dealer/${encodeURIComponent(dealerUuid)}/carfax`}>Carfax</Link>.</p>
        <ReportsList scope={{ kind: 'dealer', dealerUuid }} />
      </div>
    </DealerAreaLayout>
  );
}
