import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Button } from '@automercato/ui/button';
import { EmptyState, ErrorState } from '@automercato/ui/states';
import { Spinner } from '@automercato/ui/spinner';
import { AdminSection } from '../admin/AdminSection';
import { $loadError, $overview, $refreshing, $status, releasesOpened, releasesRefreshed } from '../../features/admin-releases/model/releases';
import { RemoteSection } from '../../features/admin-releases/ui/RemoteSection';
import { CanaryDialog } from '../../features/admin-releases/ui/CanaryDialog';
import { TokensSection } from '../../features/admin-releases/ui/TokensSection';
import { ReleaseHelp } from '../../features/admin-releases/ui/ReleaseHelp';
import { ReleaseAudit } from '../../features/admin-releases/ui/ReleaseAudit';
import '../../features/admin-releases/ui/releases.css';
import { t } from './texts';

/**
 * /admin/releases: every remote's versions, which one is active or in canary, their health
 * from the field; a super-admin promotes, starts a canary, rolls back and issues publish tokens.
 */
export function ReleasesPage() {
  const [overview, status, error, refreshing, open, refresh] = useUnit([$overview, $status, $loadError, $refreshing, releasesOpened, releasesRefreshed]);
  useEffect(() => { open(); }, [open]);
  const actions = overview ? <Button variant="secondary" busy={refreshing} onClick={() => refresh()}>{t('releasesPage.aggiorna')}</Button> : null;
  return (
    <AdminSection title={t('releasesPage.rilasci')} actions={actions}>
      {status === 'error' ? (
        <ErrorState title={t('releasesPage.impossibileCaricareIRilasci')} text={error ?? undefined} onRetry={() => refresh()} retrying={refreshing} />
      ) : !overview ? (
        <p aria-busy="true"><Spinner size="sm" decorative />{t('releasesPage.caricamentoDeiRilasci')}</p>
      ) : (
        <>
          {overview.can_manage ? null : (
            <p className="adm-rel-notice" role="note">{t('releasesPage.solaLetturaVediVersioni')}</p>
          )}
          <ReleaseHelp rules={overview.rules} />
          {overview.remotes.length === 0 ? (
            <EmptyState title={t('releasesPage.nessunaAreaDaMostrare')} text={t('releasesPage.laPiattaformaNonHa')} />
          ) : overview.remotes.map((release) => <RemoteSection key={release.remote} release={release} />)}
          {overview.can_manage ? <TokensSection /> : null}
          <ReleaseAudit remotes={overview.remotes} />
          <CanaryDialog />
        </>
      )}
    </AdminSection>
  );
}
