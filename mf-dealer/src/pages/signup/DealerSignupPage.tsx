/**
 * /dealer/signup (guests only, the shell's guard): a dealer joins. The server creates the owner's
 * account and the dealer and signs the owner in; the page stores the user as the buyer sign-up
 * does (the other tabs re-fetch theirs) and says to confirm the e-mail: until then the dealer is
 * not shown to buyers.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@automercato/router';
import type { DealerSignedUp } from '@automercato/api-sdk';
import { ownDealersSet, userProfileChanged, userSet } from '@automercato/shell-api';
import { DealerSignupForm } from '../../features/signup/ui/DealerSignupForm';
import { ResendVerification } from '../../features/signup/ui/ResendVerification';
import './signup.css';

export function DealerSignupPage() {
  const headingId = useId();
  const [done, setDone] = useState<{ email: string; dealer: string } | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  // Once, when the confirmation replaces the form: a screen reader starts from its title.
  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  const onSignedUp = ({ user, dealer }: DealerSignedUp) => {
    userSet({ ...user, email_verified_at: user.email_verified_at ?? null, role: user.role ?? null });
    ownDealersSet(user.dealers);
    userProfileChanged();
    setDone({ email: user.email, dealer: dealer.name });
    window.scrollTo?.(0, 0);
  };

  if (done) {
    return (
      <section className="dl-signup dl-signup--done" aria-labelledby={headingId}>
        <title>Controlla la tua e-mail – AutoMercato</title>
        <h1 id={headingId} tabIndex={-1} ref={doneHeading}>
          Controlla la tua e-mail
        </h1>
        <p className="dl-signup__lead" role="status">
          <strong>{done.dealer}</strong> è registrato. Ti abbiamo inviato un link all’indirizzo <strong>{done.email}</strong>:
          aprilo entro 60 minuti per confermarlo.
        </p>
        <p>
          Finché non confermi l’indirizzo il concessionario non compare nelle ricerche e non puoi pubblicare annunci.
          Non trovi l’email? Guarda anche nella cartella spam.
        </p>
        <ResendVerification />
        <p>
          <Link to="/">Torna alla home</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="dl-signup" aria-labelledby={headingId}>
      <title>Registrazione concessionario – AutoMercato</title>
      <h1 id={headingId}>Registra il tuo concessionario</h1>
      <p className="dl-signup__lead">
        Pubblica i tuoi veicoli su AutoMercato: registra l’azienda e il tuo account di titolare, poi attiva la prova gratuita di 30 giorni.
      </p>
      <DealerSignupForm onSignedUp={onSignedUp} />
      <p className="dl-signup__links">
        Hai già un account? <Link to="/signin?dealer=true">Accedi</Link>
      </p>
    </section>
  );
}
