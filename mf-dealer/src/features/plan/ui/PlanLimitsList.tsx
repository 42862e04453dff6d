import './plan.css';
import type { SubscriptionPlan } from '@automercato/api-sdk';

const listings = (n: number) => (n === 1 ? '1 annuncio' : `${n} annunci`);

/** A plan's limits in words, as the plan cards, the buy page and the trial page list them. */
export function PlanLimitsList({ limits }: { limits: SubscriptionPlan['limits'] }) {
  return (
    <ul className="am-plan-limits">
      <li>{limits.active_listings === null ? 'Annunci pubblicati illimitati' : `Fino a ${limits.active_listings} annunci pubblicati`}</li>
      <li>{limits.showcase_slots > 0 ? `${listings(limits.showcase_slots)} in vetrina in home page` : 'Nessun annuncio in vetrina'}</li>
      <li>{limits.featured_slots > 0 ? `${listings(limits.featured_slots)} in evidenza nei risultati` : 'Nessun annuncio in evidenza'}</li>
      <li>{limits.reports_per_month > 0 ? `${limits.reports_per_month} report Carfax al mese` : 'Nessun report Carfax incluso'}</li>
    </ul>
  );
}
