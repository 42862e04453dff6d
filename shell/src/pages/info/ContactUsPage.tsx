import { Link } from '@automercato/router';
import { InfoArticle } from './InfoLayout';

export function ContactUsPage() {
  return (
    <InfoArticle
      heading="Contatti"
      lead="Siamo qui per aiutarti. Scegli il recapito giusto per la tua richiesta: ti risponde una persona del nostro team, di solito entro un giorno lavorativo."
    >
      <div className="am-contacts">
        <section className="am-contacts__card">
          <h2>Assistenza acquirenti</h2>
          <p>Problemi con l’account, con un annuncio o con un report sulla storia del veicolo.</p>
          <p>
            <a href="mailto:assistenza@automercato.it">assistenza@automercato.it</a>
          </p>
        </section>
        <section className="am-contacts__card">
          <h2>Concessionari</h2>
          <p>Informazioni su piani, fatturazione, vetrine, crediti Carfax e importazione degli annunci.</p>
          <p>
            <a href="mailto:concessionari@automercato.it">concessionari@automercato.it</a>
          </p>
        </section>
        <section className="am-contacts__card">
          <h2>Privacy e dati personali</h2>
          <p>Richieste di accesso, rettifica o cancellazione dei tuoi dati e domande sul loro trattamento.</p>
          <p>
            <a href="mailto:privacy@automercato.it">privacy@automercato.it</a>
          </p>
        </section>
      </div>
      <h2>Orari</h2>
      <p>
        Il nostro team risponde dal lunedì al venerdì, dalle 9:00 alle 18:00, esclusi i festivi nazionali. Le richieste
        che arrivano nel fine settimana vengono gestite il primo giorno lavorativo utile.
      </p>
      <h2>Prima di scriverci</h2>
      <p>
        Molte risposte sono già nelle <Link to="/faq">domande frequenti</Link>. Per un problema con un annuncio indicaci il
        link dell’annuncio; per un problema di accesso scrivici dall’indirizzo email del tuo account, così
        possiamo verificare che sia davvero tu.
      </p>
      <h2>Segnalare un annuncio</h2>
      <p>
        Se un annuncio ti sembra ingannevole (prezzo irrealistico, foto di un’altra auto, richiesta di anticipi prima di
        vedere il veicolo) scrivici subito: verifichiamo e, se serve, sospendiamo l’annuncio e il concessionario. Non
        versare mai denaro a chi non hai incontrato di persona.
      </p>
    </InfoArticle>
  );
}
