/**
 * /dealer/failed-verification: the link to confirm the owner's e-mail did not work (expired after
 * 60 minutes, already used, or cut by the mail program). Explains it and sends a new one.
 */
import { Link } from '@automercato/router';
import { ResendVerification } from '../../features/signup/ui/ResendVerification';
import '../signup/signup.css';

export function FailedVerificationPage() {
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
