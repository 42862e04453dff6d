import { useUnit } from 'effector-react';
import type { RemoteRelease, RemoteVersion } from '@automercato/api-sdk';
import { Badge } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { Table, type TableColumn } from '@automercato/ui/table';
import { $canManage, $changeError, $pending, canaryDialogOpened, changeRequested } from '../model/releases';
import {
  STATUS_LABELS, formatSize, formatWhen, healthFacts, isOlderThanActive, packageName, sharedText, shortCommit,
} from '../model/format';
import { t } from '../texts';

/** Where a preview of each remote is worth opening (the shell keeps `?preview=` for the tab). */
const PREVIEW_PATHS: Record<RemoteRelease['remote'], string> = {
  mf_search: '/risultati',
  mf_listing: '/',
  mf_dealer: '/',
  mf_carfax: '/carfax',
  mf_admin: '/admin/users',
};
const SHARED_SHOWN = 3;

const idOf = (release: RemoteRelease, suffix: string) => `rel-${release.remote}-${suffix}`.replace(/[^a-zA-Z0-9_-]/g, '-');

function StatusBadge({ release, version }: { release: RemoteRelease; version: RemoteVersion }) {
  if (version.status === 'active') return <Badge tone="success">{STATUS_LABELS.active}</Badge>;
  if (version.status === 'canary') return <Badge tone="warning">{t('remoteSectionStrings.canary', { v0: release.canary?.percent ?? '' }).trim()}</Badge>;
  if (version.status === 'removed') return <Badge>{STATUS_LABELS.removed}</Badge>;
  return <Badge tone="info">{STATUS_LABELS.available}</Badge>;
}

function Shared({ version }: { version: RemoteVersion }) {
  const items = sharedText(version.shared);
  if (items.length === 0) return <>—</>;
  const [shown, rest] = [items.slice(0, SHARED_SHOWN), items.slice(SHARED_SHOWN)];
  return (
    <div className="adm-rel-shared">
      <span>{shown.join(', ')}</span>
      {rest.length ? (
        <details>
          <summary>{t('remoteSection.others', { count: rest.length })}</summary>
          <span>{rest.join(', ')}</span>
        </details>
      ) : null}
    </div>
  );
}

function Verdict({ release, version }: { release: RemoteRelease; version: RemoteVersion }) {
  if (version.compatibility.ok) return <Badge tone="success">{t('remoteSection.compatibile')}</Badge>;
  return (
    <div className="adm-rel-verdict">
      <Badge tone="danger">{t('remoteSection.nonCompatibile')}</Badge>
      <ul id={idOf(release, `v${version.version}-reasons`)} className="adm-rel-reasons">
        {version.compatibility.problems.map((problem) => <li key={problem}>{problem}</li>)}
      </ul>
    </div>
  );
}

function Health({ version }: { version: RemoteVersion }) {
  const facts = healthFacts(version.health);
  if (!facts) return <span className="adm-rel-muted">{t('remoteSection.nessunaSessione')}</span>;
  const failing = (version.health.error_rate ?? 0) > 0;
  return (
    <ul className="adm-rel-health">
      {facts.map((fact, i) => <li key={fact} className={i === 1 && failing ? 'adm-rel-health__errors' : undefined}>{fact}</li>)}
    </ul>
  );
}

function Actions({ release, version }: { release: RemoteRelease; version: RemoteVersion }) {
  const [canManage, pending, request, openCanary] = useUnit([$canManage, $pending, changeRequested, canaryDialogOpened]);
  if (version.status === 'active') return <span className="adm-rel-muted">{t('remoteSection.inUso')}</span>;
  if (version.status === 'removed') return <span className="adm-rel-muted">{t('remoteSection.nonPiuServibile')}</span>;
  const preview = `${PREVIEW_PATHS[release.remote]}?preview=${release.remote}@${encodeURIComponent(version.version)}`;
  const incompatible = !version.compatibility.ok;
  const previewLink = incompatible ? null : (
    <a className="adm-rel-preview" href={preview} target="_blank" rel="noopener" aria-label={t('remoteSection.anteprimaDellaVersioneDi', { version: version.version, label: release.label })}>{t('remoteSection.anteprima')}</a>
  );
  if (!canManage) return previewLink ?? <span className="adm-rel-muted">—</span>;
  const older = isOlderThanActive(release, version);
  const mine = (kind: string) => pending?.remote === release.remote && 'version' in pending && pending.version === version.version && pending.kind === kind;
  const common = {
    size: 'sm' as const,
    disabled: incompatible,
    'aria-describedby': incompatible ? idOf(release, `v${version.version}-reasons`) : undefined,
  };
  return (
    <div className="adm-rel-actions">
      {older ? (
        <Button {...common} variant="secondary" busy={mine('rollback')} aria-label={t('remoteSection.ripristinaLaVersioneDi', { version: version.version, label: release.label })}
          onClick={() => request({ kind: 'rollback', remote: release.remote, version: version.version })}>{t('remoteSection.ripristina')}</Button>
      ) : (
        <Button {...common} busy={mine('promote')} aria-label={t('remoteSection.promuoviLaVersioneDi', { version: version.version, label: release.label })}
          onClick={() => request({ kind: 'promote', remote: release.remote, version: version.version })}>{t('remoteSection.promuovi')}</Button>
      )}
      {version.status === 'available' ? (
        <Button {...common} variant="secondary" busy={mine('canary_start')} aria-label={t('remoteSection.avviaUnCanaryDella', { version: version.version, label: release.label })}
          onClick={() => openCanary({ mode: 'start', remote: release.remote, version: version.version })}>{t('remoteSection.avviaCanary')}</Button>
      ) : null}
      {previewLink}
      {incompatible ? <p className="adm-rel-muted adm-rel-actions__why">{t('remoteSection.nonDisponibileLaVersione')}</p> : null}
    </div>
  );
}

