import './plan.css';
import type { CurrentPlan } from '@automercato/api-sdk';
import { usageRows } from '../model/plan';
import { t } from '../texts';

/** Each limit of the plan with what is used of it; "illimitati" where the plan has no limit. */
export function UsageBars({ plan }: { plan: CurrentPlan }) {
  return (
    <ul className="am-plan-usage" aria-label={t('usageBars.limitiDelPianoE')}>
      {usageRows(plan).map((row) => {
        const full = row.allowed !== null && row.used >= row.allowed && row.allowed > 0;
        const over = row.allowed !== null && row.used > row.allowed;
        return (
          <li key={row.key} className="am-plan-usage__row">
            <div className="am-plan-usage__label">
              <span id={`usage-${row.key}`}>{row.label}</span>
              <strong>{row.allowed === null ? t('usageBars.illimitati', { used: row.used }) : t('usageBars.di', { used: row.used, allowed: row.allowed })}</strong>
            </div>
            {row.allowed === null ? null : row.allowed === 0 ? (
              <p className="am-plan-usage__none">{t('usageBars.nonInclusiNelTuo')}</p>
            ) : (
              <progress
                className={`am-plan-usage__bar${full ? ' am-plan-usage__bar--full' : ''}`}
                aria-labelledby={`usage-${row.key}`}
                max={row.allowed}
                value={Math.min(row.used, row.allowed)}
              />
            )}
            {over ? <p className="am-plan-usage__over">{t('usageBars.oltreIlLimiteDel')}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
