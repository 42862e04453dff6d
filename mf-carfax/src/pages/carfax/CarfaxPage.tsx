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

const CONTENTS: { icon: ComponentType<IconProps>; title: string; text: string }[] = [
  { icon: IconShield, title: 'Controllo problemi noti', text: 'Furto, demolizione, perdita totale, importazione e uso non privato: i controlli che contano, in un colpo d\'occhio.' },
  { icon: IconGauge, title: 'Contachilometri', text: 'Tutte le letture registrate, da tagliandi, revisioni e passaggi di proprietà. Se un valore torna indietro, lo segnaliamo.' },
  { icon: IconUsers, title: 'Proprietari e uso', text: 'Quanti proprietari, per quanto tempo e con quale uso: privato, noleggio, taxi, leasing o aziendale.' },
  { icon: IconWrench, title: 'Revisioni', text: 'Date, chilometri ed esito di ogni revisione ministeriale.' },
  { icon: IconCar, title: 'Danni e incidenti', text: 'Ogni sinistro registrato con la zona colpita, la gravità e la stima del danno.' },
  { icon: IconScale, title: 'Gravami', text: 'Fermo amministrativo, sequestro o riserva di proprietà: sapere prima di firmare evita brutte sorprese.' },
  { icon: IconGlobe, title: 'Importazione e classe ambientale', text: 'Paese di provenienza e data di importazione, classe Euro per bollo, ZTL e incentivi.' },
];

export function CarfaxPage() {
  return (
    <div className="am-cfx-page am-cfx-landing">
      <title>Storia del veicolo – AutoMercato</title>
      <section className="am-cfx-hero">
        <p className="am-cfx-report__kicker">Report Carfax su AutoMercato</p>
        <h1>Storia del veicolo: compra usato, ma sapendo tutto</h1>
        <p className="am-cfx-hero__lead">
          Un&apos;auto usata ha un passato. Con il report sulla storia del veicolo scopri chilometri reali, proprietari, revisioni,
          incidenti e gravami prima di incontrare il venditore. Nessun altro marketplace italiano lo rende così semplice.
        </p>
        <p className="am-cfx-hero__cta">
          <Link className="am-btn am-btn--primary am-btn--lg" to="/risultati?onlyCarfax=true">Cerca auto con report</Link>
          <a className="am-btn am-btn--secondary am-btn--lg" href="#esempio">Guarda un report di esempio</a>
        </p>
      </section>

      <section aria-labelledby="cfx-what">
        <h2 id="cfx-what">Cosa contiene un report</h2>
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
        <h2 id="cfx-how">Come ottenere un report</h2>
        <ol className="am-cfx-steps">
          <li><strong>Trova l&apos;auto.</strong> Gli annunci con il badge Carfax hanno già un report: il riepilogo dei controlli è sulla pagina dell&apos;annuncio.</li>
          <li><strong>Premi «Richiedi report».</strong> Se hai un account basta un clic; altrimenti lascia la tua e-mail.</li>
          <li><strong>Il concessionario approva.</strong> Ricevi per e-mail un link personale al report completo; se hai un account lo trovi anche nel tuo profilo.</li>
        </ol>
        <p className="am-cfx-note">Sei un concessionario? I report sono inclusi nei piani e disponibili in pacchetti da 10 o 50: <Link to="/for-dealers">scopri di più</Link>.</p>
      </section>

      <section id="esempio" aria-labelledby="cfx-sample" className="am-cfx-sample">
        <h2 id="cfx-sample">Un report di esempio</h2>
        <p className="am-cfx-note">Ecco come appare un report: i dati sono dimostrativi, di un veicolo inventato con una storia tutt&apos;altro che perfetta.</p>
        <ReportView report={SAMPLE_REPORT} titleLevel={2} />
      </section>
    </div>
  );
}
