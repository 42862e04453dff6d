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
import { t } from './texts';

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
    offer = <ErrorState title={t('freeTrialPages.impossibileCaricareLaProva')} onRetry={() => { needPlans(); retry(); }} />;
  } else if (!trialPlan || !current) {
    offer = <p><Spinner size="sm" decorative />{t('freeTrialPages.caricamento')}</p>;
  } else if (current.trial) {
    offer = (
      <section className="am-plan-box" role="status">
        <p>{t('freeTrialPages.laProvaGratuitaE')}{formatDate(current.trial.ends_at, 'long')}.</p>
        <Link className="am-plan-link" to={area}>{t('freeTrialPages.vediIlTuoPiano')}</Link>
      </section>
    );
  } else {
    // Said before the click when the answer is already known; the server decides anyway (S5/S6).
    const known = current.trial_available ? null
      : current.subscription_plan ? t('freeTrialPagesStrings.questaConcessionariaHaGia')
      : t('freeTrialPagesStrings.haiGiaUsatoLa');
    offer = (
      <>
        <section className="am-plan-box" aria-labelledby="trial-gives">
          <h2 id="trial-gives">{t('freeTrialPages.per30GiorniGratis')}</h2>
          <PlanLimitsList limits={trialPlan.limits} />
          <p className="am-plan-note">{t('freeTrialPages.sonoILimitiDel')}{freeListings !== null && freeListings !== undefined ? t('freeTrialPages.restanoPubblicatiIAnnunci', { freeListings }) : ''}
            {' '}{t('freeTrialPages.aMenoCheTu')}</p>
        </section>
        {error || known ? <p className="am-plan-error" role="alert">{error ?? known}</p> : null}
        <div className="am-plan-actions">
          {known ? (
            <Link className="am-plan-link" to={area}>{t('freeTrialPages.vediIPiani')}</Link>
          ) : (
            <Button type="button" busy={activating} disabled={activating} onClick={() => activate(dealerUuid)}>{t('freeTrialPages.attivaLaProvaGratuita')}</Button>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="am-plan-page">
      <title>{t('freeTrialPages.provaGratuita30Giorni')}</title>
      <h1>{t('freeTrialPages.provaGratuita30Giorni2')}</h1>
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
    body = <ErrorState title={t('freeTrialPages.impossibileCaricareLaProva')} onRetry={retry} />;
  } else if (!plan) {
    body = <p><Spinner size="sm" decorative />{t('freeTrialPages.caricamento')}</p>;
  } else if (!plan.trial) {
    body = (
      <section className="am-plan-box" role="status">
        <p>{t('freeTrialPages.perQuestaConcessionariaNon')}</p>
        <Link className="am-plan-link" to={`${dealerArea}/plan`}>{t('freeTrialPages.vediIlTuoPiano')}</Link>
      </section>
    );
  } else {
    body = (
      <section className="am-plan-box" role="status">
        <p><strong>{t('freeTrialPages.laProvaGratuitaE2')}{formatDate(plan.trial.ends_at, 'long')}.</strong></p>
        <p>{t('freeTrialPages.daOraPuoiPubblicare')}{plan.limits.listings ?? t('freeTrialPages.illimitati')}{t('freeTrialPages.annunciMetterne')}{plan.limits.showcase}{t('freeTrialPages.inVetrinaE')}{plan.limits.featured}{t('freeTrialPages.inEvidenzaEUsare')}{plan.limits.reports_per_month}{t('freeTrialPages.reportCarfaxAlMese')}</p>
        <div className="am-plan-actions">
          <Link className="am-plan-link" to={`${dealerArea}/listings`}>{t('freeTrialPages.vaiAllAreaConcessionario')}</Link>
          <Link className="am-plan-link am-plan-link--secondary" to={`${dealerArea}/plan`}>{t('freeTrialPages.vediIlTuoPiano')}</Link>
        </div>
      </section>
    );
  }
  return (
    <div className="am-plan-page">
      <title>{t('freeTrialPages.provaGratuitaAttivataAutomercato')}</title>
      <h1>{t('freeTrialPages.provaGratuitaAttivata')}</h1>
      {body}
    </div>
  );
}
