import './plan.css';
import type { SubscriptionPlan } from '@automercato/api-sdk';
import { t } from '../texts';

const listings = (n: number) => (n === 1 ? '1 annuncio' : `${n} annunci`);

/** A plan's limits in words, as the plan cards, the buy page and the trial page list them. */
export function PlanLimitsList({ limits }: { limits: SubscriptionPlan['limits'] }) {
  return (
    <ul className="am-plan-limits">
      <li>{limits.active_listings === null ? t('planLimitsList.annunciPubblicatiIllimitati') : t('planLimitsList.finoAAnnunciPubblicati', { active_listings: limits.active_listings })}</li>
      <li>{limits.showcase_slots > 0 ? t('planLimitsList.inVetrinaInHome', { v0: listings(limits.showcase_slots) }) : t('planLimitsList.nessunAnnuncioInVetrina')}</li>
      <li>{limits.featured_slots > 0 ? t('planLimitsList.inEvidenzaNeiRisultati', { v0: listings(limits.featured_slots) }) : t('planLimitsList.nessunAnnuncioInEvidenza')}</li>
      <li>{limits.reports_per_month > 0 ? t('planLimitsList.reportCarfaxAlMese', { reports_per_month: limits.reports_per_month }) : t('planLimitsList.nessunReportCarfaxIncluso')}</li>
    </ul>
  );
}
