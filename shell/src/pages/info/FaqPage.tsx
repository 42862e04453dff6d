import { Link } from '@automercato/router';
import { InfoArticle } from './InfoLayout';
import { t } from './texts';

interface Faq {
  q: string;
  a: React.ReactNode;
}

const BUYERS: Faq[] = [
  {
    q: t('faqPageStrings.usareAutomercatoCostaQualcosa'),
    a: t('faqPageStrings.noCercareSalvareI'),
  },
  {
    q: t('faqPageStrings.chiPubblicaGliAnnunci'),
    a: t('faqPageStrings.soloConcessionariERivenditori'),
  },
  {
    q: t('faqPageStrings.comeFunzionaLaRicerca'),
    a: (
      <>{t('faqPage.scriviQuelloCheCerchi')}<Link to="/risultati">{t('faqPage.filtriClassici')}</Link>.
      </>
    ),
  },
  {
    q: t('faqPageStrings.cosEIlReport'),
    a: 'È un documento con i dati storici dell’auto ricavati dal numero di telaio: immatricolazioni, passaggi di proprietà, letture del contachilometri, eventuali danni segnalati e richiami. Negli annunci che lo hanno trovi il simbolo del report; per gli altri puoi chiederlo al concessionario con un clic.',
  },
  {
    q: t('faqPageStrings.quantoTempoServePer'),
    a: t('faqPageStrings.laRichiestaArrivaSubito'),
  },
  {
    q: t('faqPageStrings.devoRegistrarmiPerContattare'),
    a: (
      <>{t('faqPage.perScrivereAlConcessionario')}<Link to="/favourites">{t('faqPage.preferiti')}</Link>{t('faqPage.ritrovareLeTueRichieste')}</>
    ),
  },
  {
    q: t('faqPageStrings.iPrezziSonoTrattabili'),
    a: t('faqPageStrings.dipendeDalConcessionarioGli'),
  },
  {
    q: t('faqPageStrings.sonoNeopatentatoComeTrovo'),
    a: t('faqPageStrings.dal14Dicembre2024'),
  },
];

const ACCOUNT: Faq[] = [
  {
    q: t('faqPageStrings.nonRicevoLEmail'),
    a: (
      <>{t('faqPage.controllaLaCartellaSpam')}{' '}
        <Link to="/verify-email">{t('faqPage.verificaLaTuaEmail')}</Link>{t('faqPage.iLinkScadonoDopo')}</>
    ),
  },
  {
    q: t('faqPageStrings.hoDimenticatoLaPassword'),
    a: (
      <>{t('faqPage.usa')}<Link to="/password-recover">{t('faqPage.recuperaLaPassword')}</Link>{t('faqPage.tiInviamoUnLink')}</>
    ),
  },
  {
    q: t('faqPageStrings.comeCancelloIlMio'),
    a: (
      <>{t('faqPage.scriviAPrivacyAutomercato')}<Link to="/privacy-policy">{t('faqPage.informativaSullaPrivacy')}</Link>.
      </>
    ),
  },
];

const DEALERS: Faq[] = [
  {
    q: t('faqPageStrings.comePossoVendereLe'),
    a: (
      <>{t('faqPage.registraLaTuaConcessionaria')}{' '}
        <Link to="/for-dealers">{t('faqPage.perIConcessionari')}</Link>.
      </>
    ),
  },
  {
    q: t('faqPageStrings.laProvaGratuitaSi'),
    a: t('faqPageStrings.noLaProvaDura'),
  },
  {
    q: t('faqPageStrings.possoGestirePiuSedi'),
    a: t('faqPageStrings.siUnUtentePuo'),
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
      lead={t('faqPage.lead')}
    >
      <FaqGroup title={t('faqPage.comprareUnAuto')} items={BUYERS} />
      <FaqGroup title={t('faqPage.ilTuoAccount')} items={ACCOUNT} />
      <FaqGroup title={t('faqPage.perIConcessionari')} items={DEALERS} />
      <p>{t('faqPage.altreDomande')}<Link to="/contact-us">{t('faqPage.contattaLAssistenza')}</Link>{t('faqPage.rispondiamoEntroUnGiorno')}</p>
    </InfoArticle>
  );
}
