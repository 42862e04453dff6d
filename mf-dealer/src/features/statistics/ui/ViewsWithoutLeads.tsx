import { Link } from '@automercato/router';
import type { StatsListing } from '@automercato/api-sdk';
import { formatPrice } from '@automercato/i18n';
import { count } from '../model/statistics';

/** Listings people look at but nobody asks about: the ones whose price, photos or text to revise. */
export function ViewsWithoutLeads({ dealerUuid, listings }: { dealerUuid: string; listings: readonly StatsListing[] }) {
  if (listings.length === 0) {
    return <p className="am-stats-note">Nessun annuncio visto senza contatti negli ultimi 30 giorni.</p>;
  }
  return (
    <ol className="am-stats-quiet">
      {listings.map((l) => (
        <li key={l.id}>
          <span className="am-stats-quiet__title">{l.title}</span>
          <span className="am-stats-quiet__meta">{formatPrice(l.price)} · {count(l.views)} {l.views === 1 ? 'visita' : 'visite'} · 0 contatti</span>
          <Link to={`/dealer/${encodeURIComponent(dealerUuid)}/listings/${encodeURIComponent(l.id)}`} aria-label={`Modifica ${l.title}`}>
            Modifica
          </Link>
        </li>
      ))}
    </ol>
  );
}
