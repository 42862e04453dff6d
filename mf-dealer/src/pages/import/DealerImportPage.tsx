/** /dealer/{uuid}/import: the stock import (CSV upload with dry run, nightly XML feed). */
import { useParams } from '@automercato/router';
import { DealerAreaLayout } from '@automercato/entities/area-nav';
import { useDealerPlan } from '../../features/plan/ui/useDealerPlan';
import { StockImportPanel } from '../../features/stock-import/ui/StockImportPanel';
import { t } from './texts';

export function DealerImportPage() {
  const { dealerUuid = '' } = useParams();
  // The plan decides how many imported listings go public (the rest become drafts).
  useDealerPlan(dealerUuid);
  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <div className="am-import-page">
        <title>{t('dealerImportPage.importaLoStockAutomercato')}</title>
        <h1>{t('dealerImportPage.importaLoStock')}</h1>
        <StockImportPanel dealerUuid={dealerUuid} />
      </div>
    </DealerAreaLayout>
  );
}
