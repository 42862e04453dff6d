/**
 * Vehicle history (Carfax): a buyer asks the dealer for the report of this listing
 * (POST /api/carfax-requests). The dealer, or an admin, approves it and the report arrives
 * by e-mail (DECISIONS "Vehicle-history reports").
 */
import { useState } from 'react';
import { ApiError, type ListingDetail } from '@automercato/api-sdk';
import { Button } from '@automercato/ui/button';
import { useApi } from '@automercato/entities/api';
import { notify } from '../../../lib/notify';
import { useSignInPrompt } from '../../../lib/useSignInPrompt';

export const CARFAX_TEXTS = {
  heading: 'Storia del veicolo',
  button: 'Richiedi il report',
  sent: 'Richiesta inviata: riceverai il report Carfax via e-mail appena il concessionario la approva.',
  notYet: 'Le richieste di report Carfax non sono ancora attive. Riprova più tardi o chiedi il report al concessionario con il modulo di contatto.',
  signInTitle: 'Accedi per richiedere il report',
  signInText: 'Il report Carfax arriva via e-mail all’indirizzo del tuo account: accedi o registrati gratuitamente.',
} as const;

export function CarfaxBox({ listing }: { listing: Pick<ListingDetail, 'uuid' | 'has_carfax'> }) {
  const api = useApi();
  const askToSignIn = useSignInPrompt();
  const [busy, setBusy] = useState(false);
  const [requested, setRequested] = useState(false);

  const request = async () => {
    setBusy(true);
    try {
      await api.carfax.request({ listing: listing.uuid, ad: listing.uuid });
      setRequested(true);
      notify.success(CARFAX_TEXTS.sent);
    } catch (error) {
      if (error instanceof ApiError && error.code === '3') {
        await askToSignIn(CARFAX_TEXTS.signInTitle, CARFAX_TEXTS.signInText);
      } else if (error instanceof ApiError && error.status === 404) {
        // The server side of report requests is not there yet (or the listing went away).
        notify.warning(CARFAX_TEXTS.notYet, 'Servizio non ancora disponibile');
      } else {
        notify.error(error instanceof ApiError ? error.message : CARFAX_TEXTS.notYet);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="lp-card lp-carfax" aria-labelledby="lp-carfax-title">
      <div className="lp-carfax__logo" aria-hidden="true">
        CARFAX
      </div>
      <div className="lp-carfax__body">
        <h2 id="lp-carfax-title" className="lp-section-title">
          {CARFAX_TEXTS.heading}
        </h2>
        <p className="lp-carfax__text">
          {listing.has_carfax
            ? 'Il concessionario ha già il report Carfax di questo veicolo: chilometri registrati, passaggi di proprietà, incidenti e revisioni. Richiedilo e lo ricevi via e-mail.'
            : 'Chiedi al concessionario il report Carfax di questo veicolo: chilometri registrati, passaggi di proprietà, incidenti e revisioni, via e-mail.'}
        </p>
        {requested ? (
          <p className="lp-carfax__done" role="status">
            Richiesta inviata. Ti scriveremo appena il concessionario risponde.
          </p>
        ) : (
          <Button variant="secondary" busy={busy} onClick={() => void request()}>
            {CARFAX_TEXTS.button}
          </Button>
        )}
      </div>
    </section>
  );
}
