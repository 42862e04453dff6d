/** How the releases page words and formats what the API answers (Italian, it-IT numbers, Europe/Rome times). */
import type { RemoteName, RemoteRelease, RemoteVersion, VersionHealth } from '@automercato/api-sdk';
import { formatDate, formatNumber } from '@automercato/i18n/format';
import type { ReleaseChange } from '../api/releases';
import { t } from '../texts';

export const STATUS_LABELS: Record<RemoteVersion['status'], string> = {
  active: t('format.attiva'),
  canary: t('format.inProvaCanary'),
  available: t('format.disponibile'),
  removed: t('format.fileEliminati'),
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
    t('format.conErrori', { v0: health.error_rate === null ? '—' : formatRate(health.error_rate) }),
    health.load_ms_p50 === null ? t('format.caricamentoMediano') : t('format.caricamentoMedianoMs', { v0: formatNumber(health.load_ms_p50) }),
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
  const from = active ? t('format.versione', { active }) : t('format.nessunaVersione');
  const current = active ? t('format.versioneAttiva', { active }) : t('format.versioneAttuale');
  const canary = release.canary;
  const endsCanary = canary ? t('format.ilCanaryDellaVersione', { version: canary.version, percent: canary.percent }) : '';
  switch (change.kind) {
    case 'promote':
      return {
        title: t('format.promuovereLaVersioneDi', { version: change.version, area }),
        text: `Da ${from} a versione ${change.version}: ogni nuova pagina di ${area} la riceverà entro pochi secondi; le pagine già aperte la ricevono alla prossima navigazione.${endsCanary}`,
        yes: 'Promuovi', theme: 'default' as const,
      };
    case 'rollback':
      return {
        title: t('format.ripristinareLaVersioneDi', { version: change.version, area }),
        text: t('format.daAVersionePrecedente', { from, version: change.version, area, endsCanary }),
        yes: 'Ripristina', theme: 'danger' as const,
      };
    case 'canary_start': {
      const replaced = canary ? t('format.sostituisceIlCanaryDella', { version: canary.version, percent: canary.percent }) : '';
      return {
        title: t('format.avviareIlCanaryDella', { version: change.version, area }),
        text: `Da 0% a ${change.percent}% delle sessioni con la versione ${change.version}; le altre restano sulla ${current}. Ogni sessione resta sempre sulla stessa versione.${replaced}`,
        yes: t('format.avviaCanary'), theme: 'default' as const,
      };
    }
    case 'canary_share':
      return {
        title: t('format.cambiareLaQuotaDel', { area }),
        text: t('format.versioneDaADelle', { v0: canary?.version ?? '—', v1: canary?.percent ?? 0, percent: change.percent }),
        yes: t('format.cambiaQuota'), theme: 'default' as const,
      };
    case 'canary_stop':
      return {
        title: t('format.terminareIlCanaryDi', { area }),
        text: `Versione ${canary?.version ?? '—'}: da ${canary?.percent ?? 0}% a 0% delle sessioni; tutte le nuove pagine ricevono di nuovo la ${current}.`,
        yes: t('format.terminaCanary'), theme: 'danger' as const,
      };
  }
}

/** The toast once the server has made the change. */
export function doneText(change: ReleaseChange, release: RemoteRelease): string {
  switch (change.kind) {
    case 'promote': return t('format.laVersioneEAttiva', { label: release.label, version: change.version });
    case 'rollback': return t('format.ripristinataLaVersione', { label: release.label, version: change.version });
    case 'canary_start': return t('format.canaryDellaVersioneAvviato', { label: release.label, version: change.version, percent: change.percent });
    case 'canary_share': return t('format.ilCanaryRiceveOra', { label: release.label, percent: change.percent });
    case 'canary_stop': return t('format.canaryTerminato', { label: release.label });
  }
}

export const PERCENT_MESSAGE = t('format.indicaUnaQuotaIntera');

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
    return { ok: false, message: t('format.scriviUnEtichettaDa', { TOKEN_LABEL_MIN, TOKEN_LABEL_MAX }) };
  }
  return { ok: true, label };
}
