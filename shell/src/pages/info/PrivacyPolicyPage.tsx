import { InfoArticle } from './InfoLayout';
import { t } from './texts';

export function PrivacyPolicyPage() {
  return (
    <InfoArticle
      heading={t('privacyPolicyPage.informativaSullaPrivacy')}
      lead={t('privacyPolicyPage.lead')}
      updated="1 gennaio 2026"
    >
      <h2>{t('privacyPolicyPage.titolareDelTrattamento')}</h2>
      <p>{t('privacyPolicyPage.ilTitolareDelTrattamento')}<a href="mailto:privacy@automercato.it">{t('privacyPolicyPage.privacyAutomercatoIt')}</a>.
      </p>

      <h2>{t('privacyPolicyPage.qualiDatiTrattiamo')}</h2>
      <ul>
        <li>
          <strong>{t('privacyPolicyPage.datiDellAccount')}</strong>{t('privacyPolicyPage.nomeCognomeEmailPassword')}</li>
        <li>
          <strong>{t('privacyPolicyPage.datiDeiConcessionari')}</strong>{t('privacyPolicyPage.ragioneSocialePartitaIva')}</li>
        <li>
          <strong>{t('privacyPolicyPage.datiDelleRichieste')}</strong>{t('privacyPolicyPage.iMessaggiCheInvii')}</li>
        <li>
          <strong>{t('privacyPolicyPage.datiTecnici')}</strong>{t('privacyPolicyPage.indirizzoIpTipoDi')}</li>
      </ul>

      <h2>{t('privacyPolicyPage.percheLiTrattiamoE')}</h2>
      <ul>
        <li>{t('privacyPolicyPage.fornirtiIlServizioAccount')}</li>
        <li>{t('privacyPolicyPage.gestirePianiPagamentiE')}</li>
        <li>{t('privacyPolicyPage.proteggereLaPiattaformaDa')}</li>
        <li>{t('privacyPolicyPage.inviartiComunicazioniPromozionaliSolo')}</li>
      </ul>

      <h2>{t('privacyPolicyPage.aChiComunichiamoI')}</h2>
      <p>{t('privacyPolicyPage.quandoContattiUnConcessionario')}</p>

      <h2>{t('privacyPolicyPage.trasferimentiFuoriDallUnione')}</h2>
      <p>{t('privacyPolicyPage.conserviamoIDatiIn')}</p>

      <h2>{t('privacyPolicyPage.perQuantoTempo')}</h2>
      <p>{t('privacyPolicyPage.conserviamoIDatiDell')}</p>

      <h2>{t('privacyPolicyPage.cookie')}</h2>
      <p>{t('privacyPolicyPage.usiamoSoloCookieTecnici')}</p>

      <h2>{t('privacyPolicyPage.iTuoiDiritti')}</h2>
      <p>{t('privacyPolicyPage.inOgniMomentoPuoi')}<a href="mailto:privacy@automercato.it">{t('privacyPolicyPage.privacyAutomercatoIt')}</a>.
      </p>
      <p>{t('privacyPolicyPage.seRitieniCheIl')}</p>

      <h2>{t('privacyPolicyPage.modificheAQuestaInformativa')}</h2>
      <p>{t('privacyPolicyPage.seCambiamoIlModo')}</p>
    </InfoArticle>
  );
}
