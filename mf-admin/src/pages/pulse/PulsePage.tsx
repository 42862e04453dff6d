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

type Snapshot = PulseSnapshot;

/** /pulse: this server process's health over the last hour (admins only, via the shell's guards). */
export function PulsePage() {
  const api = useApi();
  const load = useCallback(() => api.ops.pulse(), [api]);
  const state = usePolling(load);
  return (
    <div className="ops-page" aria-busy={state.status === 'loading'}>
      <title>Pulse – AutoMercato</title>
      <h1>Pulse: salute dell'applicazione</h1>
      {state.status === 'loading' ? <Skeleton lines={6} /> : null}
      {state.status === 'error' ? <ErrorState title="Impossibile leggere lo stato del server" text={state.message} onRetry={state.reload} /> : null}
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
      {!data.enabled ? <p role="status">La registrazione è spenta su questo server (PULSE=off): i numeri restano a zero.</p> : null}
      <section aria-labelledby="pulse-process">
        <h2 id="pulse-process">Processo {p.pid}</h2>
        <StatGrid label="Processo">
          <Stat label="Memoria (RSS)" value={`${formatNumber(p.rss_mb)} MB`} hint={`heap ${formatNumber(p.heap_used_mb)} / ${formatNumber(p.heap_total_mb)} MB`} />
          <Stat label="Ritardo dell'event loop (p99)" value={formatMs(p.event_loop_p99_ms)} hint={`mediana ${formatMs(p.event_loop_p50_ms)}, massimo ${formatMs(p.event_loop_max_ms)}`} />
          <Stat label="Attivo da" value={formatUptime(p.uptime_s)} />
          <Stat label="Richieste nell'ultima ora" value={formatNumber(data.requests_last_hour)} hint={`${formatNumber(lastMinute?.requests ?? 0)} nell'ultimo minuto`} />
          <Stat label="Lavori nell'ultima ora" value={formatNumber(data.jobs_last_hour)} hint={`${formatNumber(data.per_minute.reduce((s, m) => s + m.job_failures, 0))} falliti`} />
        </StatGrid>
      </section>

      <section aria-labelledby="pulse-routes">
        <h2 id="pulse-routes">Rotte più lente (p95, ultima ora)</h2>
        <Table
          caption="Tempi di risposta per rotta" captionHidden rows={data.routes} rowKey={(r) => r.route}
          emptyText="Nessuna richiesta nell'ultima ora."
          columns={[
            { key: 'route', header: 'Rotta', cell: (r) => <code>{r.route}</code> },
            { key: 'count', header: 'Richieste', align: 'end', cell: (r) => formatNumber(r.count) },
            { key: 'p95', header: 'p95', align: 'end', cell: (r) => formatMs(r.p95_ms) },
            { key: 'avg', header: 'Media', align: 'end', cell: (r) => formatMs(r.avg_ms), hideOnMobile: true },
            { key: 'max', header: 'Massimo', align: 'end', cell: (r) => formatMs(r.max_ms), hideOnMobile: true },
            { key: 'errors', header: 'Errori 5xx', align: 'end', cell: (r) => formatNumber(r.errors) },
          ]}
        />
      </section>

      <section aria-labelledby="pulse-slow">
        <h2 id="pulse-slow">Richieste lente (oltre {formatMs(data.slow_request_ms)})</h2>
        <Table
          caption="Richieste lente" captionHidden rows={data.slow_requests} rowKey={(r, i) => `${r.label}-${i}`}
          emptyText="Nessuna richiesta lenta."
          columns={[
            { key: 'label', header: 'Rotta', cell: (r) => <code>{r.label}</code> },
            { key: 'duration', header: 'Durata', align: 'end', cell: (r) => formatMs(r.duration_ms) },
            { key: 'status', header: 'Stato', cell: (r) => r.detail ?? '—' },
            { key: 'at', header: 'Quando', cell: (r) => formatWhen(r.at) },
          ]}
        />
      </section>

      <section aria-labelledby="pulse-queries">
        <h2 id="pulse-queries">Query lente (oltre {formatMs(data.slow_query_ms)})</h2>
        <Table
          caption="Query lente" captionHidden rows={data.slow_queries} rowKey={(r, i) => `${r.at}-${i}`}
          emptyText="Nessuna query lenta."
          columns={[
            { key: 'sql', header: 'SQL', cell: (r) => <span className="ops-sql">{r.label}</span> },
            { key: 'duration', header: 'Durata', align: 'end', cell: (r) => formatMs(r.duration_ms) },
            { key: 'at', header: 'Quando', cell: (r) => formatWhen(r.at) },
          ]}
        />
      </section>

      <section aria-labelledby="pulse-exceptions">
        <h2 id="pulse-exceptions">Eccezioni</h2>
        <Table
          caption="Eccezioni raggruppate" captionHidden rows={data.exceptions} rowKey={(r) => r.key}
          emptyText="Nessuna eccezione: bene così."
          columns={[
            { key: 'error', header: 'Errore', cell: (r) => <><strong>{r.name}</strong>: {r.message}</> },
            { key: 'where', header: 'Dove', cell: (r) => <span className="ops-sql">{r.location ?? r.route ?? '—'}</span>, hideOnMobile: true },
            { key: 'count', header: 'Volte', align: 'end', cell: (r) => formatNumber(r.count) },
            { key: 'last', header: 'Ultima volta', cell: (r) => formatWhen(r.last_seen) },
          ]}
        />
      </section>

      <section aria-labelledby="pulse-users">
        <h2 id="pulse-users">Utenti più attivi (ultima ora)</h2>
        <Table
          caption="Utenti più attivi" captionHidden rows={data.active_users} rowKey={(r) => r.user_id}
          emptyText="Nessun utente autenticato nell'ultima ora."
          columns={[
            { key: 'email', header: 'Utente', cell: (r) => r.email },
            { key: 'requests', header: 'Richieste', align: 'end', cell: (r) => formatNumber(r.requests) },
          ]}
        />
      </section>
    </>
  );
}
