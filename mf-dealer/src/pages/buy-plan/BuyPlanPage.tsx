/**
 * /dealer/{uuid}/buy-plan-{planuuid}: the chosen plan with its price, IVA 22 % and total, and
 * "Procedi al pagamento" following SPEC §4 "Buying a plan" (shell-api `planPurchaseRequested`):
 * a Free dealer goes to the back end's checkout; a dealer on trial goes to its plan page or buys at
 * once (the paid plan replaces the trial: otherwise the trial would be a dead end until it expires).
 * A dealer with a paid plan changes it right here: the price difference, when it takes
 * effect, and the confirmation (PlanChange). The shell's table already answers 404 without both uuids.
 */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams } from '@automercato/router';
import { $planTier, ScreenError, planPurchaseRequested } from '@automercato/shell-api';
import { Button } from '@automercato/ui/button';
import { Spinner } from '@automercato/ui/spinner';
import { ErrorState } from '@automercato/ui/states';
import { getApi } from '@automercato/entities/api';
import { $plans, $plansStatus, buyPlanUuidOf, formatCents, plansNeeded } from '../../features/plan/model/plan';
import { useDealerPlan } from '../../features/plan/ui/useDealerPlan';
import { PlanLimitsList } from '../../features/plan/ui/PlanLimitsList';
import { PlanChange } from '../../features/plan/ui/PlanChange';
import { t } from './texts';

export function BuyPlanPage() {
  const { dealerUuid = '', buyPlan } = useParams();
  const planUuid = buyPlanUuidOf(buyPlan);
  const { plan: current, status, retry } = useDealerPlan(dealerUuid);
  const [tier, plans, plansStatus, needPlans, purchase] = useUnit([$planTier, $plans, $plansStatus, plansNeeded, planPurchaseRequested]);
  useEffect(() => needPlans(), [needPlans]);
  // Any other segment after the dealer is not a page (the shell's table says the same).
  if (!planUuid) throw new ScreenError(404, { message: t('buyPlanPageStrings.notFound') });
  const planPage = `/dealer/${encodeURIComponent(dealerUuid)}/plan`;

  const chosen = plans.find((p) => p.uuid === planUuid);
  // A paid plan (not the trial): choosing another one is a change, not a purchase.
  const paid = Boolean(current?.subscription_plan && !current.trial);
  const heading = chosen ? `${paid ? 'Passa al piano' : 'Acquista il piano'} ${chosen.name}` : t('buyPlanPageStrings.acquistaUnPiano');
  if (plansStatus === 'ready' && (!chosen || !chosen.purchasable)) {
    throw new ScreenError(404, { message: t('buyPlanPageStrings.notFound'), action: { label: t('buyPlanPageStrings.vediIPiani'), to: planPage } });
  }

  let body;
  if (plansStatus === 'error' || (!current && status === 'error')) {
    body = <ErrorState title={t('buyPlanPage.impossibileCaricareIlPiano')} onRetry={() => { needPlans(); retry(); }} />;
  } else if (!chosen || !current) {
    body = <p><Spinner size="sm" decorative />{t('buyPlanPage.caricamento')}</p>;
  } else if (paid && current.subscription_plan) {
    // A paid plan: the change itself, confirmed here, not a detour to other pages.
    const subscription = current.subscription_plan;
    body = (
      <>
        <section className="am-plan-box" aria-labelledby="buy-plan-name">
          <h2 id="buy-plan-name">{t('buyPlanPage.piano')}{chosen.name}</h2>
          <PlanLimitsList limits={chosen.limits} />
        </section>
        {subscription.uuid === chosen.uuid ? (
          <p className="am-plan-note" role="status">{t('buyPlanPage.haiGiaIlPiano')}{chosen.name}.</p>
        ) : (
          <PlanChange dealerUuid={dealerUuid} current={{ ...current, subscription_plan: subscription }} chosen={chosen} />
        )}
        <div className="am-plan-actions">
          <Link className="am-plan-link am-plan-link--secondary" to={planPage}>{t('buyPlanPage.tornaAiPiani')}</Link>
        </div>
      </>
    );
  } else {
    const free = tier === 'Free';
    body = (
      <>
        <section className="am-plan-box" aria-labelledby="buy-plan-name">
          <h2 id="buy-plan-name">{t('buyPlanPage.piano')}{chosen.name}</h2>
          <PlanLimitsList limits={chosen.limits} />
        </section>
        <section className="am-plan-box" aria-labelledby="buy-plan-bill">
          <h2 id="buy-plan-bill">{t('buyPlanPage.riepilogoMensile')}</h2>
          <dl className="am-plan-bill">
            <dt>{t('buyPlanPage.prezzoDelPianoImponibile')}</dt>
            <dd>{formatCents(chosen.price_cents)}</dd>
            <dt>{t('buyPlanPage.iva')}{chosen.vat_rate} %</dt>
            <dd>{formatCents(chosen.vat_cents)}</dd>
            <dt className="am-plan-bill__total">{t('buyPlanPage.totaleAlMese')}</dt>
            <dd className="am-plan-bill__total">{formatCents(chosen.price_with_vat_cents)}</dd>
          </dl>
          <p className="am-plan-note">{t('buyPlanPage.lAbbonamentoSiRinnova')}</p>
        </section>
        {free ? null : (
          <p className="am-plan-note" role="status">{t('buyPlanPage.staiUsandoLaProva')}</p>
        )}
        <div className="am-plan-actions">
          <Button type="button" onClick={() => purchase({ dealerUuid, planUuid })}>
            {free ? t('buyPlanPage.procediAlPagamento') : t('buyPlanPage.vaiAlTuoPiano')}
          </Button>
          {tier === 'Trial' ? (
            // A full page navigation: the checkout is the back end's page, then the provider's.
            <a className="am-plan-link" href={getApi().links.planCheckout(dealerUuid, planUuid)}>{t('buyPlanPage.acquistaOraIlPiano')}{chosen.name}
            </a>
          ) : null}
          <Link className="am-plan-link am-plan-link--secondary" to={planPage}>{t('buyPlanPage.tornaAiPiani')}</Link>
        </div>
        {tier === 'Trial' ? <p className="am-plan-note">{t('buyPlanPage.acquistandoOraIlPiano')}{chosen.name}{t('buyPlanPage.sostituisceSubitoLaProva')}</p> : null}
      </>
    );
  }

  return (
    <div className="am-plan-page">
      <title>{t('buyPlanPage.automercato', { heading })}</title>
      <h1>{heading}</h1>
      {body}
    </div>
  );
}
