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

function PlanStatus({ plan }: { plan: CurrentPlan }) {
  if (plan.trial) {
    const days = daysUntil(plan.trial.ends_at);
    return (
      <p className="am-plan-note">
        Prova gratuita attiva fino al {formatDate(plan.trial.ends_at, 'long')} ({days === 1 ? 'manca 1 giorno' : `mancano ${days} giorni`}).
        Alla scadenza passerai al piano Free, a meno che tu non scelga un piano.
      </p>
    );
  }
  if (!plan.subscription_plan || !plan.current_period_end) {
    return <p className="am-plan-note">Stai usando il piano gratuito: scegli un piano per pubblicare più annunci e usare vetrina, evidenza e report Carfax.</p>;
  }
  const end = formatDate(plan.current_period_end, 'long');
  return (
    <>
      {plan.status === 'past_due' ? (
        <p className="am-plan-warning" role="alert">L&apos;ultimo pagamento non è andato a buon fine: aggiorna il metodo di pagamento dalla gestione del piano.</p>
      ) : null}
      <p className="am-plan-note">
        {plan.cancel_at_period_end ? `Il piano termina il ${end} e non verrà rinnovato.` : `Si rinnova il ${end}.`}
        {plan.pending_plan ? ` Dal ${end} passerai al piano ${plan.pending_plan.name}.` : ''}
      </p>
    </>
  );
}

function PlanChoices({ dealerUuid, plans, current }: { dealerUuid: string; plans: SubscriptionPlan[]; current: CurrentPlan }) {
  const purchasable = plans.filter((p) => p.purchasable);
  const currentCode = current.trial ? null : current.subscription_plan?.code;
  return (
    <ul className="am-plan-choices" aria-label="Piani disponibili">
      {purchasable.map((p) => {
        const isCurrent = p.code === currentCode;
        return (
          <li key={p.uuid} className={`am-plan-box am-plan-choice${isCurrent ? ' am-plan-choice--current' : ''}`}>
            <h3>{p.name}</h3>
            <p className="am-plan-price">
              {formatCents(p.price_cents)} <small>/mese + IVA</small>
            </p>
            <PlanLimitsList limits={p.limits} />
            {isCurrent ? (
              <p className="am-plan-note"><strong>Il tuo piano attuale</strong></p>
            ) : (
              <Link className="am-plan-link" to={`/dealer/${encodeURIComponent(dealerUuid)}/buy-plan-${p.uuid}`} aria-label={`Scegli il piano ${p.name}`}>
                Scegli
              </Link>
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
    body = <ErrorState title="Impossibile caricare il piano" text="Non è stato possibile caricare il piano della concessionaria." onRetry={retry} />;
  } else if (!plan) {
    body = <p><Spinner size="sm" decorative /> Caricamento del piano…</p>;
  } else {
    const paid = plan.subscription_plan !== null && plan.trial === null;
    body = (
      <>
        <section className="am-plan-box" aria-labelledby="plan-current">
          <div className="am-plan-head">
            <h2 id="plan-current">Piano attuale</h2>
            <span className="am-plan-tier" data-testid="plan-tier">{tierLabel(tier)}</span>
          </div>
          <PlanStatus plan={plan} />
          {paid ? (
            <div className="am-plan-actions" style={{ marginTop: '0.75rem' }}>
              <a className="am-plan-link am-plan-link--secondary" href={api.links.planManagement(dealerUuid)}>Gestisci il piano</a>
            </div>
          ) : null}
        </section>

        <section className="am-plan-box" aria-labelledby="plan-usage">
          <h2 id="plan-usage">Limiti e utilizzo</h2>
          <UsageBars plan={plan} />
          <p className="am-plan-note">
            Report Carfax disponibili: {plan.counters.carfax.subscription.availability} dal piano questo mese
            {' '}e {plan.counters.carfax.credit.availability} dai pacchetti acquistati.
          </p>
        </section>

        {plan.trial_available ? (
          <section className="am-plan-box am-plan-box--offer" aria-labelledby="plan-trial">
            <h2 id="plan-trial">Prova gratuita di 30 giorni</h2>
            <p>Prova per 30 giorni i limiti del piano Pro, senza pagare e senza carta di credito.</p>
            <div className="am-plan-actions">
              <Link className="am-plan-link" to={`/free-trial/${encodeURIComponent(dealerUuid)}/activate`}>Scopri la prova gratuita</Link>
            </div>
          </section>
        ) : null}

        <section aria-labelledby="plan-choices">
          <h2 id="plan-choices">Scegli il piano</h2>
          <p className="am-plan-note" style={{ margin: '0 0 0.75rem' }}>Prezzi mensili, IVA 22 % esclusa. Puoi disdire quando vuoi.</p>
          {plansStatus === 'error' ? (
            <ErrorState title="Impossibile caricare i piani" onRetry={() => needPlans()} headingLevel={3} />
          ) : plans.length === 0 ? (
            <p><Spinner size="sm" decorative /> Caricamento dei piani…</p>
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
        <title>Il tuo piano – AutoMercato</title>
        <h1>Il tuo piano</h1>
        {body}
      </div>
    </DealerAreaLayout>
  );
}
