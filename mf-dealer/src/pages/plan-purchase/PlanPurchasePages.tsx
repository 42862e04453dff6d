/**
 * Where the payment provider's checkout sends the dealer back (SPEC §2): /dealer/plan-purchase-ok
 * (?session_id=…) and /dealer/plan-purchase-ko (?reason=cancel|declined, and the dealer and plan
 * to try again with).
 */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from '@automercato/router';
import { useApi } from '@automercato/entities/api';
import { useCheckoutConfirmation } from '../../features/plan-purchase/api/useCheckoutConfirmation';
import './plan-purchase.css';
import { isUuid } from '@automercato/api-sdk';

/** The plan page of a dealer chosen on /dealer/target when the address does not say which. */
const planPage = (dealerUuid?: string | null) =>
  dealerUuid && isUuid(dealerUuid) ? `/dealer/${dealerUuid}/plan` : `/dealer/target?redirectTo=${encodeURIComponent('/dealer/q/plan')}`;
const longDate = (iso: string) => new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

export function PlanPurchaseOkPage() {
  const [query] = useSearchParams();
  const api = useApi();
  const state = useCheckoutConfirmation(query.get('session_id'));
  const dealerUuid = state.status === 'confirmed' || ((state.status === 'confirming' || state.status === 'slow') && state.session)
    ? state.session!.dealer_uuid : null;

  let title: string;
  let body: ReactNode;
  if (state.status === 'confirmed') {
    const active = state.session.active_plan;
    title = 'Piano attivato';
    body = (
      <p>
        Grazie! Il piano <strong>{state.session.plan.name}</strong> è attivo
        {active ? <> e si rinnova il {longDate(active.current_period_end)}</> : null}. La fattura è disponibile nella gestione del piano.
      </p>
    );
  } else if (state.status === 'confirming') {
    title = 'Pagamento ricevuto';
    body = <p role="status">Stiamo confermando il pagamento…{state.session ? <> Il piano scelto è <strong>{state.session.plan.name}</strong>.</> : null}</p>;
  } else if (state.status === 'slow') {
    title = 'Pagamento ricevuto';
    body = (
      <p role="status">
        La conferma del pagamento sta richiedendo più del previsto. Appena arriva il piano si attiva da solo: controlla la pagina del piano tra qualche minuto.
      </p>
    );
  } else if (state.status === 'missing') {
    title = 'Pagamento non trovato';
    body = <p>L'indirizzo non indica quale pagamento verificare. Controlla il tuo piano dall'area concessionario.</p>;
  } else {
    title = 'Pagamento non verificabile';
    body = <p role="alert">{state.message}</p>;
  }

  return (
    <section className="am-page am-plan-purchase am-plan-purchase--ok" aria-labelledby="plan-purchase-title">
      <title>{`${title} – AutoMercato`}</title>
      <h1 id="plan-purchase-title">{title}</h1>
      {body}
      <div className="am-plan-purchase__actions">
        <Link className="am-plan-purchase__link am-plan-purchase__link--primary" to={planPage(dealerUuid)}>Vai al tuo piano</Link>
        {dealerUuid ? <a className="am-plan-purchase__link" href={api.links.planManagement(dealerUuid)}>Gestisci il piano e le fatture</a> : null}
      </div>
    </section>
  );
}

const REASONS: Readonly<Record<string, string>> = {
  // The provider's page sends back here both when the dealer leaves it and after a refused card.
  cancel: 'Il pagamento non è stato completato (annullato, oppure la carta è stata rifiutata): non ti è stato addebitato nulla e il tuo piano non è cambiato.',
  declined: 'La carta è stata rifiutata: non ti è stato addebitato nulla e il tuo piano non è cambiato. Prova con un\'altra carta.',
};

export function PlanPurchaseKoPage() {
  const [query] = useSearchParams();
  const api = useApi();
  const dealer = query.get('dealer');
  const plan = query.get('plan');
  const retry = dealer && plan && isUuid(dealer) && isUuid(plan) ? api.links.planCheckout(dealer, plan) : null;
  const text = REASONS[query.get('reason') ?? ''] ?? 'Il pagamento non è andato a buon fine: non ti è stato addebitato nulla e il tuo piano non è cambiato.';
  return (
    <section className="am-page am-plan-purchase am-plan-purchase--ko" aria-labelledby="plan-purchase-title">
      <title>Acquisto del piano non riuscito – AutoMercato</title>
      <h1 id="plan-purchase-title">Acquisto del piano non riuscito</h1>
      <p>{text}</p>
      <div className="am-plan-purchase__actions">
        {retry
          ? <a className="am-plan-purchase__link am-plan-purchase__link--primary" href={retry}>Riprova</a>
          : <Link className="am-plan-purchase__link am-plan-purchase__link--primary" to={planPage(dealer)}>Riprova</Link>}
        <Link className="am-plan-purchase__link" to={planPage(dealer)}>Torna al tuo piano</Link>
      </div>
    </section>
  );
}
