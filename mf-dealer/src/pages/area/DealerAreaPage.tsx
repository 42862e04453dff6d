import { ComingSoon } from '@automercato/ui/coming-soon';
import { t } from './texts';

/** `dealer/*` that no page answers (the shell's table lets few through). */
export function DealerAreaPage() {
  return (
    <>
      <title>{t('dealerAreaPage.areaConcessionariAutomercato')}</title>
      <ComingSoon title={t('dealerAreaPage.areaConcessionari')}>
        <p>{t('dealerAreaPage.quiGestiraiAnnunciPiano')}</p>
      </ComingSoon>
    </>
  );
}
