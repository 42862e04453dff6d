/**
 * /dealer/{uuid}/plan: the dealer's plan (tier by the SPEC §4 rule), its limits and what is
 * used of them, renewal or end date, the trial offer, the plans side by side ("Scegli" → the
 * buy-plan page) and, for a paid plan, the back end's plan management.
 */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams } from '@automercato/router';
import { $planTier } from '@automercato/shell-api';
import { useApi } from '@automercato/entities/api';
import { formatDate } from '@automercato/i18n';
import { Spinner } from '@automercato/ui/spinner';
import { ErrorState } from '@automercato/ui/states';
import type { CurrentPlan, SubscriptionPlan } from '@automercato/api-sdk';
import { $plans, $plansStatus, daysUntil, formatCents, plansNeeded, tierLabel } from '../../features/plan/model/plan';
import { useDealerPlan } from '../../features/plan/ui/useDealerPlan';
import { UsageBars } from '../../features/plan/ui/UsageBars';
import { PlanLimitsList } from '../../features/plan/ui/PlanLimitsList';
import { DealerAreaLayout } from '@automercato/entities/area-nav';
import { t } from './texts';

function PlanStatus({ plan }: { plan: CurrentPlan }) {
  if (plan.trial) {
    const days = daysUntil(plan.trial.ends_at);
    return (
      <p className="am-plan-note">{t('dealerPlanPage.provaGratuitaAttivaFino')}{formatDate(plan.trial.ends_at, 'long')} ({t('dealerPlanPage.daysLeft', { count: days })}{t('dealerPlanPage.allaScadenzaPasseraiAl')}</p>
    );
  }
  if (!plan.subscription_plan || !plan.current_period_end) {
    return <p className="am-plan-note">{t('dealerPlanPage.staiUsandoIlPiano')}</p>;
  }
  const end = formatDate(plan.current_period_end, 'long');
  return (
    <>
      {plan.status === 'past_due' ? (
        <p className="am-plan-warning" role="alert">{t('dealerPlanPage.lUltimoPagamentoNon')}</p>
      ) : null}
      <p className="am-plan-note">
        {plan.cancel_at_period_end ? t('dealerPlanPage.ilPianoTerminaIl', { end }) : t('dealerPlanPage.siRinnovaIl', { end })}
        {plan.pending_plan ? t('dealerPlanPage.dalPasseraiAlPiano', { end, name: plan.pending_plan.name }) : ''}
      </p>
    </>
  );
}

function PlanChoices({ dealerUuid, plans, current }: { dealerUuid: string; plans: SubscriptionPlan[]; current: CurrentPlan }) {
  const purchasable = plans.filter((p) => p.purchasable);
  const currentCode = current.trial ? null : current.subscription_plan?.code;
  return (
    <ul className="am-plan-choices" aria-label={t('dealerPlanPage.pianiDisponibili')}>
      {purchasable.map((p) => {
        const isCurrent = p.code === currentCode;
        return (
          <li key={p.uuid} className={`am-plan-box am-plan-choice${isCurrent ? ' am-plan-choice--current' : ''}`}>
            <h3>{p.name}</h3>
            <p className="am-plan-price">
              {formatCents(p.price_cents)} <small>{t('dealerPlanPage.meseIva')}</small>
            </p>
            <PlanLimitsList limits={p.limits} />
            {isCurrent ? (
              <p className="am-plan-note"><strong>{t('dealerPlanPage.ilTuoPianoAttuale')}</strong></p>
            ) : (
              <Link className="am-plan-link" to={`/dealer/${encodeURIComponent(dealerUuid)}/buy-plan-${p.uuid}`} aria-label={t('dealerPlanPage.scegliIlPiano', { name: p.name })}>{t('dealerPlanPage.scegli')}</Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function DealerPlanPage() {
  const { dealerUuid = '' } = useParams();
  const api = useApi();
  const { plan, status, retry } = useDealerPlan(dealerUuid);
  const [tier, plans, plansStatus, needPlans] = useUnit([$planTier, $plans, $plansStatus, plansNeeded]);
  useEffect(() => needPlans(), [needPlans]);

  let body;
  if (!plan && status === 'error') {
    body = <ErrorState title={t('dealerPlanPage.impossibileCaricareIlPiano')} text={t('dealerPlanPage.nonEStatoPossibile')} onRetry={retry} />;
  } else if (!plan) {
    body = <p><Spinner size="sm" decorative />{t('dealerPlanPage.caricamentoDelPiano')}</p>;
  } else {
    const paid = plan.subscription_plan !== null && plan.trial === null;
    body = (
      <>
        <section className="am-plan-box" aria-labelledby="plan-current">
          <div className="am-plan-head">
            <h2 id="plan-current">{t('dealerPlanPage.pianoAttuale')}</h2>
            <span className="am-plan-tier" data-testid="plan-tier">{tierLabel(tier)}</span>
          </div>
          <PlanStatus plan={plan} />
          {paid ? (
            <div className="am-plan-actions" style={{ marginTop: '0.75rem' }}>
              <a className="am-plan-link am-plan-link--secondary" href={api.links.planManagement(dealerUuid)}>{t('dealerPlanPage.gestisciIlPiano')}</a>
            </div>
          ) : null}
        </section>

        <section className="am-plan-box" aria-labelledby="plan-usage">
          <h2 id="plan-usage">{t('dealerPlanPage.limitiEUtilizzo')}</h2>
          <UsageBars plan={plan} />
          <p className="am-plan-note">{t('dealerPlanPage.reportCarfaxDisponibili')}{plan.counters.carfax.subscription.availability}{t('dealerPlanPage.dalPianoQuestoMese')}{' '}e {plan.counters.carfax.credit.availability}{t('dealerPlanPage.daiPacchettiAcquistati')}</p>
        </section>

        {plan.trial_available ? (
          <section className="am-plan-box am-plan-box--offer" aria-labelledby="plan-trial">
            <h2 id="plan-trial">{t('dealerPlanPage.provaGratuitaDi30')}</h2>
            <p>{t('dealerPlanPage.provaPer30Giorni')}</p>
            <div className="am-plan-actions">
              <Link className="am-plan-link" to={`/free-trial/${encodeURIComponent(dealerUuid)}/activate`}>{t('dealerPlanPage.scopriLaProvaGratuita')}</Link>
            </div>
          </section>
        ) : null}

        <section aria-labelledby="plan-choices">
          <h2 id="plan-choices">{t('dealerPlanPage.scegliIlPiano2')}</h2>
          <p className="am-plan-note" style={{ margin: '0 0 0.75rem' }}>{t('dealerPlanPage.prezziMensiliIva22')}</p>
          {plansStatus === 'error' ? (
            <ErrorState title={t('dealerPlanPage.impossibileCaricareIPiani')} onRetry={() => needPlans()} headingLevel={3} />
          ) : plans.length === 0 ? (
            <p><Spinner size="sm" decorative />{t('dealerPlanPage.caricamentoDeiPiani')}</p>
          ) : (
            <PlanChoices dealerUuid={dealerUuid} plans={plans} current={plan} />
          )}
        </section>
      </>
    );
  }

  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <div className="am-plan-page">
        <title>{t('dealerPlanPage.ilTuoPianoAutomercato')}</title>
        <h1>{t('dealerPlanPage.ilTuoPiano')}</h1>
        {body}
      </div>
    </DealerAreaLayout>
  );
}
