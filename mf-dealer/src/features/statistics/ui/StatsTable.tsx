/**
 * The chart's numbers as a table, day by day: what a screen reader or a keyboard user reads
 * instead of the canvas. Inside a <details> (its summary is a focusable button): closed it
 * stays out of the way, open it is a plain table anyone can read.
 */
import type { DealerStatistics } from '@automercato/api-sdk';
import { count, dayLabel, dayLabelLong } from '../model/statistics';

export function StatsTable({ stats }: { stats: DealerStatistics }) {
  return (
    <details className="am-stats-table">
      <summary>Mostra i dati del grafico in tabella</summary>
      <div className="am-stats-table__scroll" tabIndex={0} role="region" aria-label="Dati giorno per giorno">
        <table>
          <caption>Visite, preferiti, contatti e richieste di report dal {dayLabel(stats.from)} al {dayLabel(stats.to)}</caption>
          <thead>
            <tr>
              <th scope="col">Giorno</th>
              <th scope="col">Visite</th>
              <th scope="col">Preferiti</th>
              <th scope="col">Contatti</th>
              <th scope="col">Richieste report</th>
            </tr>
          </thead>
          <tbody>
            {[...stats.days].reverse().map((d) => (
              <tr key={d.day}>
                <th scope="row"><abbr title={dayLabelLong(d.day)}>{dayLabel(d.day)}</abbr></th>
                <td>{count(d.views)}</td>
                <td>{count(d.favourites)}</td>
                <td>{count(d.leads)}</td>
                <td>{count(d.report_requests)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
