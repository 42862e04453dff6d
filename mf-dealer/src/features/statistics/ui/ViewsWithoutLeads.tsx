import { Link } from '@automercato/router';
import type { StatsListing } from '@automercato/api-sdk';
import { formatPrice } from '@automercato/i18n';
import { count } from '../model/statistics';
import { t } from '../texts';

/** Listings people look at but nobody asks about: the ones whose price, photos or text to revise. */
export function ViewsWithoutLeads({ dealerUuid, listings }: { dealerUuid: string; listings: readonly StatsListing[] }) {
  if (listings.length === 0) {
    return <p className="am-stats-note">{t('viewsWithoutLeads.nessunAnnuncioVistoSenza')}</p>;
  }
  return (
    <ol className="am-stats-quiet">
      {listings.map((l) => (
        <li key={l.id}>
          <span className="am-stats-quiet__title">{l.title}</span>
          <span className="am-stats-quiet__meta">{formatPrice(l.price)} · {t('viewsWithoutLeads.views', { count: l.views, views: count(l.views) })}</span>
          <Link to={`/dealer/${encodeURIComponent(dealerUuid)}/listings/${encodeURIComponent(l.id)}`} aria-label={t('viewsWithoutLeads.modifica', { title: l.title })}>{t('viewsWithoutLeads.modifica2')}</Link>
        </li>
      ))}
    </ol>
  );
}
