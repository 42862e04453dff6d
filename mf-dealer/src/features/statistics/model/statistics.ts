/**
 * A dealer's statistics page: the last 30 days, loaded when the page opens (or again after a
 * failure), an answer about another dealer than the one on screen dropped. Plus the pure
 * helpers the page and the chart share (Italian day labels, the series, the empty test).
 */
import { createEvent, createStore, sample } from 'effector';
import type { DealerStatistics, StatsCounts } from '@automercato/api-sdk';
import { dealerStateReset, userReset } from '@automercato/shell-api';
import { formatNumber } from '@automercato/i18n';
import { fetchStatisticsFx } from '../api/statistics';
import { t as tx } from '../texts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
export const PERIOD_DAYS = 30;

/** The statistics page of this dealer opened (or "Riprova"). */
export const statisticsNeeded = createEvent<string>();

const $state = createStore<{ dealer: string | null; stats: DealerStatistics | null }>({ dealer: null, stats: null });
export const $statistics = $state.map((state) => state.stats);
export const $statisticsStatus = createStore<LoadStatus>('idle');
const $dealer = $state.map((state) => state.dealer);

$state.on(statisticsNeeded, (state, dealer) => (state.dealer === dealer ? state : { dealer, stats: null }));
$statisticsStatus.on(statisticsNeeded, () => 'loading');
sample({ clock: statisticsNeeded, fn: (dealer) => ({ dealer, days: PERIOD_DAYS }), target: fetchStatisticsFx });

const received = sample({
  clock: fetchStatisticsFx.done,
  source: $dealer,
  filter: (dealer, { params }) => dealer === params.dealer,
  fn: (_, { result }) => result,
});
$state.on(received, (state, stats) => ({ ...state, stats }));
$statisticsStatus.on(received, () => 'ready');
const failed = sample({ clock: fetchStatisticsFx.fail, source: $dealer, filter: (dealer, { params }) => dealer === params.dealer });
$statisticsStatus.on(failed, () => 'error');
$state.reset(dealerStateReset, userReset);
$statisticsStatus.reset(dealerStateReset, userReset);

// ── pure helpers ─────────────────────────────────────────────────────────────────────────

const SHORT_DAY = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
/** A calendar day `YYYY-MM-DD` read at noon UTC: the same day everywhere. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** "24 nov" (axis labels, cards). */
export function dayLabel(day: string): string {
  return SHORT_DAY.format(noon(day)).replace('.', '');
}

/** "lunedì 24 novembre" (the data table, read aloud). */
export function dayLabelLong(day: string): string {
  return LONG_DAY.format(noon(day));
}

/** "1.234" */
export const count = (n: number) => formatNumber(n, { maximumFractionDigits: 0 });

/** The four totals as the cards show them, in order. */
export const CARDS: ReadonlyArray<{ key: keyof StatsCounts; label: string }> = [
  { key: 'views', label: 'Visite' },
  { key: 'favourites', label: 'Preferiti' },
  { key: 'leads', label: 'Contatti' },
  { key: 'report_requests', label: tx('statistics.richiesteReport') },
];

/** Nothing at all happened in the period: the page says so instead of drawing a flat chart. */
export function isEmpty(stats: DealerStatistics): boolean {
  return Object.values(stats.totals).every((n) => n === 0);
}

/** The chart's labels and series, oldest day first. */
export function chartSeries(stats: DealerStatistics) {
  return {
    labels: stats.days.map((d) => dayLabel(d.day)),
    views: stats.days.map((d) => d.views),
    favourites: stats.days.map((d) => d.favourites),
    leads: stats.days.map((d) => d.leads),
    reportRequests: stats.days.map((d) => d.report_requests),
  };
}

/** One sentence for the chart's accessible name: the period and its totals. */
export function chartSummary(stats: DealerStatistics): string {
  const t = stats.totals;
  const busiest = stats.days.reduce((best, d) => (d.views > best.views ? d : best), stats.days[0] ?? { day: stats.to, views: 0 });
  return tx('statistics.andamentoDalAlVisite', { v0: dayLabel(stats.from), v1: dayLabel(stats.to), v2: count(t.views), v3: count(t.favourites) })
    + tx('statistics.contattiRichiesteDiReport', { v0: count(t.leads), v1: count(t.report_requests) })
    + (busiest.views > 0 ? `; giorno con più visite ${dayLabel(busiest.day)} (${count(busiest.views)}).` : '.');
}
