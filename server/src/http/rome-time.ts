/**
 * Time as Italian admins read it: Europe/Rome (CET/CEST, whatever the server's zone), in one
 * fixed format, `27/11/2026 23:05:09` (gg/mm/aaaa hh:mm:ss, 24 hours). CSV exports and the audit
 * trail use it; a spreadsheet in Italian reads it as a date and time.
 */
const ROME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit',
  hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

export const ROME_DATE_TIME_FORMAT = 'gg/mm/aaaa hh:mm:ss (ora italiana)';

export function romeDateTime(at: Date | string): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  const part = Object.fromEntries(ROME.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
}
