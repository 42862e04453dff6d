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
    body = <ErrorState title="Impossibile caricare le statistiche" text="Non è stato possibile caricare le statistiche. Riprova tra poco." onRetry={() => need(dealerUuid)} />;
  } else if (!stats) {
    body = <p role="status"><Spinner size="sm" decorative /> Caricamento delle statistiche…</p>;
  } else if (isEmpty(stats)) {
    body = (
      <EmptyState
        title="Ancora nessun dato"
        text="Negli ultimi 30 giorni i tuoi annunci non hanno ricevuto visite, preferiti, contatti o richieste di report. I dati compaiono qui dal giorno dopo la pubblicazione."
        action={<Link className="am-stats-link" to={`/dealer/${encodeURIComponent(dealerUuid)}/listings`}>Vai ai tuoi annunci</Link>}
      />
    );
  } else {
    body = (
      <>
        <StatsCards totals={stats.totals} />

        <section className="am-stats-box" aria-labelledby="stats-chart-title">
          <h2 id="stats-chart-title">Giorno per giorno</h2>
          <Suspense fallback={<div className="am-stats-chart__canvas am-stats-chart__loading"><Spinner size="sm" decorative /> Caricamento del grafico…</div>}>
            <TrafficChart stats={stats} />
          </Suspense>
          <StatsTable stats={stats} />
        </section>

        <section className="am-stats-box" aria-labelledby="stats-quiet-title">
          <h2 id="stats-quiet-title">Annunci visti ma senza contatti</h2>
          <p className="am-stats-note">I più visti che nessuno ha contattato: prova a rivedere prezzo, foto o descrizione.</p>
          <ViewsWithoutLeads dealerUuid={dealerUuid} listings={stats.views_without_leads} />
        </section>

        <section className="am-stats-box" aria-labelledby="stats-listings-title">
          <h2 id="stats-listings-title">Per annuncio</h2>
          <div className="am-stats-table__scroll" tabIndex={0} role="region" aria-labelledby="stats-listings-title">
            <table className="am-stats-listings">
              <thead>
                <tr>
                  <th scope="col">Annuncio</th>
                  <th scope="col">Visite</th>
                  <th scope="col">Preferiti</th>
                  <th scope="col">Contatti</th>
                  <th scope="col">Richieste report</th>
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
        <title>Statistiche – AutoMercato</title>
        <h1>Statistiche</h1>
        <p className="am-stats-note">
          {stats ? `Ultimi 30 giorni, dal ${dayLabel(stats.from)} al ${dayLabel(stats.to)}. ` : 'Ultimi 30 giorni. '}
          Una visita è contata una volta al giorno per visitatore; i motori di ricerca e i bot non sono contati.
        </p>
        {body}
      </div>
    </DealerAreaLayout>
  );
}
