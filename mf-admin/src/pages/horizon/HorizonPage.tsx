import { useCallback, useEffect, useRef } from 'react';
import type { FailedJob, JobDetail, QueuesOverview } from '@automercato/api-sdk';
import { useApi } from '@automercato/entities/api';
import { formatNumber } from '@automercato/i18n';
import { Button } from '@automercato/ui/button';
import { Table } from '@automercato/ui/table';
import { Skeleton } from '@automercato/ui/skeleton';
import { Badge } from '@automercato/ui/badge';
import { EmptyState, ErrorState } from '@automercato/ui/states';
import { usePolling } from '../../features/ops/api/usePolling';
import { useJobActions } from '../../features/ops/api/useJobActions';
import { formatMs, formatWhen, STATE_LABELS } from '../../features/ops/model/format';
import { Freshness } from '../../features/ops/ui/Stat';
import '../../features/ops/ui/ops.css';
import { t } from './texts';

interface HorizonData { overview: QueuesOverview; failed: FailedJob[] }

/** /horizon: the job queue per queue, the slowest job kinds and the failed jobs (admins only). */
export function HorizonPage() {
  const api = useApi();
  const load = useCallback(async (): Promise<HorizonData> => {
    const [overview, failed] = await Promise.all([api.ops.queues(), api.ops.failedJobs()]);
    return { overview, failed };
  }, [api]);
  const state = usePolling(load);
  const actions = useJobActions(state.reload);
  return (
    <div className="ops-page" aria-busy={state.status === 'loading'}>
      <title>{t('horizonPage.horizonAutomercato')}</title>
      <h1>{t('horizonPage.horizonCodeELavori')}</h1>
      {state.status === 'loading' ? <Skeleton lines={6} /> : null}
      {state.status === 'error' ? <ErrorState title={t('horizonPage.impossibileLeggereLeCode')} text={state.message} onRetry={state.reload} /> : null}
      {state.status === 'ready' && !state.data.overview.available ? (
        <EmptyState title={t('horizonPage.nessunaCodaAncora')} text={t('horizonPage.laCodaDeiLavori')} />
      ) : null}
      {state.status === 'ready' && state.data.overview.available ? (
        <>
          <section aria-labelledby="horizon-queues">
            <h2 id="horizon-queues">{t('horizonPage.code')}</h2>
            <Table
              caption={t('horizonPage.lavoriPerCoda')} captionHidden rows={state.data.overview.queues} rowKey={(q) => q.name}
              emptyText={t('horizonPage.nessunaCoda')}
              columns={[
                { key: 'name', header: 'Coda', cell: (q) => <code>{q.name}</code> },
                { key: 'waiting', header: t('horizonPageStrings.inAttesa'), align: 'end', cell: (q) => formatNumber(q.waiting) },
                { key: 'running', header: t('horizonPageStrings.inEsecuzione'), align: 'end', cell: (q) => formatNumber(q.running) },
                { key: 'completed', header: t('horizonPageStrings.completatiOraGiorno'), mobileLabel: 'Completati', align: 'end', cell: (q) => `${formatNumber(q.completed_hour)} / ${formatNumber(q.completed_day)}` },
                { key: 'failed', header: t('horizonPageStrings.fallitiOraGiorno'), mobileLabel: 'Falliti', align: 'end', cell: (q) => `${formatNumber(q.failed_hour)} / ${formatNumber(q.failed_day)}` },
                { key: 'rate', header: t('horizonPageStrings.alMinuto'), align: 'end', cell: (q) => formatNumber(q.per_minute, { maximumFractionDigits: 1 }) },
              ]}
            />
          </section>
          <section aria-labelledby="horizon-slowest">
            <h2 id="horizon-slowest">{t('horizonPage.lavoriPiuLentiUltimo')}</h2>
            <Table
              caption={t('horizonPage.tipiDiLavoroPiu')} captionHidden rows={state.data.overview.slowest} rowKey={(s) => s.name}
              emptyText={t('horizonPage.nessunLavoroEseguitoNell')}
              columns={[
                { key: 'name', header: 'Tipo', cell: (s) => <code>{s.name}</code> },
                { key: 'avg', header: 'Media', align: 'end', cell: (s) => formatMs(s.avg_ms) },
                { key: 'max', header: 'Massimo', align: 'end', cell: (s) => formatMs(s.max_ms) },
                { key: 'count', header: 'Eseguiti', align: 'end', cell: (s) => formatNumber(s.count) },
              ]}
            />
          </section>
          <section aria-labelledby="horizon-failed">
            <h2 id="horizon-failed">{t('horizonPage.lavoriFalliti')}</h2>
            <Table
              caption={t('horizonPage.lavoriFalliti')} captionHidden rows={state.data.failed} rowKey={(j) => j.id}
              emptyText={t('horizonPage.nessunLavoroFallito')}
              columns={[
                { key: 'queue', header: 'Coda', cell: (j) => <code>{j.queue}</code> },
                { key: 'error', header: 'Errore', cell: (j) => j.error ?? '—' },
                { key: 'attempts', header: 'Tentativi', align: 'end', cell: (j) => formatNumber(j.attempts) },
                { key: 'when', header: 'Fallito', cell: (j) => formatWhen(j.failed_at) },
                {
                  key: 'actions', header: 'Azioni', cell: (j) => (
                    <div className="ops-actions">
                      <Button size="sm" variant="ghost" onClick={() => void actions.show(j.id)} aria-label={t('horizonPage.dettagliDelLavoro', { id: j.id })}>{t('horizonPage.dettagli')}</Button>
                      <Button size="sm" variant="secondary" busy={actions.busy === `retry:${j.id}`} onClick={() => void actions.retry(j.id)} aria-label={t('horizonPage.riprovaIlLavoro', { id: j.id })}>{t('horizonPage.riprova')}</Button>
                      <Button size="sm" variant="danger" busy={actions.busy === `delete:${j.id}`} onClick={() => void actions.remove(j.id)} aria-label={t('horizonPage.eliminaIlLavoro', { id: j.id })}>{t('horizonPage.elimina')}</Button>
                    </div>
                  ),
                },
              ]}
            />
          </section>
          {actions.open ? (
            <JobPanel
              id={actions.open.id} job={actions.open.job} error={actions.open.error} onClose={actions.close}
              onRetry={() => void actions.retry(actions.open!.id)} onDelete={() => void actions.remove(actions.open!.id)}
            />
          ) : null}
        </>
      ) : null}
      {state.status === 'ready' ? <Freshness updatedAt={state.updatedAt} stale={state.stale} /> : null}
    </div>
  );
}

