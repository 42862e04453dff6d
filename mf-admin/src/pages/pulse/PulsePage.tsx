import { useCallback } from 'react';
import type { PulseSnapshot } from '@automercato/api-sdk';
import { useApi } from '@automercato/entities/api';
import { formatNumber } from '@automercato/i18n';
import { Table } from '@automercato/ui/table';
import { Skeleton } from '@automercato/ui/skeleton';
import { ErrorState } from '@automercato/ui/states';
import { usePolling } from '../../features/ops/api/usePolling';
import { formatMs, formatUptime, formatWhen } from '../../features/ops/model/format';
import { Freshness, Stat, StatGrid } from '../../features/ops/ui/Stat';
import { t } from './texts';

type Snapshot = PulseSnapshot;

/** /pulse: this server process's health over the last hour (admins only, via the shell's guards). */
export function PulsePage() {
  const api = useApi();
  const load = useCallback(() => api.ops.pulse(), [api]);
  const state = usePolling(load);
  return (
    <div className="ops-page" aria-busy={state.status === 'loading'}>
      <title>{t('pulsePage.pulseAutomercato')}</title>
      <h1>{t('pulsePage.pulseSaluteDellApplicazione')}</h1>
      {state.status === 'loading' ? <Skeleton lines={6} /> : null}
      {state.status === 'error' ? <ErrorState title={t('pulsePage.impossibileLeggereLoStato')} text={state.message} onRetry={state.reload} /> : null}
      {state.status === 'ready' ? <PulseBody data={state.data} /> : null}
      {state.status === 'ready' ? <Freshness updatedAt={state.updatedAt} stale={state.stale} /> : null}
    </div>
  );
}

function PulseBody({ data }: { data: Snapshot }) {
  const p = data.process;
  const lastMinute = data.per_minute[data.per_minute.length - 1];
  return (
    <>
      {!data.enabled ? <p role="status">{t('pulsePage.laRegistrazioneESpenta')}</p> : null}
      <section aria-labelledby="pulse-process">
        <h2 id="pulse-process">{t('pulsePage.processo')}{p.pid}</h2>
        <StatGrid label={t('pulsePage.processo2')}>
          <Stat label={t('pulsePage.memoriaRss')} value={`${formatNumber(p.rss_mb)} MB`} hint={t('pulsePage.heapMb', { v0: formatNumber(p.heap_used_mb), v1: formatNumber(p.heap_total_mb) })} />
          <Stat label={t('pulsePage.ritardoDellEventLoop')} value={formatMs(p.event_loop_p99_ms)} hint={t('pulsePage.medianaMassimo', { v0: formatMs(p.event_loop_p50_ms), v1: formatMs(p.event_loop_max_ms) })} />
          <Stat label={t('pulsePage.attivoDa')} value={formatUptime(p.uptime_s)} />
          <Stat label={t('pulsePage.richiesteNellUltimaOra')} value={formatNumber(data.requests_last_hour)} hint={t('pulsePage.nellUltimoMinuto', { v0: formatNumber(lastMinute?.requests ?? 0) })} />
          <Stat label={t('pulsePage.lavoriNellUltimaOra')} value={formatNumber(data.jobs_last_hour)} hint={t('pulsePage.falliti', { v0: formatNumber(data.per_minute.reduce((s, m) => s + m.job_failures, 0)) })} />
        </StatGrid>
      </section>

      <section aria-labelledby="pulse-routes">
        <h2 id="pulse-routes">{t('pulsePage.rottePiuLenteP95')}</h2>
        <Table
          caption={t('pulsePage.tempiDiRispostaPer')} captionHidden rows={data.routes} rowKey={(r) => r.route}
          emptyText={t('pulsePage.nessunaRichiestaNellUltima')}
          columns={[
            { key: 'route', header: 'Rotta', cell: (r) => <code>{r.route}</code> },
            { key: 'count', header: 'Richieste', align: 'end', cell: (r) => formatNumber(r.count) },
            { key: 'p95', header: 'p95', align: 'end', cell: (r) => formatMs(r.p95_ms) },
            { key: 'avg', header: 'Media', align: 'end', cell: (r) => formatMs(r.avg_ms), hideOnMobile: true },
            { key: 'max', header: 'Massimo', align: 'end', cell: (r) => formatMs(r.max_ms), hideOnMobile: true },
            { key: 'errors', header: t('pulsePageStrings.errori5xx'), align: 'end', cell: (r) => formatNumber(r.errors) },
          ]}
        />
      </section>

      <section aria-labelledby="pulse-slow">
        <h2 id="pulse-slow">{t('pulsePage.richiesteLenteOltre')}{formatMs(data.slow_request_ms)})</h2>
        <Table
          caption={t('pulsePage.richiesteLente')} captionHidden rows={data.slow_requests} rowKey={(r, i) => `${r.label}-${i}`}
          emptyText={t('pulsePage.nessunaRichiestaLenta')}
          columns={[
            { key: 'label', header: 'Rotta', cell: (r) => <code>{r.label}</code> },
            { key: 'duration', header: 'Durata', align: 'end', cell: (r) => formatMs(r.duration_ms) },
            { key: 'status', header: 'Stato', cell: (r) => r.detail ?? '—' },
            { key: 'at', header: 'Quando', cell: (r) => formatWhen(r.at) },
          ]}
        />
      </section>

      <section aria-labelledby="pulse-queries">
        <h2 id="pulse-queries">{t('pulsePage.queryLenteOltre')}{formatMs(data.slow_query_ms)})</h2>
        <Table
          caption={t('pulsePage.queryLente')} captionHidden rows={data.slow_queries} rowKey={(r, i) => `${r.at}-${i}`}
          emptyText={t('pulsePage.nessunaQueryLenta')}
          columns={[
            { key: 'sql', header: 'SQL', cell: (r) => <span className="ops-sql">{r.label}</span> },
            { key: 'duration', header: 'Durata', align: 'end', cell: (r) => formatMs(r.duration_ms) },
            { key: 'at', header: 'Quando', cell: (r) => formatWhen(r.at) },
          ]}
        />
      </section>

      <section aria-labelledby="pulse-exceptions">
        <h2 id="pulse-exceptions">{t('pulsePage.eccezioni')}</h2>
        <Table
          caption={t('pulsePage.eccezioniRaggruppate')} captionHidden rows={data.exceptions} rowKey={(r) => r.key}
          emptyText={t('pulsePage.nessunaEccezioneBeneCosi')}
          columns={[
            { key: 'error', header: 'Errore', cell: (r) => <><strong>{r.name}</strong>: {r.message}</> },
            { key: 'where', header: 'Dove', cell: (r) => <span className="ops-sql">{r.location ?? r.route ?? '—'}</span>, hideOnMobile: true },
            { key: 'count', header: 'Volte', align: 'end', cell: (r) => formatNumber(r.count) },
            { key: 'last', header: t('pulsePageStrings.ultimaVolta'), cell: (r) => formatWhen(r.last_seen) },
          ]}
        />
      </section>

      <section aria-labelledby="pulse-users">
        <h2 id="pulse-users">{t('pulsePage.utentiPiuAttiviUltima')}</h2>
        <Table
          caption={t('pulsePage.utentiPiuAttivi')} captionHidden rows={data.active_users} rowKey={(r) => r.user_id}
          emptyText={t('pulsePage.nessunUtenteAutenticatoNell')}
          columns={[
            { key: 'email', header: 'Utente', cell: (r) => r.email },
            { key: 'requests', header: 'Richieste', align: 'end', cell: (r) => formatNumber(r.requests) },
          ]}
        />
      </section>
    </>
  );
}
