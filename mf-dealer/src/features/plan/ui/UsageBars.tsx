import './plan.css';
import type { CurrentPlan } from '@automercato/api-sdk';
import { usageRows } from '../model/plan';

/** Each limit of the plan with what is used of it; "illimitati" where the plan has no limit. */
export function UsageBars({ plan }: { plan: CurrentPlan }) {
  return (
    <ul className="am-plan-usage" aria-label="Limiti del piano e utilizzo">
      {usageRows(plan).map((row) => {
        const full = row.allowed !== null && row.used >= row.allowed && row.allowed > 0;
        const over = row.allowed !== null && row.used > row.allowed;
        return (
          <li key={row.key} className="am-plan-usage__row">
            <div className="am-plan-usage__label">
              <span id={`usage-${row.key}`}>{row.label}</span>
              <strong>{row.allowed === null ? `${row.used} (illimitati)` : `${row.used} di ${row.allowed}`}</strong>
            </div>
            {row.allowed === null ? null : row.allowed === 0 ? (
              <p className="am-plan-usage__none">Non inclusi nel tuo piano</p>
            ) : (
              <progress
                className={`am-plan-usage__bar${full ? ' am-plan-usage__bar--full' : ''}`}
                aria-labelledby={`usage-${row.key}`}
                max={row.allowed}
                value={Math.min(row.used, row.allowed)}
              />
            )}
            {over ? <p className="am-plan-usage__over">Oltre il limite del piano: alcuni annunci potrebbero essere ritirati.</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
