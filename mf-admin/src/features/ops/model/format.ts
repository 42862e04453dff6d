import { formatDate, formatNumber } from '@automercato/i18n';
import { t } from '../texts';

/** "12,5 ms", "1,2 s": durations as operators read them. */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${formatNumber(ms / 1000, { maximumFractionDigits: 1 })} s`;
  return `${formatNumber(ms, { maximumFractionDigits: 1 })} ms`;
}

export function formatWhen(value: string | Date | null | undefined): string {
  return value ? formatDate(value, 'datetime') : '—';
}

/** "3 h 5 min" from seconds. */
export function formatUptime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (h >= 24) return `${Math.floor(h / 24)} g ${h % 24} h`;
  return h ? `${h} h ${m} min` : `${m} min`;
}

/** The job states of the queue, in Italian. */
export const STATE_LABELS: Record<string, string> = {
  created: t('format.inAttesa'),
  retry: t('format.inAttesaDiUn'),
  active: t('format.inEsecuzione'),
  completed: t('format.completato'),
  cancelled: t('format.annullato'),
  failed: t('format.fallito'),
};
