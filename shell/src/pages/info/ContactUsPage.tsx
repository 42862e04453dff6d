import { Link } from '@automercato/router';
import { InfoArticle } from './InfoLayout';
import { t } from './texts';

export function ContactUsPage() {
  return (
    <InfoArticle
      heading={t('contactUsPage.contatti')}
      lead={t('contactUsPage.lead')}
    >
      <div className="am-contacts">
        <section className="am-contacts__card">
          <h2>{t('contactUsPage.assistenzaAcquirenti')}</h2>
          <p>{t('contactUsPage.problemiConLAccount')}</p>
          <p>
            <a href="mailto:assistenza@automercato.it">{t('contactUsPage.assistenzaAutomercatoIt')}</a>
          </p>
        </section>
        <section className="am-contacts__card">
          <h2>{t('contactUsPage.concessionari')}</h2>
          <p>{t('contactUsPage.informazioniSuPianiFatturazione')}</p>
          <p>
            <a href="mailto:concessionari@automercato.it">{t('contactUsPage.concessionariAutomercatoIt')}</a>
          </p>
        </section>
        <section className="am-contacts__card">
          <h2>{t('contactUsPage.privacyEDatiPersonali')}</h2>
          <p>{t('contactUsPage.richiesteDiAccessoRettifica')}</p>
          <p>
            <a href="mailto:privacy@automercato.it">{t('contactUsPage.privacyAutomercatoIt')}</a>
          </p>
        </section>
      </div>
      <h2>{t('contactUsPage.orari')}</h2>
      <p>{t('contactUsPage.ilNostroTeamRisponde')}</p>
      <h2>{t('contactUsPage.primaDiScriverci')}</h2>
      <p>{t('contactUsPage.molteRisposteSonoGia')}<Link to="/faq">{t('contactUsPage.domandeFrequenti')}</Link>{t('contactUsPage.perUnProblemaCon')}</p>
      <h2>{t('contactUsPage.segnalareUnAnnuncio')}</h2>
      <p>{t('contactUsPage.seUnAnnuncioTi')}</p>
    </InfoArticle>
  );
}
