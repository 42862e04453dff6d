import { afterEach, describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { provideApi } from '@automercato/entities/api';
import { DEALER, fail, fakeApi, ok, on, sampleStats } from '../../../test/harness';
import { $statistics, $statisticsStatus, chartSeries, chartSummary, dayLabel, isEmpty, statisticsNeeded } from './statistics';

afterEach(() => provideApi(null));

const url = `/api/dealers/${DEALER}/statistics`;

describe('the statistics of the dealer on screen', () => {
  it('loads the last 30 days', async () => {
    const { api, calls } = fakeApi(on('GET', url, ok(sampleStats())));
    provideApi(api);
    const scope = fork();
    await allSettled(statisticsNeeded, { scope, params: DEALER });
    expect(scope.getState($statisticsStatus)).toBe('ready');
    expect(scope.getState($statistics)?.totals.views).toBe(12);
    expect(calls.find((c) => c.path === url)).toBeTruthy();
  });

  it('a failure is an error state, and keeps no statistics', async () => {
    provideApi(fakeApi(on('GET', url, fail(500, '1', 'Errore'))).api);
    const scope = fork();
    await allSettled(statisticsNeeded, { scope, params: DEALER });
    expect(scope.getState($statisticsStatus)).toBe('error');
    expect(scope.getState($statistics)).toBeNull();
  });

  it('drops a late answer about the dealer asked before', async () => {
    const other = '11111111-2222-4333-8444-555555555555';
    let release!: () => void;
    const slow = new Promise<void>((resolve) => { release = resolve; });
    provideApi(fakeApi(
      on('GET', `/api/dealers/${other}/statistics`, async () => { await slow; return ok(sampleStats({}, 999)); }),
      on('GET', url, ok(sampleStats())),
    ).api);
    const scope = fork();
    const first = allSettled(statisticsNeeded, { scope, params: other });
    const second = allSettled(statisticsNeeded, { scope, params: DEALER });
    release();
    await Promise.all([first, second]);
    expect(scope.getState($statistics)?.totals.views).toBe(12);
  });
});

describe('Italian labels and the chart data', () => {
  it('days read "24 nov"', () => {
    expect(dayLabel('2026-11-24')).toBe('24 nov');
    expect(dayLabel('2026-01-01')).toBe('1 gen');
  });

  it('the series follow the days, oldest first; the summary names totals and the busiest day', () => {
    const stats = sampleStats({}, 1234);
    const s = chartSeries(stats);
    expect(s.labels).toHaveLength(30);
    expect(s.labels[29]).toBe('24 nov');
    expect(s.views[29]).toBe(1234);
    expect(s.leads[20]).toBe(1);
    expect(chartSummary({ ...stats, totals: { ...stats.totals, views: 1234 } })).toBe(
      'Andamento dal 26 ott al 24 nov: 1.234 visite, 0 preferiti, 1 contatti, 0 richieste di report; giorno con più visite 24 nov (1.234).',
    );
  });

  it('a period with nothing counted is empty', () => {
    expect(isEmpty(sampleStats({ totals: { views: 0, favourites: 0, leads: 0, report_requests: 0 } }))).toBe(true);
    expect(isEmpty(sampleStats())).toBe(false);
  });
});
