/**
 * The chart's numbers as a table, day by day: what a screen reader or a keyboard user reads
 * instead of the canvas. Inside a <details> (its summary is a focusable button): closed it
 * stays out of the way, open it is a plain table anyone can read.
 */
import type { DealerStatistics } from '@automercato/api-sdk';
import { count, dayLabel, dayLabelLong } from '../model/statistics';
import { t } from '../texts';

export function StatsTable({ stats }: { stats: DealerStatistics }) {
  return (
    <details className="am-stats-table">
      <summary>{t('statsTable.mostraIDatiDel')}</summary>
      <div className="am-stats-table__scroll" tabIndex={0} role="region" aria-label={t('statsTable.datiGiornoPerGiorno')}>
        <table>
          <caption>{t('statsTable.visitePreferitiContattiE')}{dayLabel(stats.from)}{t('statsTable.al')}{dayLabel(stats.to)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('statsTable.giorno')}</th>
              <th scope="col">{t('statsTable.visite')}</th>
              <th scope="col">{t('statsTable.preferiti')}</th>
              <th scope="col">{t('statsTable.contatti')}</th>
              <th scope="col">{t('statsTable.richiesteReport')}</th>
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
