import { Link } from '@automercato/router';
import { InfoArticle } from './InfoLayout';
import { t } from './texts';

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
      <>{t('faqPage.scriviQuelloCheCerchi')}<Link to="/risultati">{t('faqPage.filtriClassici')}</Link>.
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
      <>{t('faqPage.perScrivereAlConcessionario')}<Link to="/favourites">{t('faqPage.preferiti')}</Link>{t('faqPage.ritrovareLeTueRichieste')}</>
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
      <>{t('faqPage.controllaLaCartellaSpam')}{' '}
        <Link to="/verify-email">{t('faqPage.verificaLaTuaEmail')}</Link>{t('faqPage.iLinkScadonoDopo')}</>
    ),
  },
  {
    q: 'Ho dimenticato la password.',
    a: (
      <>{t('faqPage.usa')}<Link to="/password-recover">{t('faqPage.recuperaLaPassword')}</Link>{t('faqPage.tiInviamoUnLink')}</>
    ),
  },
  {
    q: 'Come cancello il mio account e i miei dati?',
    a: (
      <>{t('faqPage.scriviAPrivacyAutomercato')}<Link to="/privacy-policy">{t('faqPage.informativaSullaPrivacy')}</Link>.
      </>
    ),
  },
];

const DEALERS: Faq[] = [
  {
    q: 'Come posso vendere le mie auto su AutoMercato?',
    a: (
      <>{t('faqPage.registraLaTuaConcessionaria')}{' '}
        <Link to="/for-dealers">{t('faqPage.perIConcessionari')}</Link>.
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
      heading={t('faqPage.domandeFrequenti')}
      lead="Le risposte alle domande che ci fanno più spesso acquirenti e concessionari. Non trovi la tua? Scrivici dalla pagina Contatti."
    >
      <FaqGroup title={t('faqPage.comprareUnAuto')} items={BUYERS} />
      <FaqGroup title={t('faqPage.ilTuoAccount')} items={ACCOUNT} />
      <FaqGroup title={t('faqPage.perIConcessionari')} items={DEALERS} />
      <p>{t('faqPage.altreDomande')}<Link to="/contact-us">{t('faqPage.contattaLAssistenza')}</Link>{t('faqPage.rispondiamoEntroUnGiorno')}</p>
    </InfoArticle>
  );
}
