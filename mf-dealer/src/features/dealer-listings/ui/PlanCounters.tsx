import type { DealerListingCounters } from '../api/types';
import { t } from '../texts';

const of = (used: number, allowed: number | null) => (allowed === null ? `${used} (illimitati)` : `${used}/${allowed}`);

/** The plan's counters over the list: pubblicati x/y, visibili nelle ricerche n, vetrina x/y, in evidenza x/y. */
export function PlanCounters({ counters }: { counters: DealerListingCounters | null }) {
  if (!counters) return null;
  const rows = [
    { key: 'published', label: 'Pubblicati', value: of(counters.published, counters.allowed) },
    // What buyers find: the public count, by the same rule (published without photos or hidden are not).
    { key: 'in-search', label: t('planCountersStrings.visibiliNelleRicerche'), value: String(counters.in_search) },
    { key: 'showcase', label: t('planCountersStrings.inVetrina'), value: of(counters.showcase.used, counters.showcase.allowed) },
    { key: 'featured', label: t('planCountersStrings.inEvidenza'), value: of(counters.featured.used, counters.featured.allowed) },
  ];
  return (
    <dl className="am-dl-counters" aria-label={t('planCounters.utilizzoDelPiano')}>
      {rows.map((row) => (
        <div key={row.key} className="am-dl-counters__item" data-testid={`counter-${row.key}`}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