function versionColumns(release: RemoteRelease): TableColumn<RemoteVersion>[] {
  return [
    { key: 'version', header: 'Versione', cell: (v) => <strong className="adm-rel-version">{v.version}</strong> },
    { key: 'published_by', header: t('remoteSectionStrings.pubblicataDa'), cell: (v) => <span className="adm-rel-wrap">{v.published_by}</span> },
    { key: 'published_at', header: 'Quando', cell: (v) => formatWhen(v.published_at) },
    {
      key: 'commit', header: 'Commit',
      cell: (v) => (v.git_commit ? <code title={v.git_commit}>{shortCommit(v.git_commit)}</code> : '—'),
    },
    {
      key: 'size', header: 'Dimensione',
      // One box: on a phone the cell is a flex row, and the file count stays under the size.
      cell: (v) => <div>{formatSize(v.size_bytes)}<span className="adm-rel-sub">{t('remoteSection.files', { count: v.file_count })}</span></div>,
    },
    { key: 'shared', header: t('remoteSectionStrings.moduliCondivisi'), cell: (v) => <Shared version={v} /> },
    { key: 'verdict', header: 'Verdetto', cell: (v) => <Verdict release={release} version={v} /> },
    { key: 'health', header: 'Salute', cell: (v) => <Health version={v} /> },
    { key: 'status', header: 'Stato', cell: (v) => <StatusBadge release={release} version={v} /> },
    { key: 'actions', header: 'Azioni', cell: (v) => <Actions release={release} version={v} /> },
  ];
}

function Canary({ release }: { release: RemoteRelease }) {
  const [canManage, pending, request, openCanary] = useUnit([$canManage, $pending, changeRequested, canaryDialogOpened]);
  const canary = release.canary;
  if (!canary) return <dd>{t('remoteSection.nessunCanaryInCorso')}</dd>;
  const busy = (kind: string) => pending?.remote === release.remote && pending.kind === kind;
  return (
    <dd>
      <span>{t('remoteSection.versione')}<strong>{canary.version}</strong>{t('remoteSection.al')}<strong>{canary.percent}%</strong>{t('remoteSection.delleSessioniDal')}{formatWhen(canary.started_at)}
      </span>
      {canManage ? (
        <span className="adm-rel-actions">
          <Button size="sm" variant="secondary" busy={busy('canary_share')} aria-label={t('remoteSection.cambiaLaQuotaDel', { label: release.label })}
            onClick={() => openCanary({ mode: 'share', remote: release.remote })}>{t('remoteSection.cambiaQuota')}</Button>
          <Button size="sm" variant="danger" busy={busy('canary_stop')} aria-label={t('remoteSection.terminaIlCanaryDi', { label: release.label })}
            onClick={() => request({ kind: 'canary_stop', remote: release.remote })}>{t('remoteSection.terminaCanary')}</Button>
        </span>
      ) : null}
    </dd>
  );
}

/** One remote: what runs (active, canary), why a canary was rolled back, its versions and their health. */
export function RemoteSection({ release }: { release: RemoteRelease }) {
  const changeError = useUnit($changeError);
  const headingId = idOf(release, 'title');
  const rollback = release.last_auto_rollback;
  return (
    <section className="adm-rel-remote" aria-labelledby={headingId}>
      <header className="adm-rel-remote__header">
        <h2 id={headingId}>{release.label}</h2>
        <code className="adm-rel-package">{packageName(release.remote)}</code>
      </header>
      {release.pinned_url ? (
        <p className="adm-rel-note adm-rel-note--warning">
          <strong>{t('remoteSection.indirizzoFissatoDallaConfigurazione')}</strong>{t('remoteSection.questaAreaEServita')}{' '}
          <code className="adm-rel-wrap">{release.pinned_url}</code>{t('remoteSection.promozioniCanaryERipristini')}</p>
      ) : null}
      <dl className="adm-rel-facts">
        <dt>{t('remoteSection.versioneAttiva')}</dt>
        <dd>{release.active_version ? <strong>{release.active_version}</strong> : t('remoteSection.nessuna')}</dd>
        <dt>{t('remoteSection.inProvaCanary')}</dt>
        <Canary release={release} />
      </dl>
      {rollback ? (
        <div className="adm-rel-note adm-rel-note--danger" role="alert">
          <strong>{t('remoteSection.rollbackAutomaticoIl')}{formatWhen(rollback.at)}:</strong>{t('remoteSection.ilCanaryDellaVersione')}{rollback.version}{t('remoteSection.eStatoRitiratoMotivo')}{rollback.reason}
        </div>
      ) : null}
      {changeError?.remote === release.remote ? (
        <div className="adm-rel-note adm-rel-note--danger" role="alert">
          <strong>{t('remoteSection.modificaNonEseguita')}</strong> {changeError.message}
        </div>
      ) : null}
      <Table
        className="adm-rel-table"
        caption={t('remoteSection.versioniDi', { label: release.label })}
        captionHidden
        columns={versionColumns(release)}
        rows={release.versions}
        rowKey={(v) => v.version}
        emptyText={t('remoteSection.nessunaVersionePubblicataDi', { label: release.label })}
      />
    </section>
  );
}
