import { Link } from '@automercato/router';
import { InfoArticle } from './InfoLayout';
import { t } from './texts';

export function TermsPage() {
  return (
    <InfoArticle
      heading={t('termsPage.terminiECondizioni')}
      lead={t('termsPage.lead')}
      updated="1 gennaio 2026"
    >
      <h2>{t('termsPage.n1ChiSiamoE')}</h2>
      <p>{t('termsPage.automercatoDiSeguitoAutomercato')}</p>

      <h2>{t('termsPage.n2Account')}</h2>
      <p>{t('termsPage.alcuneFunzioniPreferitiRichieste')}</p>

      <h2>{t('termsPage.n3UsoConsentito')}</h2>
      <p>{t('termsPage.puoiUsareAutomercatoPer')}</p>

      <h2>{t('termsPage.n4AnnunciEResponsabilita')}</h2>
      <p>{t('termsPage.ilConcessionarioGarantisceChe')}</p>

      <h2>{t('termsPage.n5PianiProvaGratuita')}</h2>
      <p>{t('termsPage.iPianiPerI')}<Link to="/for-dealers">{t('termsPage.perIConcessionari')}</Link>{t('termsPage.conPrezziMensiliIva')}</p>

      <h2>{t('termsPage.n6ReportSullaStoria')}</h2>
      <p>{t('termsPage.iReportProvengonoDa')}</p>

      <h2>{t('termsPage.n7ProprietaIntellettuale')}</h2>
      <p>{t('termsPage.marchioGraficaESoftware')}</p>

      <h2>{t('termsPage.n8LimitazioneDiResponsabilita')}</h2>
      <p>{t('termsPage.facciamoIlPossibilePer')}</p>

      <h2>{t('termsPage.n9Modifiche')}</h2>
      <p>{t('termsPage.possiamoAggiornareQuestiTermini')}</p>

      <h2>{t('termsPage.n10LeggeApplicabileE')}</h2>
      <p>{t('termsPage.questiTerminiSonoRegolati')}{' '}
        <a href="mailto:assistenza@automercato.it">{t('termsPage.assistenzaAutomercatoIt')}</a>{t('termsPage.iConsumatoriPossonoAnche')}</p>
    </InfoArticle>
  );
}
