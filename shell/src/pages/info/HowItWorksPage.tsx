import { Link } from '@automercato/router';
import { InfoArticle } from './InfoLayout';
import { t } from './texts';

export function HowItWorksPage() {
  return (
    <InfoArticle
      heading={t('howItWorksPage.comeFunziona')}
      lead={t('howItWorksPage.lead')}
    >
      <h2>{t('howItWorksPage.perChiCompra')}</h2>
      <ol className="am-steps">
        <li>
          <h3>{t('howItWorksPage.cercaComePreferisci')}</h3>
          <p>{t('howItWorksPage.usaIFiltriPer')}</p>
        </li>
        <li>
          <h3>{t('howItWorksPage.valutaConIDati')}</h3>
          <p>{t('howItWorksPage.ogniAnnuncioMostraLe')}</p>
        </li>
        <li>
          <h3>{t('howItWorksPage.salvaEConfronta')}</h3>
          <p>{t('howItWorksPage.conUnAccountGratuito')}</p>
        </li>
        <li>
          <h3>{t('howItWorksPage.contattaIlConcessionario')}</h3>
          <p>{t('howItWorksPage.scriviDirettamenteDallaPagina')}</p>
        </li>
      </ol>

      <h2>{t('howItWorksPage.perChiVende')}</h2>
      <ol className="am-steps">
        <li>
          <h3>{t('howItWorksPage.registraLaConcessionaria')}</h3>
          <p>{t('howItWorksPage.bastanoIDatiAziendali')}</p>
        </li>
        <li>
          <h3>{t('howItWorksPage.pubblicaGliAnnunci')}</h3>
          <p>{t('howItWorksPage.caricaLeTueAuto')}</p>
        </li>
        <li>
          <h3>{t('howItWorksPage.rispondiEVendi')}</h3>
          <p>{t('howItWorksPage.riceviIMessaggiE')}</p>
        </li>
      </ol>
      <p>{t('howItWorksPage.pianiEPrezziSono')}<Link to="/for-dealers">{t('howItWorksPage.perIConcessionari')}</Link>{t('howItWorksPage.siParteGratis')}</p>

      <h2>{t('howItWorksPage.laNostraParte')}</h2>
      <p>{t('howItWorksPage.automercatoNonVendeAuto')}</p>
    </InfoArticle>
  );
}
