import { Link } from '@automercato/router';
import { InfoArticle } from './InfoLayout';

interface Faq {
  q: string;
  a: React.ReactNode;
}

const BUYERS: Faq[] = [
  {
    q: 'Usare AutoMercato costa qualcosa a chi compra?',
    a: 'No. Cercare, salvare i preferiti e contattare i concessionari è gratuito. Paghi solo l’auto, direttamente al concessionario, alle condizioni che concordi con lui.',
  },
  {
    q: 'Chi pubblica gli annunci?',
    a: 'Solo concessionari e rivenditori professionali con partita IVA verificata. Non ci sono annunci di privati: ogni auto ha alle spalle un’azienda che risponde della vendita e della garanzia legale di conformità.',
  },
  {
    q: 'Come funziona la ricerca in linguaggio naturale?',
    a: (
      <>
        Scrivi quello che cerchi come lo diresti a un venditore, per esempio «SUV diesel automatico sotto i 25.000 euro
        vicino a Bologna»: AutoMercato trasforma la frase in filtri (carrozzeria, carburante, cambio, prezzo, zona) che
        puoi poi correggere uno per uno. Se preferisci, usa direttamente i <Link to="/risultati">filtri classici</Link>.
      </>
    ),
  },
  {
    q: 'Cos’è il report sulla storia del veicolo (Carfax)?',
    a: 'È un documento con i dati storici dell’auto ricavati dal numero di telaio: immatricolazioni, passaggi di proprietà, letture del contachilometri, eventuali danni segnalati e richiami. Negli annunci che lo hanno trovi il simbolo del report; per gli altri puoi chiederlo al concessionario con un clic.',
  },
  {
    q: 'Quanto tempo serve per ricevere un report richiesto?',
    a: 'La richiesta arriva subito al concessionario, che la approva o la rifiuta. Molti concessionari la approvano in automatico: in quel caso ricevi il report via email in pochi minuti. Se viene rifiutata ti avvisiamo comunque.',
  },
  {
    q: 'Devo registrarmi per contattare un concessionario?',
    a: (
      <>
        Per scrivere al concessionario bastano nome, email e messaggio. L’account gratuito serve per salvare gli annunci
        nei <Link to="/favourites">preferiti</Link>, ritrovare le tue richieste e ricevere i report Carfax.
      </>
    ),
  },
  {
    q: 'I prezzi sono trattabili?',
    a: 'Dipende dal concessionario: gli annunci con la dicitura «Prezzo trattabile» sono aperti alla trattativa e puoi trovarli con l’apposito filtro. I prezzi sono espressi in euro e comprendono l’IVA quando l’auto è venduta a un privato, salvo diversa indicazione nell’annuncio.',
  },
  {
    q: 'Sono neopatentato: come trovo un’auto adatta?',
    a: 'Dal 14 dicembre 2024 chi ha la patente B da meno di tre anni può guidare auto fino a 75 kW per tonnellata e, in ogni caso, non oltre 105 kW. Nella scheda di ogni annuncio trovi potenza in kW e CV: in caso di dubbio chiedi al concessionario la massa in ordine di marcia riportata sul libretto.',
  },
];

const ACCOUNT: Faq[] = [
  {
    q: 'Non ricevo l’email di verifica, cosa faccio?',
    a: (
      <>
        Controlla la cartella spam o promozioni, poi richiedi un nuovo link dalla pagina{' '}
        <Link to="/verify-email">Verifica la tua email</Link>. I link scadono dopo poco tempo per sicurezza.
      </>
    ),
  },
  {
    q: 'Ho dimenticato la password.',
    a: (
      <>
        Usa <Link to="/password-recover">Recupera la password</Link>: ti inviamo un link per sceglierne una nuova, di
        almeno 8 caratteri con maiuscole, minuscole, numeri e un simbolo. Non accettiamo password comparse in violazioni
        di dati note.
      </>
    ),
  },
  {
    q: 'Come cancello il mio account e i miei dati?',
    a: (
      <>
        Scrivi a privacy@automercato.it dall’indirizzo del tuo account: cancelliamo account, preferiti e richieste entro
        30 giorni, salvo i dati che la legge ci obbliga a conservare. Trovi i dettagli nell’
        <Link to="/privacy-policy">informativa sulla privacy</Link>.
      </>
    ),
  },
];

const DEALERS: Faq[] = [
  {
    q: 'Come posso vendere le mie auto su AutoMercato?',
    a: (
      <>
        Registra la tua concessionaria con la partita IVA: la verifichiamo in automatico e puoi iniziare subito con il
        piano Free o con la prova gratuita di 30 giorni. Tutti i dettagli sono nella pagina{' '}
        <Link to="/for-dealers">Per i concessionari</Link>.
      </>
    ),
  },
  {
    q: 'La prova gratuita si rinnova da sola?',
    a: 'No. La prova dura 30 giorni, si può attivare una sola volta per concessionaria e alla scadenza torni al piano Free senza alcun addebito, a meno che tu non abbia scelto un piano a pagamento.',
  },
  {
    q: 'Posso gestire più sedi con un solo account?',
    a: 'Sì. Un utente può amministrare più concessionarie: dall’area concessionario scegli di volta in volta quale gestire, ognuna con il suo piano, i suoi annunci e i suoi messaggi.',
  },
];

function FaqGroup({ title, items }: { title: string; items: Faq[] }) {
  return (
    <section className="am-faq__group">
      <h2>{title}</h2>
      {items.map((item) => (
        <details key={item.q} className="am-faq__item">
          <summary>{item.q}</summary>
          <div className="am-faq__answer">{item.a}</div>
        </details>
      ))}
    </section>
  );
}

export function FaqPage() {
  return (
    <InfoArticle
      heading="Domande frequenti"
      lead="Le risposte alle domande che ci fanno più spesso acquirenti e concessionari. Non trovi la tua? Scrivici dalla pagina Contatti."
    >
      <FaqGroup title="Comprare un’auto" items={BUYERS} />
      <FaqGroup title="Il tuo account" items={ACCOUNT} />
      <FaqGroup title="Per i concessionari" items={DEALERS} />
      <p>
        Altre domande? <Link to="/contact-us">Contatta l’assistenza</Link>: rispondiamo entro un giorno lavorativo.
      </p>
    </InfoArticle>
  );
}
