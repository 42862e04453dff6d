/**
 * /dealer/{uuid}/statistics: the last 30 days of the dealer's listings — the four totals, the
 * chart (lazy: chart.js loads only here) with its data table, the listings viewed without a
 * lead (to revise), and every listing's totals.
 */
import { Suspense, lazy, useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams } from '@automercato/router';
import { Spinner } from '@automercato/ui/spinner';
import { EmptyState, ErrorState } from '@automercato/ui/states';
import { DealerAreaLayout } from '@automercato/entities/area-nav';
import { useDealerPlan } from '../../features/plan/ui/useDealerPlan';
import { $statistics, $statisticsStatus, count, dayLabel, isEmpty, statisticsNeeded } from '../../features/statistics/model/statistics';
import { StatsCards } from '../../features/statistics/ui/StatsCards';
import { StatsTable } from '../../features/statistics/ui/StatsTable';
import { ViewsWithoutLeads } from '../../features/statistics/ui/ViewsWithoutLeads';
import './statistics.css';
import { t } from './texts';

const TrafficChart = lazy(() => import('../../features/statistics/ui/TrafficChart'));

export function DealerStatisticsPage() {
  const { dealerUuid = '' } = useParams();
  useDealerPlan(dealerUuid);
  const [stats, status, need] = useUnit([$statistics, $statisticsStatus, statisticsNeeded]);
  useEffect(() => {
    if (dealerUuid) need(dealerUuid);
  }, [dealerUuid, need]);

  let body;
  if (!stats && status === 'error') {
    body = <ErrorState title={t('dealerStatisticsPage.impossibileCaricareLeStatistiche')} text={t('dealerStatisticsPage.nonEStatoPossibile')} onRetry={() => need(dealerUuid)} />;
  } else if (!stats) {
    body = <p role="status"><Spinner size="sm" decorative />{t('dealerStatisticsPage.caricamentoDelleStatistiche')}</p>;
  } else if (isEmpty(stats)) {
    body = (
      <EmptyState
        title={t('dealerStatisticsPage.ancoraNessunDato')}
        text={t('dealerStatisticsPage.negliUltimi30Giorni')}
        action={<Link className="am-stats-link" to={`/dealer/${encodeURIComponent(dealerUuid)}/listings`}>{t('dealerStatisticsPage.vaiAiTuoiAnnunci')}</Link>}
      />
    );
  } else {
    body = (
      <>
        <StatsCards totals={stats.totals} />

        <section className="am-stats-box" aria-labelledby="stats-chart-title">
          <h2 id="stats-chart-title">{t('dealerStatisticsPage.giornoPerGiorno')}</h2>
          <Suspense fallback={<div className="am-stats-chart__canvas am-stats-chart__loading"><Spinner size="sm" decorative />{t('dealerStatisticsPage.caricamentoDelGrafico')}</div>}>
            <TrafficChart stats={stats} />
          </Suspense>
          <StatsTable stats={stats} />
        </section>

        <section className="am-stats-box" aria-labelledby="stats-quiet-title">
          <h2 id="stats-quiet-title">{t('dealerStatisticsPage.annunciVistiMaSenza')}</h2>
          <p className="am-stats-note">{t('dealerStatisticsPage.iPiuVistiChe')}</p>
          <ViewsWithoutLeads dealerUuid={dealerUuid} listings={stats.views_without_leads} />
        </section>

        <section className="am-stats-box" aria-labelledby="stats-listings-title">
          <h2 id="stats-listings-title">{t('dealerStatisticsPage.perAnnuncio')}</h2>
          <div className="am-stats-table__scroll" tabIndex={0} role="region" aria-labelledby="stats-listings-title">
            <table className="am-stats-listings">
              <thead>
                <tr>
                  <th scope="col">{t('dealerStatisticsPage.annuncio')}</th>
                  <th scope="col">{t('dealerStatisticsPage.visite')}</th>
                  <th scope="col">{t('dealerStatisticsPage.preferiti')}</th>
                  <th scope="col">{t('dealerStatisticsPage.contatti')}</th>
                  <th scope="col">{t('dealerStatisticsPage.richiesteReport')}</th>
                </tr>
              </thead>
              <tbody>
                {stats.listings.map((l) => (
                  <tr key={l.id}>
                    <th scope="row">
                      <Link to={`/dealer/${encodeURIComponent(dealerUuid)}/listings/${encodeURIComponent(l.id)}`}>{l.title}</Link>
                    </th>
                    <td>{count(l.views)}</td>
                    <td>{count(l.favourites)}</td>
                    <td>{count(l.leads)}</td>
                    <td>{count(l.report_requests)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </>
    );
  }

  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <div className="am-stats-page">
        <title>{t('dealerStatisticsPage.statisticheAutomercato')}</title>
        <h1>{t('dealerStatisticsPage.statistiche')}</h1>
        <p className="am-stats-note">
          {stats ? t('dealerStatisticsPage.ultimi30GiorniDal', { v0: dayLabel(stats.from), v1: dayLabel(stats.to) }) : t('dealerStatisticsPage.ultimi30Giorni')}{t('dealerStatisticsPage.unaVisitaEContata')}</p>
        {body}
      </div>
    </DealerAreaLayout>
  );
}
