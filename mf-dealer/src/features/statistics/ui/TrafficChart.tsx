/**
 * The period as a chart (chart.js, registered piece by piece so only bars, lines and two axes are
 * bundled; this module is loaded lazily, so the dealer area does not pay for it until the
 * statistics page opens). The canvas is an image with a one-sentence description; the numbers
 * themselves are in the data table beside it (StatsTable), for screen readers and keyboards.
 */
import { useEffect, useRef } from 'react';
import {
  BarController, BarElement, CategoryScale, Chart, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip,
} from 'chart.js';
import type { DealerStatistics } from '@automercato/api-sdk';
import { chartSeries, chartSummary } from '../model/statistics';
import { t } from '../texts';

Chart.register(BarController, BarElement, CategoryScale, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip);

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export default function TrafficChart({ stats }: { stats: DealerStatistics }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const s = chartSeries(stats);
    const chart = new Chart(canvas.current, {
      data: {
        labels: s.labels,
        datasets: [
          { type: 'bar', label: 'Visite', data: s.views, backgroundColor: '#0b5cad', yAxisID: 'y', order: 2 },
          { type: 'line', label: 'Contatti', data: s.leads, borderColor: '#c2410c', backgroundColor: '#c2410c', yAxisID: 'y1', tension: 0.2, order: 1 },
          { type: 'line', label: 'Preferiti', data: s.favourites, borderColor: '#0f7b3f', backgroundColor: '#0f7b3f', yAxisID: 'y1', borderDash: [6, 4], tension: 0.2, order: 1 },
          { type: 'line', label: t('trafficChart.richiesteReport'), data: s.reportRequests, borderColor: '#6d28d9', backgroundColor: '#6d28d9', yAxisID: 'y1', borderDash: [2, 3], tension: 0.2, order: 1 },
        ],
      },
      options: {
        locale: 'it-IT',
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : undefined,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 14 } } },
        scales: {
          x: { ticks: { autoSkip: true, maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
          y: { beginAtZero: true, position: 'left', title: { display: true, text: 'Visite' }, ticks: { precision: 0 } },
          y1: { beginAtZero: true, position: 'right', title: { display: true, text: 'Contatti, preferiti, report' }, ticks: { precision: 0 }, grid: { drawOnChartArea: false } },
        },
      },
    });
    return () => chart.destroy();
  }, [stats]);

  return (
    <div className="am-stats-chart__canvas">
      <canvas ref={canvas} role="img" aria-label={chartSummary(stats)} data-testid="stats-chart">
        {chartSummary(stats)}
      </canvas>
    </div>
  );
}
