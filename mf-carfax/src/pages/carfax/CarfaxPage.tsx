/**
 * /carfax: what a vehicle-history report holds, a sample report (demo data), and how a buyer
 * gets one. Marketing copy in Italian; the sample is the real report view.
 */
import { Link } from '@automercato/router';
import { IconCar, IconGauge, IconGlobe, IconScale, IconShield, IconUsers, IconWrench, type IconProps } from '@automercato/ui/icons';
import type { ComponentType } from 'react';
import { ReportView } from '../../features/report/ui/ReportView';
import { SAMPLE_REPORT } from './sample';
import '../../lib/carfax.css';
import { t } from './texts';

const CONTENTS: { icon: ComponentType<IconProps>; title: string; text: string }[] = [
  { icon: IconShield, title: t('carfaxPageStrings.controlloProblemiNoti'), text: t('carfaxPageStrings.furtoDemolizionePerditaTotale') },
  { icon: IconGauge, title: 'Contachilometri', text: t('carfaxPageStrings.tutteLeLettureRegistrate') },
  { icon: IconUsers, title: t('carfaxPageStrings.proprietariEUso'), text: t('carfaxPageStrings.quantiProprietariPerQuanto') },
  { icon: IconWrench, title: 'Revisioni', text: t('carfaxPageStrings.dateChilometriEdEsito') },
  { icon: IconCar, title: t('carfaxPageStrings.danniEIncidenti'), text: t('carfaxPageStrings.ogniSinistroRegistratoCon') },
  { icon: IconScale, title: 'Gravami', text: t('carfaxPageStrings.fermoAmministrativoSequestroO') },
  { icon: IconGlobe, title: t('carfaxPageStrings.importazioneEClasseAmbientale'), text: t('carfaxPageStrings.paeseDiProvenienzaE') },
];

export function CarfaxPage() {
  return (
    <div className="am-cfx-page am-cfx-landing">
      <title>{t('carfaxPage.storiaDelVeicoloAutomercato')}</title>
      <section className="am-cfx-hero">
        <p className="am-cfx-report__kicker">{t('carfaxPage.reportCarfaxSuAutomercato')}</p>
        <h1>{t('carfaxPage.storiaDelVeicoloCompra')}</h1>
        <p className="am-cfx-hero__lead">{t('carfaxPage.unAutoUsataHa')}</p>
        <p className="am-cfx-hero__cta">
          <Link className="am-btn am-btn--primary am-btn--lg" to="/risultati?onlyCarfax=true">{t('carfaxPage.cercaAutoConReport')}</Link>
          <a className="am-btn am-btn--secondary am-btn--lg" href="#esempio">{t('carfaxPage.guardaUnReportDi')}</a>
        </p>
      </section>

      <section aria-labelledby="cfx-what">
        <h2 id="cfx-what">{t('carfaxPage.cosaContieneUnReport')}</h2>
        <ul className="am-cfx-features">
          {CONTENTS.map((c) => (
            <li key={c.title}>
              <span className="am-cfx-features__icon"><c.icon size={28} /></span>
              <h3>{c.title}</h3>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cfx-how">
        <h2 id="cfx-how">{t('carfaxPage.comeOttenereUnReport')}</h2>
        <ol className="am-cfx-steps">
          <li><strong>{t('carfaxPage.trovaLAuto')}</strong>{t('carfaxPage.gliAnnunciConIl')}</li>
          <li><strong>{t('carfaxPage.premiRichiediReport')}</strong>{t('carfaxPage.seHaiUnAccount')}</li>
          <li><strong>{t('carfaxPage.ilConcessionarioApprova')}</strong>{t('carfaxPage.riceviPerEMail')}</li>
        </ol>
        <p className="am-cfx-note">{t('carfaxPage.seiUnConcessionarioI')}<Link to="/for-dealers">{t('carfaxPage.scopriDiPiu')}</Link>.</p>
      </section>

      <section id="esempio" aria-labelledby="cfx-sample" className="am-cfx-sample">
        <h2 id="cfx-sample">{t('carfaxPage.unReportDiEsempio')}</h2>
        <p className="am-cfx-note">{t('carfaxPage.eccoComeAppareUn')}</p>
        <ReportView report={SAMPLE_REPORT} titleLevel={2} />
      </section>
    </div>
  );
}
