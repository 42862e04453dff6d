import { useEffect, useState } from 'react';
import { RADIUS_OPTIONS, type Filters } from '@automercato/api-sdk';
import { EmptyState } from '@automercato/ui/states';
import { Button } from '@automercato/ui/button';
import { formatCount } from '@automercato/i18n/format';
import { getApi } from '@automercato/entities/api';
import { changeFilters, countActiveFilters } from '../../features/search/model/searchUrl';
import type { Chip } from '../../features/search/model/chips';
import { t } from './texts';

export interface Suggestion {
  id: string;
  label: string;
  patch: Partial<Filters>;
}

/**
 * Ways to widen a search that found nothing, most useful first: widen the radius, remove the
 * filter changed last, then the others (latest first). At most `limit`; the page then keeps
 * the ones that find something.
 */
export function widenSuggestions(filters: Filters, chips: readonly Chip[], lastChanged: readonly string[], limit = 8): Suggestion[] {
  const out: Suggestion[] = [];
  const hasPoint = filters.location?.latitude != null && filters.location.longitude != null;
  if (hasPoint && filters.radius) {
    const wider = RADIUS_OPTIONS.filter((r) => r > (filters.radius as number));
    const target = wider[Math.min(1, wider.length - 1)];
    if (target) out.push({ id: 'radius', label: t('emptyResultsStrings.allargaIlRaggioA', { target }), patch: { radius: target } });
  }
  const isLast = (chip: Chip) => Object.keys(chip.patch).some((k) => lastChanged.includes(k));
  const ordered = [...chips.filter(isLast), ...chips.filter((c) => !isLast(c)).reverse()];
  for (const chip of ordered) out.push({ id: chip.id, label: t('emptyResultsStrings.rimuovi', { label: chip.label }), patch: chip.patch });
  return out.slice(0, limit);
}

/** Number of matches after each suggestion (GET /api/listings/count), loaded in parallel. */
function useCounts(filters: Filters, suggestions: readonly Suggestion[]): Record<string, number | undefined> {
  const [counts, setCounts] = useState<Record<string, number | undefined>>({});
  const key = suggestions.map((s) => s.id).join('|');
  useEffect(() => {
    let live = true;
    setCounts({});
    for (const s of suggestions) {
      getApi().listings.count(changeFilters(filters, s.patch)).then(
        (r) => live && setCounts((c) => ({ ...c, [s.id]: r.count })),
        () => live && setCounts((c) => ({ ...c, [s.id]: 0 })),
      );
    }
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return counts;
}

/** Suggestions worth showing: those that find something, most useful first, at most 4. */
export function usefulSuggestions(
  suggestions: readonly Suggestion[],
  counts: Record<string, number | undefined>,
  limit = 4,
): Suggestion[] {
  return suggestions.filter((s) => (counts[s.id] ?? 0) > 0).slice(0, limit);
}

export function EmptyResults({
  filters,
  suggestions,
  onApply,
  onReset,
}: {
  filters: Filters;
  suggestions: readonly Suggestion[];
  onApply: (patch: Partial<Filters>) => void;
  onReset: () => void;
}) {
  const counts = useCounts(filters, suggestions);
  const settled = suggestions.every((s) => s.id in counts);
  const useful = usefulSuggestions(suggestions, counts);
  const any = countActiveFilters(filters) > 0;
  let text;
  if (!any) text = <p>{t('emptyResults.nonCiSonoAncora')}</p>;
  else if (!settled) text = <p className="ms-suggestions__wait">{t('emptyResults.cerchiamoIlModoDi')}</p>;
  else if (useful.length === 0) text = <p>{t('emptyResults.nessunaModificaSingolaBasta')}</p>;
  else
    text = (
      <>
        <p>{t('emptyResults.provaAdAllargareLa')}</p>
        <ul className="ms-suggestions">
          {useful.map((s) => (
            <li key={s.id}>
              <button type="button" className="ms-suggestion" onClick={() => onApply(s.patch)}>
                <span>{s.label}</span>
                <span className="ms-suggestion__count">{formatCount(counts[s.id] as number, 'annuncio', 'annunci')}</span>
              </button>
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <EmptyState
      className="ms-empty"
      title={t('emptyResults.nessunAnnuncioCorrispondeAlla')}
      text={text}
      action={
        any ? (
          <Button variant="secondary" onClick={onReset}>{t('emptyResults.azzeraTuttiIFiltri')}</Button>
        ) : undefined
      }
    />
  );
}
