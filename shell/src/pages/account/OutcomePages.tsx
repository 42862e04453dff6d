/**
 * Outcome pages: e-mail verified, password updated, password link expired, purchase ok/ko.
 * Short, with one clear next step each.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from '@automercato/router';
import { $currentUser, $dealerAreaPath, $ownDealers, DEALER_PLACEHOLDER, userProfileChanged, type OwnDealer } from '@automercato/shell-api';
import { useStoreValue } from '../../lib/useStoreValue';

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
        heading="Email verificata"
        actions={
          <>
            <Link className="am-button" to={area}>
              Vai all’area concessionario
            </Link>
            <Link className="am-button am-button--secondary" to={trial}>
              Attiva la prova gratuita
            </Link>
          </>
        }
      >
        <p>
          Grazie! Il tuo indirizzo email è confermato{only?.name ? <> e <strong>{only.name}</strong> è pronto</> : null}: dall’area
          concessionario prepari gli annunci e le impostazioni, e puoi provare gratis per 30 giorni i limiti del piano Pro.
        </p>
      </Outcome>
    );
  }
  return (
    <Outcome
      tone="success"
      heading="Email verificata"
      actions={
        <>
          <Link className="am-button" to="/">
            Inizia a cercare
          </Link>
          <Link className="am-button am-button--secondary" to="/profile">
            Vai al profilo
          </Link>
        </>
      }
    >
      <p>Grazie! Il tuo indirizzo email è confermato e il tuo account AutoMercato è completo.</p>
    </Outcome>
  );
}

export function PasswordUpdatedPage() {
  return (
    <Outcome
      tone="success"
      heading="Password aggiornata"
      actions={
        <Link className="am-button" to="/signin">
          Accedi
        </Link>
      }
    >
      <p>La tua nuova password è attiva. Per sicurezza ti abbiamo scollegato dagli altri dispositivi.</p>
    </Outcome>
  );
}

export function PasswordTokenExpiredPage() {
  return (
    <Outcome
      tone="warning"
      heading="Il link per la password è scaduto"
      actions={
        <Link className="am-button" to="/password-recover">
          Richiedi un nuovo link
        </Link>
      }
    >
      <p>Il link per reimpostare la password non è più valido o è già stato usato.</p>
      <p>Richiedine uno nuovo: lo riceverai all’indirizzo email del tuo account.</p>
    </Outcome>
  );
}

export function PurchaseOkPage() {
  return (
    <Outcome
      tone="success"
      heading="Acquisto completato"
      actions={
        <Link className="am-button" to="/dealer/q/plan">
          Vai al tuo piano
        </Link>
      }
    >
      <p>Il pagamento è andato a buon fine. Riceverai la fattura via email; il servizio è già attivo.</p>
    </Outcome>
  );
}

export function PurchaseKoPage() {
  return (
    <Outcome
      tone="error"
      heading="Acquisto non riuscito"
      actions={
        <>
          <Link className="am-button" to="/dealer/q/plan">
            Riprova
          </Link>
          <Link className="am-button am-button--secondary" to="/contact-us">
            Contatta l’assistenza
          </Link>
        </>
      }
    >
      <p>Il pagamento non è stato completato e non ti è stato addebitato nulla.</p>
      <p>Puoi riprovare con un altro metodo di pagamento o scriverci se il problema continua.</p>
    </Outcome>
  );
}
