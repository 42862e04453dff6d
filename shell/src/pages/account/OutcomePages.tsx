/**
 * Outcome pages: e-mail verified, password updated, password link expired, purchase ok/ko.
 * Short, with one clear next step each.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from '@automercato/router';
import { $currentUser, $dealerAreaPath, $ownDealers, DEALER_PLACEHOLDER, userProfileChanged, type OwnDealer } from '@automercato/shell-api';
import { useStoreValue } from '../../lib/useStoreValue';
import { t } from './texts';

export function Outcome(props: { tone: 'success' | 'warning' | 'error'; heading: string; children: ReactNode; actions: ReactNode }) {
  return (
    <section className={`am-outcome am-outcome--${props.tone}`}>
      <h1>{props.heading}</h1>
      <div className="am-outcome__text">{props.children}</div>
      <p className="am-outcome__actions">{props.actions}</p>
    </section>
  );
}

export function EmailVerifiedPage() {
  // The link may have been opened in another tab than the one waiting on /verify-email:
  // every tab re-fetches the profile (the waiting one then leaves /verify-email).
  useEffect(() => userProfileChanged(), []);
  const loaded = useStoreValue($ownDealers);
  const user = useStoreValue($currentUser);
  const dealerArea = useStoreValue($dealerAreaPath);
  // $ownDealers is filled by the route guards, and this page has none: on a full load from the mail's
  // link the dealers come from the profile (GET /api/user) itself.
  const listed = (user as { dealers?: unknown } | null)?.dealers;
  const ownDealers: readonly OwnDealer[] = loaded.length > 0 ? loaded
    : Array.isArray(listed) ? listed.filter((d): d is OwnDealer => typeof (d as OwnDealer | null)?.uuid === 'string') : [];
  if (ownDealers.length > 0) {
    // A new dealer's next steps are its area and the free trial, not the buyers' search.
    const only = ownDealers.length === 1 ? ownDealers[0] : undefined;
    const area = only ? `/dealer/${encodeURIComponent(only.uuid)}/listings` : dealerArea;
    const trial = `/free-trial/${only ? encodeURIComponent(only.uuid) : DEALER_PLACEHOLDER}/activate`;
    return (
      <Outcome
        tone="success"
        heading={t('outcomePages.emailVerificata')}
        actions={
          <>
            <Link className="am-button" to={area}>{t('outcomePages.vaiAllAreaConcessionario')}</Link>
            <Link className="am-button am-button--secondary" to={trial}>{t('outcomePages.attivaLaProvaGratuita')}</Link>
          </>
        }
      >
        <p>{t('outcomePages.grazieIlTuoIndirizzo')}{only?.name ? <> e <strong>{only.name}</strong>{t('outcomePages.ePronto')}</> : null}{t('outcomePages.dallAreaConcessionarioPrepari')}</p>
      </Outcome>
    );
  }
  return (
    <Outcome
      tone="success"
      heading={t('outcomePages.emailVerificata')}
      actions={
        <>
          <Link className="am-button" to="/">{t('outcomePages.iniziaACercare')}</Link>
          <Link className="am-button am-button--secondary" to="/profile">{t('outcomePages.vaiAlProfilo')}</Link>
        </>
      }
    >
      <p>{t('outcomePages.grazieIlTuoIndirizzo2')}</p>
    </Outcome>
  );
}

export function PasswordUpdatedPage() {
  return (
    <Outcome
      tone="success"
      heading={t('outcomePages.passwordAggiornata')}
      actions={
        <Link className="am-button" to="/signin">{t('outcomePages.accedi')}</Link>
      }
    >
      <p>{t('outcomePages.laTuaNuovaPassword')}</p>
    </Outcome>
  );
}

export function PasswordTokenExpiredPage() {
  return (
    <Outcome
      tone="warning"
      heading={t('outcomePages.ilLinkPerLa')}
      actions={
        <Link className="am-button" to="/password-recover">{t('outcomePages.richiediUnNuovoLink')}</Link>
      }
    >
      <p>{t('outcomePages.ilLinkPerReimpostare')}</p>
      <p>{t('outcomePages.richiedineUnoNuovoLo')}</p>
    </Outcome>
  );
}

export function PurchaseOkPage() {
  return (
    <Outcome
      tone="success"
      heading={t('outcomePages.acquistoCompletato')}
      actions={
        <Link className="am-button" to="/dealer/q/plan">{t('outcomePages.vaiAlTuoPiano')}</Link>
      }
    >
      <p>{t('outcomePages.ilPagamentoEAndato')}</p>
    </Outcome>
  );
}

export function PurchaseKoPage() {
  return (
    <Outcome
      tone="error"
      heading={t('outcomePages.acquistoNonRiuscito')}
      actions={
        <>
          <Link className="am-button" to="/dealer/q/plan">{t('outcomePages.riprova')}</Link>
          <Link className="am-button am-button--secondary" to="/contact-us">{t('outcomePages.contattaLAssistenza')}</Link>
        </>
      }
    >
      <p>{t('outcomePages.ilPagamentoNonE')}</p>
      <p>{t('outcomePages.puoiRiprovareConUn')}</p>
    </Outcome>
  );
}
