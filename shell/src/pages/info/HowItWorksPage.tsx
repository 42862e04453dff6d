import { Link } from '@automercato/router';
import { InfoArticle } from './InfoLayout';

export function HowItWorksPage() {
  return (
    <InfoArticle
      heading="Come funziona"
      lead="Dalla ricerca al contatto con il concessionario in pochi passi, con tutte le informazioni per scegliere con tranquillità."
    >
      <h2>Per chi compra</h2>
      <ol className="am-steps">
        <li>
          <h3>Cerca come preferisci</h3>
          <p>
            Usa i filtri per marca, modello, prezzo, chilometri, anno, alimentazione, cambio e distanza da casa, oppure
            scrivi una frase come «station wagon ibrida per famiglia entro 20.000 euro». Puoi ordinare i risultati per
            prezzo, anno o data di pubblicazione.
          </p>
        </li>
        <li>
          <h3>Valuta con i dati giusti</h3>
          <p>
            Ogni annuncio mostra le caratteristiche principali, le foto e la concessionaria che vende. Dove c’è il report
            sulla storia del veicolo puoi consultarne i dati; dove manca, puoi chiederlo al concessionario.
          </p>
        </li>
        <li>
          <h3>Salva e confronta</h3>
          <p>Con un account gratuito salvi gli annunci nei preferiti e li ritrovi da qualsiasi dispositivo.</p>
        </li>
        <li>
          <h3>Contatta il concessionario</h3>
          <p>
            Scrivi direttamente dalla pagina dell’annuncio: il messaggio arriva al concessionario, che ti risponde via email
            o telefono. Prova l’auto, verifica i documenti e concorda tu le condizioni di acquisto.
          </p>
        </li>
      </ol>

      <h2>Per chi vende</h2>
      <ol className="am-steps">
        <li>
          <h3>Registra la concessionaria</h3>
          <p>Bastano i dati aziendali e la partita IVA, che verifichiamo in automatico.</p>
        </li>
        <li>
          <h3>Pubblica gli annunci</h3>
          <p>
            Carica le tue auto o importale dal tuo gestionale. Scegli quali mettere in vetrina sulla home e quali in
            evidenza nei risultati.
          </p>
        </li>
        <li>
          <h3>Rispondi e vendi</h3>
          <p>Ricevi i messaggi e le richieste di report in un’unica area, approvi i report e segui i tuoi annunci.</p>
        </li>
      </ol>
      <p>
        Piani e prezzi sono nella pagina <Link to="/for-dealers">Per i concessionari</Link>; si parte gratis.
      </p>

      <h2>La nostra parte</h2>
      <p>
        AutoMercato non vende auto e non interviene nella trattativa: mettiamo in contatto acquirenti e concessionari
        verificati, controlliamo le segnalazioni e sospendiamo chi non rispetta le regole. Il contratto di vendita e la
        garanzia legale di conformità restano tra te e il concessionario.
      </p>
    </InfoArticle>
  );
}
