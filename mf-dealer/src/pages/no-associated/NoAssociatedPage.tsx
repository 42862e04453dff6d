/**
 * /dealer/no-associated (SPEC §4 "Dealer target": a user who owns no dealer lands here): says so
 * and leads to the dealer sign-up.
 */
import { Link } from '@automercato/router';
import { buttonClass } from '@automercato/ui/button';
import '../signup/signup.css';

export function NoAssociatedPage() {
  return (
    <section className="dl-signup dl-outcome" aria-labelledby="dl-no-associated-title">
      <title>Nessun concessionario associato – AutoMercato</title>
      <h1 id="dl-no-associated-title">Nessun concessionario associato</h1>
      <p className="dl-signup__lead">
        Il tuo account non è collegato a nessun concessionario. Se hai un’attività, registrala: in pochi minuti potrai
        pubblicare i tuoi veicoli e provare gratis AutoMercato per 30 giorni.
      </p>
      <p>
        <Link className={buttonClass({ size: 'lg' })} to="/dealer/signup">
          Registra il tuo concessionario
        </Link>
      </p>
      <p>
        Lavori per un concessionario già registrato? Chiedi al titolare di aggiungerti come amministratore.
      </p>
    </section>
  );
}
