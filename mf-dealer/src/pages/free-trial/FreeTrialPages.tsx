/**
 * /free-trial/{uuid}/activate ('Prova Gratuita 30 Giorni'): what the trial gives (the trial
 * plan's limits from the plan catalogue: Pro's) and "Attiva la prova gratuita"; S5 / S6 in
 * plain Italian. Success → /free-trial/{uuid}/activated, which confirms the end date.
 */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams } from '@automercato/router';
import { formatDate } from '@automercato/i18n';
import { Button } from '@automercato/ui/button';
import { Spinner } from '@automercato/ui/spinner';
import { ErrorState } from '@automercato/ui/states';
import {
  $plans, $plansStatus, $trialActivating, $trialError, plansNeeded, trialActivationRequested,
} from '../../features/plan/model/plan';
import { useDealerPlan } from '../../features/plan/ui/useDealerPlan';
import { PlanLimitsList } from '../../features/plan/ui/PlanLimitsList';

export function FreeTrialActivatePage() {
  const { dealerUuid = '' } = useParams();
  const { plan: current, status, retry } = useDealerPlan(dealerUuid);
  const [plans, plansStatus, needPlans, activate, activating, error] = useUnit([
    $plans, $plansStatus, plansNeeded, trialActivationRequested, $trialActivating, $trialError,
  ]);
  useEffect(() => needPlans(), [needPlans]);
  const trialPlan = plans.find((p) => p.is_trial) ?? plans.find((p) => p.code === 'pro');
  const freeListings = plans.find((p) => p.code === 'free')?.limits.active_listings;
  const area = `/dealer/${encodeURIComponent(dealerUuid)}/plan`;

  let offer;
  if (plansStatus === 'error' || (!current && status === 'error')) {
    offer = <ErrorState title="Impossibile caricare la prova gratuita" onRetry={() => { needPlans(); retry(); }} />;
  } else if (!trialPlan || !current) {
    offer = <p><Spinner size="sm" decorative /> Caricamento…</p>;
  } else if (current.trial) {
    offer = (
      <section className="am-plan-box" role="status">
        <p>La prova gratuita è già attiva fino al {formatDate(current.trial.ends_at, 'long')}.</p>
        <Link className="am-plan-link" to={area}>Vedi il tuo piano</Link>
      </section>
    );
  } else {
    // Said before the click when the answer is already known; the server decides anyway (S5/S6).
    const known = current.trial_available ? null
      : current.subscription_plan ? 'Questa concessionaria ha già un piano: la prova gratuita è riservata a chi non ne ha mai avuto uno.'
      : 'Hai già usato la prova gratuita oppure hai già acquistato un piano: la prova si può attivare una sola volta.';
    offer = (
      <>
        <section className="am-plan-box" aria-labelledby="trial-gives">
          <h2 id="trial-gives">Per 30 giorni, gratis</h2>
          <PlanLimitsList limits={trialPlan.limits} />
          <p className="am-plan-note">
            Sono i limiti del piano Pro. Non serve la carta di credito: alla scadenza la concessionaria passa al piano Free
            {freeListings !== null && freeListings !== undefined ? ` (restano pubblicati i ${freeListings} annunci più recenti)` : ''}
            {' '}a meno che tu non scelga un piano. Ti avviseremo per email 7 giorni e 1 giorno prima.
          </p>
        </section>
        {error || known ? <p className="am-plan-error" role="alert">{error ?? known}</p> : null}
        <div className="am-plan-actions">
          {known ? (
            <Link className="am-plan-link" to={area}>Vedi i piani</Link>
          ) : (
            <Button type="button" busy={activating} disabled={activating} onClick={() => activate(dealerUuid)}>
              Attiva la prova gratuita
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="am-plan-page">
      <title>Prova Gratuita 30 Giorni – AutoMercato</title>
      <h1>Prova Gratuita 30 Giorni</h1>
      {offer}
    </div>
  );
}

export function FreeTrialActivatedPage() {
  const { dealerUuid = '' } = useParams();
  const { plan, status, retry } = useDealerPlan(dealerUuid);
  const dealerArea = `/dealer/${encodeURIComponent(dealerUuid)}`;

  let body;
  if (!plan && status === 'error') {
    body = <ErrorState title="Impossibile caricare la prova gratuita" onRetry={retry} />;
  } else if (!plan) {
    body = <p><Spinner size="sm" decorative /> Caricamento…</p>;
  } else if (!plan.trial) {
    body = (
      <section className="am-plan-box" role="status">
        <p>Per questa concessionaria non c&apos;è una prova gratuita in corso.</p>
        <Link className="am-plan-link" to={`${dealerArea}/plan`}>Vedi il tuo piano</Link>
      </section>
    );
  } else {
    body = (
      <section className="am-plan-box" role="status">
        <p><strong>La prova gratuita è attiva fino al {formatDate(plan.trial.ends_at, 'long')}.</strong></p>
        <p>Da ora puoi pubblicare fino a {plan.limits.listings ?? 'illimitati'} annunci, metterne {plan.limits.showcase} in vetrina e {plan.limits.featured} in evidenza, e usare {plan.limits.reports_per_month} report Carfax al mese.</p>
        <div className="am-plan-actions">
          <Link className="am-plan-link" to={`${dealerArea}/listings`}>Vai all&apos;area concessionario</Link>
          <Link className="am-plan-link am-plan-link--secondary" to={`${dealerArea}/plan`}>Vedi il tuo piano</Link>
        </div>
      </section>
    );
  }
  return (
    <div className="am-plan-page">
      <title>Prova gratuita attivata – AutoMercato</title>
      <h1>Prova gratuita attivata</h1>
      {body}
    </div>
  );
}
