/**
 * /dealer/failed-verification: the link to confirm the owner's e-mail did not work (expired after
 * 60 minutes, already used, or cut by the mail program). Explains it and sends a new one.
 */
import { useUnit } from 'effector-react';
import { Link } from '@automercato/router';
import { $currentUser, isEmailVerified } from '@automercato/shell-api';
import { ResendVerification } from '../../features/signup/ui/ResendVerification';
import '../signup/signup.css';

export function FailedVerificationPage() {
  const user = useUnit($currentUser);
  // The link was used already, by this very owner: nothing is wrong.
  if (isEmailVerified(user)) {
    return (
      <section className="dl-signup dl-outcome" aria-labelledby="dl-failed-verification-title">
        <title>Indirizzo già confermato – AutoMercato</title>
        <h1 id="dl-failed-verification-title">Indirizzo già confermato</h1>
        <p className="dl-signup__lead">
          Il link non vale più perché il tuo indirizzo email risulta già confermato: il tuo concessionario è visibile su AutoMercato.
        </p>
        <p>
          <Link to="/dealer/target?redirectTo=%2Fdealer%2Fq%2Fplan">Vai all’area concessionario</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="dl-signup dl-outcome" aria-labelledby="dl-failed-verification-title">
      <title>Verifica non riuscita – AutoMercato</title>
      <h1 id="dl-failed-verification-title">Verifica non riuscita</h1>
      <p className="dl-signup__lead">
        Il link per confermare l’indirizzo email non è valido: per sicurezza dura 60 minuti e funziona una volta sola,
        oppure il programma di posta lo ha spezzato.
      </p>
      <p>Finché l’indirizzo non è confermato, il tuo concessionario non compare nelle ricerche. Ti inviamo un nuovo link:</p>
      <ResendVerification />
      <p>
        Hai già confermato? <Link to="/signin?dealer=true">Accedi</Link>
      </p>
    </section>
  );
}
