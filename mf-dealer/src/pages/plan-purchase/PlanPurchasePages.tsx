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
import { t } from './texts';

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
    title = t('planPurchasePagesStrings.pianoAttivato');
    body = (
      <p>{t('planPurchasePages.grazieIlPiano')}<strong>{state.session.plan.name}</strong>{t('planPurchasePages.eAttivo')}{active ? <>{t('planPurchasePages.eSiRinnovaIl')}{longDate(active.current_period_end)}</> : null}{t('planPurchasePages.laFatturaEDisponibile')}</p>
    );
  } else if (state.status === 'confirming') {
    title = t('planPurchasePagesStrings.pagamentoRicevuto');
    body = <p role="status">{t('planPurchasePages.stiamoConfermandoIlPagamento')}{state.session ? <>{t('planPurchasePages.ilPianoSceltoE')}<strong>{state.session.plan.name}</strong>.</> : null}</p>;
  } else if (state.status === 'slow') {
    title = t('planPurchasePagesStrings.pagamentoRicevuto');
    body = (
      <p role="status">{t('planPurchasePages.laConfermaDelPagamento')}</p>
    );
  } else if (state.status === 'missing') {
    title = t('planPurchasePagesStrings.pagamentoNonTrovato');
    body = <p>{t('planPurchasePages.lIndirizzoNonIndica')}</p>;
  } else {
    title = t('planPurchasePagesStrings.pagamentoNonVerificabile');
    body = <p role="alert">{state.message}</p>;
  }

  return (
    <section className="am-page am-plan-purchase am-plan-purchase--ok" aria-labelledby="plan-purchase-title">
      <title>{t('planPurchasePages.automercato', { title })}</title>
      <h1 id="plan-purchase-title">{title}</h1>
      {body}
      <div className="am-plan-purchase__actions">
        <Link className="am-plan-purchase__link am-plan-purchase__link--primary" to={planPage(dealerUuid)}>{t('planPurchasePages.vaiAlTuoPiano')}</Link>
        {dealerUuid ? <a className="am-plan-purchase__link" href={api.links.planManagement(dealerUuid)}>{t('planPurchasePages.gestisciIlPianoE')}</a> : null}
      </div>
    </section>
  );
}

const REASONS: Readonly<Record<string, string>> = {
  // The provider's page sends back here both when the dealer leaves it and after a refused card.
  cancel: t('planPurchasePagesStrings.ilPagamentoNonE'),
  declined: t('planPurchasePagesStrings.laCartaEStata'),
};

export function PlanPurchaseKoPage() {
  const [query] = useSearchParams();
  const api = useApi();
  const dealer = query.get('dealer');
  const plan = query.get('plan');
  const retry = dealer && plan && isUuid(dealer) && isUuid(plan) ? api.links.planCheckout(dealer, plan) : null;
  const text = REASONS[query.get('reason') ?? ''] ?? t('planPurchasePagesStrings.ilPagamentoNonE2');
  return (
    <section className="am-page am-plan-purchase am-plan-purchase--ko" aria-labelledby="plan-purchase-title">
      <title>{t('planPurchasePages.acquistoDelPianoNon')}</title>
      <h1 id="plan-purchase-title">{t('planPurchasePages.acquistoDelPianoNon2')}</h1>
      <p>{text}</p>
      <div className="am-plan-purchase__actions">
        {retry
          ? <a className="am-plan-purchase__link am-plan-purchase__link--primary" href={retry}>{t('planPurchasePages.riprova')}</a>
          : <Link className="am-plan-purchase__link am-plan-purchase__link--primary" to={planPage(dealer)}>{t('planPurchasePages.riprova')}</Link>}
        <Link className="am-plan-purchase__link" to={planPage(dealer)}>{t('planPurchasePages.tornaAlTuoPiano')}</Link>
      </div>
    </section>
  );
}
