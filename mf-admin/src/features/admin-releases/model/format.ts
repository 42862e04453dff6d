/** How the releases page words and formats what the API answers (Italian, it-IT numbers, Europe/Rome times). */
import type { RemoteName, RemoteRelease, RemoteVersion, VersionHealth } from '@automercato/api-sdk';
import { formatDate, formatNumber } from '@automercato/i18n/format';
import type { ReleaseChange } from '../api/releases';

export const STATUS_LABELS: Record<RemoteVersion['status'], string> = {
  active: 'Attiva',
  canary: 'In prova (canary)',
  available: 'Disponibile',
  removed: 'File eliminati',
};

/** The remote's folder and package name ("mf-search"): what a team types after `npm run release --`. */
export const packageName = (remote: RemoteName) => remote.replace('_', '-');

/** "512 kB", "1,4 MB" (decimal units, as the build reports them). */
export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${formatNumber(bytes / 1_000_000, { maximumFractionDigits: 1 })} MB`;
  const kb = bytes / 1000;
  return `${formatNumber(kb, { maximumFractionDigits: kb < 10 ? 1 : 0 })} kB`;
}

export const shortCommit = (commit: string | null) => (commit ? commit.slice(0, 7) : null);

export const formatWhen = (value: string | null | undefined) => (value ? formatDate(value, 'datetime') : '—');

/** "react 19.3.1": the shared modules as the version was built against them. */
export const sharedText = (shared: RemoteVersion['shared']) => shared.map((s) => `${s.name} ${s.version}`);

/** "8%" of the sessions (0..1 in), one decimal when small. */
export const formatRate = (rate: number) => `${formatNumber(rate * 100, { maximumFractionDigits: rate < 0.1 ? 1 : 0 })}%`;

/** The health of a version in one line per fact, or null without sessions. */
export function healthFacts(health: VersionHealth): string[] | null {
  if (health.sessions === 0) return null;
  return [
    health.sessions === 1 ? '1 sessione' : `${formatNumber(health.sessions)} sessioni`,
    `${health.error_rate === null ? '—' : formatRate(health.error_rate)} con errori`,
    health.load_ms_p50 === null ? 'caricamento mediano —' : `caricamento mediano ${formatNumber(health.load_ms_p50)} ms`,
  ];
}

export const activeOf = (release: RemoteRelease) => release.versions.find((v) => v.version === release.active_version) ?? null;

/** Published before the active version: its way back is "Ripristina" (a rollback), not "Promuovi". */
export function isOlderThanActive(release: RemoteRelease, version: RemoteVersion): boolean {
  const active = activeOf(release);
  return active !== null && version.seq < active.seq;
}

/** What the shell's confirm dialog says of a change: from → to, and what new page loads get. */
export function confirmOf(change: ReleaseChange, release: RemoteRelease) {
  const area = release.label;
  const active = release.active_version;
  const from = active ? `versione ${active}` : 'nessuna versione';
  const current = active ? `versione attiva ${active}` : 'versione attuale';
  const canary = release.canary;
  const endsCanary = canary ? ` Il canary della versione ${canary.version} (${canary.percent}%) termina.` : '';
  switch (change.kind) {
    case 'promote':
      return {
        title: `Promuovere la versione ${change.version} di ${area}?`,
        text: `Da ${from} a versione ${change.version}: ogni nuova pagina di ${area} la riceverà entro pochi secondi; le pagine già aperte la ricevono alla prossima navigazione.${endsCanary}`,
        yes: 'Promuovi', theme: 'default' as const,
      };
    case 'rollback':
      return {
        title: `Ripristinare la versione ${change.version} di ${area}?`,
        text: `Da ${from} a versione ${change.version} (precedente): ogni nuova pagina di ${area} la riceverà entro pochi secondi.${endsCanary}`,
        yes: 'Ripristina', theme: 'danger' as const,
      };
    case 'canary_start': {
      const replaced = canary ? ` Sostituisce il canary della versione ${canary.version} (${canary.percent}%).` : '';
      return {
        title: `Avviare il canary della versione ${change.version} di ${area}?`,
        text: `Da 0% a ${change.percent}% delle sessioni con la versione ${change.version}; le altre restano sulla ${current}. Ogni sessione resta sempre sulla stessa versione.${replaced}`,
        yes: 'Avvia canary', theme: 'default' as const,
      };
    }
    case 'canary_share':
      return {
        title: `Cambiare la quota del canary di ${area}?`,
        text: `Versione ${canary?.version ?? '—'}: da ${canary?.percent ?? 0}% a ${change.percent}% delle sessioni.`,
        yes: 'Cambia quota', theme: 'default' as const,
      };
    case 'canary_stop':
      return {
        title: `Terminare il canary di ${area}?`,
        text: `Versione ${canary?.version ?? '—'}: da ${canary?.percent ?? 0}% a 0% delle sessioni; tutte le nuove pagine ricevono di nuovo la ${current}.`,
        yes: 'Termina canary', theme: 'danger' as const,
      };
  }
}

/** The toast once the server has made the change. */
export function doneText(change: ReleaseChange, release: RemoteRelease): string {
  switch (change.kind) {
    case 'promote': return `${release.label}: la versione ${change.version} è attiva.`;
    case 'rollback': return `${release.label}: ripristinata la versione ${change.version}.`;
    case 'canary_start': return `${release.label}: canary della versione ${change.version} avviato al ${change.percent}%.`;
    case 'canary_share': return `${release.label}: il canary riceve ora il ${change.percent}% delle sessioni.`;
    case 'canary_stop': return `${release.label}: canary terminato.`;
  }
}

export const PERCENT_MESSAGE = 'Indica una quota intera da 1 a 99.';

/** The canary's share as typed: a whole number from 1 to 99 (the API's limits). */
export function checkPercent(raw: string): { ok: true; percent: number } | { ok: false; message: string } {
  const text = raw.trim().replace(/%$/, '').trim();
  if (!/^\d{1,2}$/.test(text)) return { ok: false, message: PERCENT_MESSAGE };
  const percent = Number(text);
  return percent >= 1 && percent <= 99 ? { ok: true, percent } : { ok: false, message: PERCENT_MESSAGE };
}

export const TOKEN_LABEL_MIN = 3;
export const TOKEN_LABEL_MAX = 80;

export function checkTokenLabel(raw: string): { ok: true; label: string } | { ok: false; message: string } {
  const label = raw.trim().replace(/\s+/g, ' ');
  if (label.length < TOKEN_LABEL_MIN || label.length > TOKEN_LABEL_MAX) {
    return { ok: false, message: `Scrivi un'etichetta da ${TOKEN_LABEL_MIN} a ${TOKEN_LABEL_MAX} caratteri (per esempio «CI del team Ricerca»).` };
  }
  return { ok: true, label };
}
