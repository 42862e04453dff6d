/** The stock import page's pure logic: labels, progress, file checks, the feed URL check. */
import type { FormRules } from '@automercato/forms';
import type { StockImport } from '../api/types';
import { t } from '../texts';

export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export const STATUS_LABELS: Record<StockImport['status'], string> = {
  analysing: t('import.analisiInCorso'),
  ready: t('import.prontaDaApplicare'),
  held: t('import.inAttesaDiConferma'),
  applying: t('import.applicazioneInCorso'),
  applied: t('import.applicata'),
  failed: t('import.nonRiuscita'),
};

/** Still running: the page polls until the import leaves these. */
export const isRunning = (status: StockImport['status']) => status === 'analysing' || status === 'applying';

/** 0–100, for the progress bar; null when there is nothing to count yet. */
export function progressPercent(item: Pick<StockImport, 'total_rows' | 'processed_rows'>): number | null {
  if (item.total_rows <= 0) return null;
  return Math.min(100, Math.round((item.processed_rows / item.total_rows) * 100));
}

/** A file the dealer picked or dropped: an Italian reason to refuse it, naming it (a second bad file reads differently), or null. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(csv|txt)$/i.test(file.name)) return t('import.nonEUnFile', { name: file.name });
  if (file.size === 0) return t('import.ilFileEVuoto', { name: file.name });
  if (file.size > MAX_FILE_BYTES) return t('import.ilFileSuperaI', { name: file.name });
  return null;
}

/** Several files dropped at once: one import at a time, the others named so none is lost silently. */
export function extraFilesNote(files: readonly { name: string }[]): string | null {
  if (files.length < 2) return null;
  const others = files.slice(1).map((f) => `«${f.name}»`).join(', ');
  return t('import.siImportaUnFile', { name: files[0]!.name, others });
}

/** A report row's heading: the row as the spreadsheet shows it and the vehicle the file names. */
export function rowHeading(row: { line: number; vehicle: string | null }): string {
  return row.vehicle ? t('import.riga', { line: row.line, vehicle: row.vehicle }) : t('import.riga2', { line: row.line });
}

/** A row's message without its "riga N: " prefix (the heading says the row). */
export const withoutRowPrefix = (message: string) => message.replace(/^riga \d+: /, '');

/** The feed address: empty (no feed) or a full http(s) URL. */
export function feedUrlProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch { /* below */ }
  return t('import.inserisciUnIndirizzoHttp');
}

/** The feed form's values and rule (the API checks the address again: its refusal lands on `url`). */
export interface FeedValues { url?: string }
export const FEED_RULES: FormRules<keyof FeedValues> = {
  url: (value) => feedUrlProblem(typeof value === 'string' ? value : '') ?? undefined,
};

/** "3 nuovi, 1 modificato, …" for a report's counts. */
export function countsSummary(counts: StockImport['counts']): string {
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    part(counts.new, 'nuovo', 'nuovi'), part(counts.changed, 'modificato', 'modificati'),
    part(counts.unchanged, 'invariato', 'invariati'), part(counts.missing, 'mancante', 'mancanti'),
    part(counts.error, t('import.conErrori'), t('import.conErrori')),
  ].join(', ');
}
