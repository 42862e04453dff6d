import type { StatsCounts } from '@automercato/api-sdk';
import { CARDS, count } from '../model/statistics';
import { t } from '../texts';

/** The period's four totals (visite, preferiti, contatti, richieste report). */
export function StatsCards({ totals }: { totals: StatsCounts }) {
  return (
    <ul className="am-stats-cards" aria-label={t('statsCards.totaliDegliUltimi30')}>
      {CARDS.map(({ key, label }) => (
        <li key={key} className="am-stats-card" data-testid={`stats-total-${key}`}>
          <span className="am-stats-card__value">{count(totals[key])}</span>
          <span className="am-stats-card__label">{label}</span>
        </li>
      ))}
    </ul>
  );
}
