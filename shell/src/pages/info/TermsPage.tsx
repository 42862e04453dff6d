import { Link } from '@automercato/router';
import { InfoArticle } from './InfoLayout';

export function TermsPage() {
  return (
    <InfoArticle
      heading="Termini e condizioni"
      lead="Le regole per usare AutoMercato, come acquirente e come concessionario. Usando il sito accetti questi termini: ti chiediamo di leggerli con attenzione."
      updated="1 gennaio 2026"
    >
      <h2>1. Chi siamo e cosa offriamo</h2>
      <p>
        AutoMercato (di seguito «AutoMercato» o «noi») gestisce una piattaforma online su cui concessionari e rivenditori
        professionali pubblicano annunci di veicoli usati e gli utenti li consultano e contattano chi vende. AutoMercato
        non è parte dei contratti di compravendita: non vende veicoli, non incassa il prezzo e non presta garanzie sui
        veicoli pubblicati.
      </p>

      <h2>2. Account</h2>
      <p>
        Alcune funzioni (preferiti, richieste di report, area concessionario) richiedono un account. Ti impegni a fornire
        dati veri e aggiornati, a confermare il tuo indirizzo email e a custodire la password, che deve avere almeno 8
        caratteri con maiuscole, minuscole, numeri e simboli. Sei responsabile delle attività svolte con il tuo account;
        se sospetti un accesso non autorizzato avvisaci subito.
      </p>

      <h2>3. Uso consentito</h2>
      <p>
        Puoi usare AutoMercato per cercare veicoli e contattare i venditori per finalità legate all’acquisto. Non è
        consentito: raccogliere in modo automatizzato annunci o contatti, inviare messaggi promozionali non richiesti,
        pubblicare contenuti falsi, offensivi o che violano diritti di terzi, aggirare le misure di sicurezza della
        piattaforma.
      </p>

      <h2>4. Annunci e responsabilità dei concessionari</h2>
      <p>
        Il concessionario garantisce che ogni annuncio descrive un veicolo realmente disponibile, con prezzo, chilometraggio,
        anno, foto e caratteristiche corrispondenti al vero, e che ha il diritto di venderlo. Il concessionario è l’unico
        responsabile dei contenuti pubblicati e del rispetto delle norme a tutela dei consumatori, compresa la garanzia
        legale di conformità prevista dal Codice del Consumo. Possiamo rimuovere annunci non conformi e sospendere gli
        account che violano queste regole.
      </p>

      <h2>5. Piani, prova gratuita e pagamenti dei concessionari</h2>
      <p>
        I piani per i concessionari sono descritti nella pagina <Link to="/for-dealers">Per i concessionari</Link>, con
        prezzi mensili IVA esclusa. Il piano si rinnova ogni mese fino alla disdetta, che ha effetto alla fine del periodo
        già pagato. La prova gratuita dura 30 giorni, si può attivare una sola volta per concessionaria e non si trasforma
        automaticamente in un piano a pagamento. I pacchetti di crediti per i report valgono 12 mesi dall’acquisto e non
        sono rimborsabili dopo l’uso. I pagamenti sono gestiti da un fornitore di servizi di pagamento: AutoMercato non
        conserva i dati delle carte.
      </p>

      <h2>6. Report sulla storia del veicolo</h2>
      <p>
        I report provengono da un fornitore terzo e riportano i dati disponibili nelle sue banche dati alla data della
        richiesta. Un report senza segnalazioni non garantisce l’assenza di eventi non registrati: ti consigliamo sempre di
        far controllare il veicolo prima dell’acquisto.
      </p>

      <h2>7. Proprietà intellettuale</h2>
      <p>
        Marchio, grafica e software di AutoMercato sono di nostra proprietà o usati su licenza. Pubblicando foto e testi, il
        concessionario ci concede il diritto non esclusivo di mostrarli sulla piattaforma e nelle sue comunicazioni
        promozionali per la durata dell’annuncio.
      </p>

      <h2>8. Limitazione di responsabilità</h2>
      <p>
        Facciamo il possibile per mantenere il servizio disponibile e sicuro, ma non possiamo garantire che sia sempre
        privo di interruzioni o errori. Nei limiti consentiti dalla legge non rispondiamo dei danni derivanti dai rapporti
        tra acquirenti e concessionari o dai contenuti pubblicati da terzi. Restano salvi i diritti inderogabili dei
        consumatori.
      </p>

      <h2>9. Modifiche</h2>
      <p>
        Possiamo aggiornare questi termini per adeguarli a novità del servizio o della normativa. Le modifiche sostanziali
        sono comunicate agli utenti registrati via email con almeno 15 giorni di anticipo; continuando a usare il servizio
        dopo quella data le accetti.
      </p>

      <h2>10. Legge applicabile e reclami</h2>
      <p>
        Questi termini sono regolati dalla legge italiana. Per le controversie con i consumatori è competente il foro del
        luogo di residenza o domicilio del consumatore. Per reclami scrivi a{' '}
        <a href="mailto:assistenza@automercato.it">assistenza@automercato.it</a>; i consumatori possono anche ricorrere alla
        piattaforma europea per la risoluzione delle controversie online.
      </p>
    </InfoArticle>
  );
}
