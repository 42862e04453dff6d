import { Link } from '@automercato/router';
import { InfoArticle } from './InfoLayout';

/** The plans of DECISIONS.md (monthly prices, VAT excluded). */
export const PLANS = [
  { tier: 'Free', price: '0 €', listings: '10', showcase: '—', featured: '—', reports: '—', note: 'Per iniziare' },
  { tier: 'Base', price: '49 €', listings: '50', showcase: '2', featured: '1', reports: '5', note: 'Piccoli saloni' },
  { tier: 'Pro', price: '149 €', listings: '200', showcase: '10', featured: '5', reports: '25', note: 'Il più scelto' },
  { tier: 'Premium', price: '349 €', listings: 'Illimitati', showcase: '30', featured: '15', reports: '100', note: 'Gruppi e grandi volumi' },
] as const;

export function ForDealersPage() {
  return (
    <InfoArticle
      heading="Vendi le tue auto usate su AutoMercato"
      lead="Porta i tuoi annunci davanti a chi sta cercando davvero un’auto: acquirenti informati, contatti qualificati e la fiducia del report sulla storia del veicolo."
    >
      <h2>Prova gratis per 30 giorni</h2>
      <p>
        Registra la tua concessionaria e attiva la prova gratuita: per 30 giorni hai tutti i limiti del piano Pro (200
        annunci, 10 vetrine, 5 annunci in evidenza, 25 report Carfax al mese). La prova si attiva una sola volta per
        concessionaria, non richiede carta di credito e alla fine torni al piano Free senza alcun addebito.
      </p>
      <p>
        <Link className="am-button" to="/dealer/signup">
          Registra la tua concessionaria
        </Link>
      </p>

      <h2>I piani</h2>
      <p>Prezzi mensili, IVA esclusa. Cambi piano o disdici quando vuoi dall’area concessionario, senza penali.</p>
      <div className="am-table-scroll">
        <table className="am-plans">
          <caption className="am-visually-hidden">Confronto dei piani per i concessionari</caption>
          <thead>
            <tr>
              <th scope="col">Piano</th>
              <th scope="col">Prezzo al mese</th>
              <th scope="col">Annunci attivi</th>
              <th scope="col">Vetrine in home</th>
              <th scope="col">Annunci in evidenza</th>
              <th scope="col">Report Carfax al mese</th>
            </tr>
          </thead>
          <tbody>
            {PLANS.map((plan) => (
              <tr key={plan.tier}>
                <th scope="row">
                  {plan.tier}
                  <span className="am-plans__note">{plan.note}</span>
                </th>
                <td>{plan.price}</td>
                <td>{plan.listings}</td>
                <td>{plan.showcase}</td>
                <td>{plan.featured}</td>
                <td>{plan.reports}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Vetrina ed evidenza</h2>
      <p>
        Gli annunci <strong>in vetrina</strong> compaiono nella home page di AutoMercato, la pagina più visitata del sito.
        Gli annunci <strong>in evidenza</strong> sono mostrati per primi nei risultati di ricerca che li comprendono, con un
        segno che li distingue. Scegli tu quali auto promuovere e cambi scelta quando vuoi, nei limiti del tuo piano.
      </p>

      <h2>Report sulla storia del veicolo</h2>
      <p>
        Ogni piano a pagamento include un numero di report Carfax al mese, da acquistare per targa o numero di telaio e da
        collegare ai tuoi annunci. Se te ne servono di più puoi comprare pacchetti di crediti: <strong>10 report a 49 €</strong>{' '}
        o <strong>50 report a 199 €</strong> (IVA esclusa). I crediti valgono 12 mesi dall’acquisto e si usano a partire
        dai più vecchi; i report disponibili sono la somma di quelli del piano rimasti nel mese e dei crediti.
      </p>
      <p>
        Gli acquirenti possono chiederti il report di un annuncio: approvi o rifiuti la richiesta dall’area concessionario,
        oppure attivi l’approvazione automatica e il cliente lo riceve via email in pochi minuti.
      </p>

      <h2>Contatti che arrivano a chi deve rispondere</h2>
      <p>
        I messaggi dei clienti arrivano nell’area concessionario e agli indirizzi email che indichi nelle impostazioni, per
        esempio quello del responsabile dell’usato o del venditore di turno. Nessun intermediario, nessuna commissione
        sulla vendita.
      </p>

      <h2>Domande?</h2>
      <p>
        Leggi le <Link to="/faq">domande frequenti</Link> o scrivi a{' '}
        <a href="mailto:concessionari@automercato.it">concessionari@automercato.it</a>: ti richiamiamo per una demo
        dell’area concessionario. Hai già un account? <Link to="/dealer/signin">Accedi</Link>.
      </p>
    </InfoArticle>
  );
}
