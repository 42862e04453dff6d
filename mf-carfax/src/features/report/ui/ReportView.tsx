/**
 * A rendered report document: the same view for the dealer's report, the admin's, the buyer's
 * shared link and the sample on /carfax. Every section says so when it is empty, so "no damage"
 * is a statement, not a missing block.
 */
import type { ReactNode } from 'react';
import type { CarfaxReportDocument } from '@automercato/api-sdk';
import { formatDate, formatKm, formatPrice } from '@automercato/i18n';
import {
  INSPECTION_LABELS, LIEN_LABELS, ODOMETER_SOURCE_LABELS, OWNER_USE_LABELS, REGISTRATION_LABELS, SEVERITY_LABELS,
  countryName, emissionClassLabel, hasRollback, label, odometerPoints, problemCheckLines, type OdometerPoint,
} from '../model/report';
import './report.css';
import { IconCheck, IconWarning } from '@automercato/ui/icons';
import { t as tx } from '../texts';

const day = (iso: string) => formatDate(iso, 'long');

export function DemoBanner() {
  return (
    <p className="am-cfx-demo" role="note">
      <strong>{tx('reportView.datiDimostrativi')}</strong>{tx('reportView.questoReportEGenerato')}</p>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="am-cfx-section" aria-labelledby={`cfx-${id}`}>
      <h2 id={`cfx-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

export function ProblemCheck({ check }: { check: CarfaxReportDocument['problem_check'] }) {
  const lines = problemCheckLines(check);
  const problems = lines.filter((l) => l.problem).length;
  return (
    <>
      <p className={`am-cfx-verdict${problems ? ' am-cfx-verdict--warn' : ''}`}>
        {problems === 0 ? tx('reportView.nessunProblemaRilevatoNei') : problems === 1 ? tx('reportView.n1ControlloRichiedeAttenzione') : tx('reportView.controlliRichiedonoAttenzione', { problems })}
      </p>
      <ul className="am-cfx-checks">
        {lines.map((l) => (
          <li key={l.key} className={l.problem ? tx('reportViewStrings.amCfxCheckAm') : tx('reportViewStrings.amCfxCheckAm2')}>
            <span className="am-cfx-check__icon" aria-hidden="true">{l.problem ? '!' : <IconCheck size={16} strokeWidth={3} />}</span>
            <span>
              <strong>{l.label}</strong>
              <span className="am-cfx-check__state">{l.problem ? tx('reportView.attenzione') : tx('reportView.ok')}{l.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A small line chart of the readings (decorative; the table below carries the data). */
function OdometerChart({ points }: { points: OdometerPoint[] }) {
  if (points.length < 2) return null;
  const w = 560, h = 160, pad = 24;
  const times = points.map((p) => Date.parse(p.date));
  const t0 = Math.min(...times), t1 = Math.max(...times);
  const kmMax = Math.max(...points.map((p) => p.km), 1);
  const x = (t: number) => pad + ((t - t0) / Math.max(t1 - t0, 1)) * (w - 2 * pad);
  const y = (km: number) => h - pad - (km / kmMax) * (h - 2 * pad);
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${x(times[i]!).toFixed(1)},${y(p.km).toFixed(1)}`).join(' ');
  return (
    <svg className="am-cfx-chart" viewBox={`0 0 ${w} ${h}`} aria-hidden="true" focusable="false">
      <line x1={pad} y1={h - pad} x2={w - pad} y2={h - pad} className="am-cfx-chart__axis" />
      <path d={path} className="am-cfx-chart__line" />
      {points.map((p, i) => (
        <circle key={i} cx={x(times[i]!)} cy={y(p.km)} r={p.rollback ? 6 : 4} className={p.rollback ? tx('reportViewStrings.amCfxChartDot') : 'am-cfx-chart__dot'} />
      ))}
    </svg>
  );
}

export interface ReportViewProps {
  report: CarfaxReportDocument;
  /** Extra actions under the title (download, associate…). */
  actions?: ReactNode;
  /** The page's heading level for the title: h1 on a report page, h2 inside another page. */
  titleLevel?: 1 | 2;
}

export function ReportView({ report, actions, titleLevel = 1 }: ReportViewProps) {
  const points = odometerPoints(report);
  const rollback = hasRollback(report);
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <article className="am-cfx-report" aria-label={tx('reportView.reportCarfax', { make: report.make, model: report.model })}>
      {report.provider.demo ? <DemoBanner /> : null}
      <header className="am-cfx-report__head">
        <p className="am-cfx-report__kicker">{tx('reportView.reportSullaStoriaDel')}</p>
        <Title>{report.make} {report.model} ({report.year})</Title>
        <dl className="am-cfx-facts">
          <div><dt>{tx('reportView.telaioVin')}</dt><dd>{report.vin ?? '—'}</dd></div>
          <div><dt>{tx('reportView.targa')}</dt><dd>{report.plate ?? '—'}</dd></div>
          <div><dt>{tx('reportView.proprietari')}</dt><dd>{report.problem_check.owners_count}</dd></div>
          <div><dt>{tx('reportView.ultimaLettura')}</dt><dd>{report.problem_check.last_km === null ? '—' : formatKm(report.problem_check.last_km)}</dd></div>
          <div><dt>{tx('reportView.classeAmbientale')}</dt><dd>{emissionClassLabel(report.emission_class, report.power_type)}</dd></div>
          <div><dt>{tx('reportView.generatoIl')}</dt><dd>{day(report.generated_at)} · {report.provider.name}{report.provider.demo ? tx('reportView.dimostrativo') : ''}</dd></div>
        </dl>
        {actions ? <div className="am-cfx-report__actions">{actions}</div> : null}
      </header>

      <Section id="check" title={tx('reportView.controlloProblemiNoti')}>
        <ProblemCheck check={report.problem_check} />
      </Section>

      <Section id="registrations" title={tx('reportView.immatricolazioniEProprietari')}>
        <ol className="am-cfx-timeline">
          {report.registrations.map((r, i) => (
            <li key={`r${i}`}>
              <time dateTime={r.date}>{day(r.date)}</time> — {label(REGISTRATION_LABELS, r.event)} ({countryName(r.country)}){r.note ? `: ${r.note}` : ''}
            </li>
          ))}
        </ol>
        <table className="am-cfx-table">
          <caption>{tx('reportView.proprietari')}</caption>
          <thead><tr><th scope="col">#</th><th scope="col">{tx('reportView.dal')}</th><th scope="col">{tx('reportView.al')}</th><th scope="col">{tx('reportView.uso')}</th><th scope="col">{tx('reportView.provincia')}</th></tr></thead>
          <tbody>
            {report.owners.map((o, i) => (
              <tr key={i}>
                <td>{i + 1}</td><td>{day(o.from)}</td><td>{o.to ? day(o.to) : tx('reportView.oggi')}</td>
                <td>{o.use === 'privato' ? tx('reportView.privato') : <strong>{label(OWNER_USE_LABELS, o.use)}</strong>}</td><td>{o.province ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="odometer" title={tx('reportView.contachilometri')}>
        {rollback ? (
          <p className="am-cfx-alert" role="alert">
            <IconWarning size={18} className="am-icon am-cfx-alert__icon" />{tx('reportView.possibileManomissioneDelContachilometri')}</p>
        ) : (
          <p className="am-cfx-ok">{tx('reportView.leLettureCresconoNel')}</p>
        )}
        <OdometerChart points={points} />
        <table className="am-cfx-table">
          <caption>{tx('reportView.lettureDelContachilometri')}</caption>
          <thead><tr><th scope="col">{tx('reportView.data')}</th><th scope="col">{tx('reportView.chilometri')}</th><th scope="col">{tx('reportView.fonte')}</th><th scope="col">{tx('reportView.esito')}</th></tr></thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={i} className={p.rollback ? 'am-cfx-row--rollback' : undefined}>
                <td>{day(p.date)}</td><td>{formatKm(p.km)}</td><td>{label(ODOMETER_SOURCE_LABELS, p.source)}</td>
                <td>{p.rollback ? <strong>{tx('reportView.letturaInferioreAllaPrecedente')}</strong> : tx('reportView.coerente')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="inspections" title={tx('reportView.revisioni')}>
        {report.inspections.length === 0 ? <p>{tx('reportView.nessunaRevisioneRegistrataObbligatoria')}</p> : (
          <table className="am-cfx-table">
            <caption>{tx('reportView.revisioni')}</caption>
            <thead><tr><th scope="col">{tx('reportView.data')}</th><th scope="col">{tx('reportView.chilometri')}</th><th scope="col">{tx('reportView.esito')}</th></tr></thead>
            <tbody>
              {report.inspections.map((r, i) => (
                <tr key={i}><td>{day(r.date)}</td><td>{formatKm(r.km)}</td><td>{r.outcome === 'regolare' ? tx('reportView.regolare') : <strong>{label(INSPECTION_LABELS, r.outcome)}</strong>}</td></tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>

      <Section id="damages" title={tx('reportView.danniEIncidenti')}>
        {report.damages.length === 0 ? <p className="am-cfx-ok">{tx('reportView.nessunDannoRegistrato')}</p> : (
          <ul className="am-cfx-damages">
            {report.damages.map((d, i) => (
              <li key={i} className={`am-cfx-damage am-cfx-damage--${d.severity}`}>
                <span className="am-cfx-severity">{tx('reportView.gravita')}{label(SEVERITY_LABELS, d.severity)}</span>
                <span>{day(d.date)} — {d.area}</span>
                <span>{tx('reportView.stimaDelDanno')}{formatPrice(d.cost_estimate)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="liens" title={tx('reportView.gravami')}>
        {report.liens.length === 0 ? <p className="am-cfx-ok">{tx('reportView.nessunFermoAmministrativoSequestro')}</p> : (
          <ul className="am-cfx-liens">
            {report.liens.map((l, i) => (
              <li key={i}>
                <strong>{label(LIEN_LABELS, l.type)}</strong>{tx('reportView.dal2')}{day(l.from)}{' '}
                {l.to ? tx('reportView.alEstinto', { v0: day(l.to) }) : <span className="am-cfx-open">{tx('reportView.ancoraAperto')}</span>}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="import" title={tx('reportView.importazione')}>
        {report.import ? (
          <p>{tx('reportView.importatoDa')}{countryName(report.import.country)}{tx('reportView.il')}{day(report.import.date)}.</p>
        ) : (
          <p className="am-cfx-ok">{tx('reportView.veicoloImmatricolatoInItalia')}</p>
        )}
      </Section>

      <Section id="emissions" title={tx('reportView.classeAmbientale')}>
        <p>{emissionClassLabel(report.emission_class, report.power_type)}</p>
      </Section>
    </article>
  );
}
