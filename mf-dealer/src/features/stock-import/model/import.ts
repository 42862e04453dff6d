/** The stock import page's pure logic: labels, progress, file checks, the feed URL check. */
import type { StockImport } from '../api/types';

export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export const STATUS_LABELS: Record<StockImport['status'], string> = {
  analysing: 'Analisi in corso',
  ready: 'Pronta da applicare',
  held: 'In attesa di conferma',
  applying: 'Applicazione in corso',
  applied: 'Applicata',
  failed: 'Non riuscita',
};

/** Still running: the page polls until the import leaves these. */
export const isRunning = (status: StockImport['status']) => status === 'analysing' || status === 'applying';

/** 0–100, for the progress bar; null when there is nothing to count yet. */
export function progressPercent(item: Pick<StockImport, 'total_rows' | 'processed_rows'>): number | null {
  if (item.total_rows <= 0) return null;
  return Math.min(100, Math.round((item.processed_rows / item.total_rows) * 100));
}

/** A file the dealer picked or dropped: an Italian reason to refuse it, or null. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(csv|txt)$/i.test(file.name)) return 'Scegli un file CSV (.csv).';
  if (file.size === 0) return 'Il file è vuoto.';
  if (file.size > MAX_FILE_BYTES) return 'Il file supera i 20 MB consentiti.';
  return null;
}

/** The feed address: empty (no feed) or a full http(s) URL. */
export function feedUrlProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch { /* below */ }
  return 'Inserisci un indirizzo http:// o https:// completo.';
}

/** "3 nuovi, 1 modificato, …" for a report's counts. */
export function countsSummary(counts: StockImport['counts']): string {
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    part(counts.new, 'nuovo', 'nuovi'), part(counts.changed, 'modificato', 'modificati'),
    part(counts.unchanged, 'invariato', 'invariati'), part(counts.missing, 'mancante', 'mancanti'),
    part(counts.error, 'con errori', 'con errori'),
  ].join(', ');
}
