/**
 * /dealer/{uuid}/buy-plan-{planuuid}: the chosen plan with its price, IVA 22 % and total, and
 * "Procedi al pagamento" following SPEC §4 "Buying a plan" (shell-api `planPurchaseRequested`):
 * a Free dealer goes to the back end's checkout; a dealer with a plan or on trial goes to its
 * plan page, where plan changes are managed. A dealer on trial may also buy at once (the paid plan
 * replaces the trial): otherwise the trial would be a dead end until it expires. The shell's table
 * already answers 404 without both uuids.
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

export function BuyPlanPage() {
  const { dealerUuid = '', buyPlan } = useParams();
  const planUuid = buyPlanUuidOf(buyPlan);
  const { plan: current, status, retry } = useDealerPlan(dealerUuid);
  const [tier, plans, plansStatus, needPlans, purchase] = useUnit([$planTier, $plans, $plansStatus, plansNeeded, planPurchaseRequested]);
  useEffect(() => needPlans(), [needPlans]);
  // Any other segment after the dealer is not a page (the shell's table says the same).
  if (!planUuid) throw new ScreenError(404, { message: 'Not found' });
  const planPage = `/dealer/${encodeURIComponent(dealerUuid)}/plan`;

  const chosen = plans.find((p) => p.uuid === planUuid);
  if (plansStatus === 'ready' && (!chosen || !chosen.purchasable)) {
    throw new ScreenError(404, { message: 'Not found', action: { label: 'Vedi i piani', to: planPage } });
  }

  let body;
  if (plansStatus === 'error' || (!current && status === 'error')) {
    body = <ErrorState title="Impossibile caricare il piano scelto" onRetry={() => { needPlans(); retry(); }} />;
  } else if (!chosen || !current) {
    body = <p><Spinner size="sm" decorative /> Caricamento…</p>;
  } else {
    const free = tier === 'Free';
    body = (
      <>
        <section className="am-plan-box" aria-labelledby="buy-plan-name">
          <h2 id="buy-plan-name">Piano {chosen.name}</h2>
          <PlanLimitsList limits={chosen.limits} />
        </section>
        <section className="am-plan-box" aria-labelledby="buy-plan-bill">
          <h2 id="buy-plan-bill">Riepilogo mensile</h2>
          <dl className="am-plan-bill">
            <dt>Prezzo del piano (imponibile)</dt>
            <dd>{formatCents(chosen.price_cents)}</dd>
            <dt>IVA {chosen.vat_rate} %</dt>
            <dd>{formatCents(chosen.vat_cents)}</dd>
            <dt className="am-plan-bill__total">Totale al mese</dt>
            <dd className="am-plan-bill__total">{formatCents(chosen.price_with_vat_cents)}</dd>
          </dl>
          <p className="am-plan-note">L&apos;abbonamento si rinnova ogni mese; puoi disdirlo quando vuoi dalla gestione del piano. Riceverai la fattura di ogni pagamento.</p>
        </section>
        {free ? null : (
          <p className="am-plan-note" role="status">
            {tier === 'Trial'
              ? 'Stai usando la prova gratuita: dalla pagina del tuo piano vedi quando scade e come continuare.'
              : `Hai già il piano ${tier}: per cambiarlo usa la gestione del piano dalla pagina del tuo piano.`}
          </p>
        )}
        <div className="am-plan-actions">
          <Button type="button" onClick={() => purchase({ dealerUuid, planUuid })}>
            {free ? 'Procedi al pagamento' : 'Vai al tuo piano'}
          </Button>
          {tier === 'Trial' ? (
            // A full page navigation: the checkout is the back end's page, then the provider's.
            <a className="am-plan-link" href={getApi().links.planCheckout(dealerUuid, planUuid)}>
              Acquista ora il piano {chosen.name}
            </a>
          ) : null}
          <Link className="am-plan-link am-plan-link--secondary" to={planPage}>Torna ai piani</Link>
        </div>
        {tier === 'Trial' ? <p className="am-plan-note">Acquistando ora, il piano {chosen.name} sostituisce subito la prova gratuita.</p> : null}
      </>
    );
  }

  return (
    <div className="am-plan-page">
      <title>{chosen ? `Acquista il piano ${chosen.name} – AutoMercato` : 'Acquista un piano – AutoMercato'}</title>
      <h1>{chosen ? `Acquista il piano ${chosen.name}` : 'Acquista un piano'}</h1>
      {body}
    </div>
  );
}
