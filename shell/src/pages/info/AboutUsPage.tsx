import { Link } from '@automercato/router';
import { InfoArticle } from './InfoLayout';
import { t } from './texts';

export function AboutUsPage() {
  return (
    <InfoArticle
      heading={t('aboutUsPage.chiSiamo')}
      lead={t('aboutUsPage.lead')}
    >
      <h2>{t('aboutUsPage.percheEsistiamo')}</h2>
      <p>{t('aboutUsPage.comprareUnAutoUsata')}</p>
      <p>{t('aboutUsPage.perQuestoPubblichiamoSolo')}</p>
      <h2>{t('aboutUsPage.cosaFacciamoPerChi')}</h2>
      <p>{t('aboutUsPage.puoiCercareComePreferisci')}</p>
      <h2>{t('aboutUsPage.cosaFacciamoPerChi2')}</h2>
      <p>{t('aboutUsPage.iConcessionariHannoUn')}</p>
      <h2>{t('aboutUsPage.comeLavoriamo')}</h2>
      <p>{t('aboutUsPage.siamoUnTeamItaliano')}</p>
      <p>{t('aboutUsPage.vuoiSaperneDiPiu')}<Link to="/contact-us">{t('aboutUsPage.scrivici')}</Link>.
      </p>
    </InfoArticle>
  );
}
