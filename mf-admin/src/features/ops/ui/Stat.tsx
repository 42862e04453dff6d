import type { ReactNode } from 'react';
import './ops.css';
import { POLL_MS } from '../api/usePolling';
import { t } from '../texts';

/** One figure with its label, in a grid that wraps on phones. */
export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="ops-stat">
      <dt className="ops-stat__label">{label}</dt>
      <dd className="ops-stat__value">{value}</dd>
      {hint ? <dd className="ops-stat__hint">{hint}</dd> : null}
    </div>
  );
}

export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return <dl className="ops-stats" aria-label={label}>{children}</dl>;
}

/** "Aggiornato alle 20:31:05", announced politely, and whether the last refresh failed. */
export function Freshness({ updatedAt, stale }: { updatedAt: Date; stale: boolean }) {
  return (
    <p className="ops-fresh" aria-live="polite">
      {stale ? t('stat.aggiornamentoNonRiuscitoDati') : t('stat.aggiornatoAlle')}
      {updatedAt.toLocaleTimeString('it-IT')}
      {stale ? t('stat.riprovoTraPoco') : t('stat.siAggiornaDaSolo', { v0: POLL_MS / 1000 })}
    </p>
  );
}