function JobPanel({ id, job, error, onClose, onRetry, onDelete }: {
  id: string; job: JobDetail | null; error: string | null; onClose: () => void; onRetry: () => void; onDelete: () => void;
}) {
  // Focus moves to the panel when it opens for a job, not on every re-render (the page polls).
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), [id]);
  return (
    <section className="ops-detail" aria-labelledby="horizon-job" tabIndex={-1} ref={panel}>
      <h2 id="horizon-job">{t('horizonPage.lavoro')}{id}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {!job && !error ? <Skeleton lines={4} /> : null}
      {job ? (
        <>
          <dl>
            <dt>{t('horizonPage.coda')}</dt><dd><code>{job.queue}</code></dd>
            <dt>{t('horizonPage.stato')}</dt><dd><Badge tone={job.state === 'failed' ? 'danger' : 'neutral'}>{STATE_LABELS[job.state] ?? job.state}</Badge></dd>
            <dt>{t('horizonPage.tentativi')}</dt><dd>{job.attempts}{t('horizonPage.su')}{job.retry_limit}</dd>
            <dt>{t('horizonPage.creato')}</dt><dd>{formatWhen(job.created_at)}</dd>
            <dt>{t('horizonPage.ultimoAvvio')}</dt><dd>{formatWhen(job.started_at)}</dd>
            <dt>{t('horizonPage.errore')}</dt><dd>{job.error ?? '—'}</dd>
          </dl>
          <h3>{t('horizonPage.datiDelLavoroSegreti')}</h3>
          <pre className="ops-code">{JSON.stringify(job.data, null, 2)}</pre>
        </>
      ) : null}
      <div className="ops-actions">
        {job?.state === 'failed' ? <Button variant="secondary" onClick={onRetry}>{t('horizonPage.riprova')}</Button> : null}
        {job && job.state !== 'active' ? <Button variant="danger" onClick={onDelete}>{t('horizonPage.elimina')}</Button> : null}
        <Button variant="ghost" onClick={onClose}>{t('horizonPage.chiudi')}</Button>
      </div>
    </section>
  );
}
