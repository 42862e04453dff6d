import type { CurrentPlan } from '@automercato/api-sdk';

const of = (used: number, allowed: number | null) => (allowed === null ? `${used} (illimitati)` : `${used}/${allowed}`);

/** The plan's counters over the list: pubblicati x/y, vetrina x/y, in evidenza x/y. */
export function PlanCounters({ plan }: { plan: CurrentPlan | null }) {
  if (!plan) return null;
  const rows = [
    { key: 'published', label: 'Pubblicati', value: of(plan.usage.published, plan.limits.listings) },
    { key: 'showcase', label: 'In vetrina', value: of(plan.usage.showcase, plan.limits.showcase) },
    { key: 'featured', label: 'In evidenza', value: of(plan.usage.featured, plan.limits.featured) },
  ];
  return (
    <dl className="am-dl-counters" aria-label="Utilizzo del piano">
      {rows.map((row) => (
        <div key={row.key} className="am-dl-counters__item" data-testid={`counter-${row.key}`}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
