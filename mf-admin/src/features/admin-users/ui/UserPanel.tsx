/**
 * One user's panel, opened from the table (?user=<uuid>): who they are, how they sign in, their
 * dealers and open sessions, the edit form (fields and roles), enable/disable, delete, and the
 * audit trail of the account.
 */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Drawer } from '@automercato/ui/drawer';
import { Button } from '@automercato/ui/button';
import { Badge } from '@automercato/ui/badge';
import { ErrorState } from '@automercato/ui/states';
import { formatDate } from '@automercato/i18n/format';
import { Link } from '@automercato/router';
import { AuditTrail } from '../../admin-table';
import {
  $busy, $panelError, $panelStatus, $roles, $user, deleteRequested, disableRequested, enableRequested, panelOpened, panelRetried,
  submitEditFx,
} from '../model/users';
import { displayName, roleLabel, stateOf, STATE_LABELS } from '../model/format';
import { toUpdateBody } from '../model/user-form';
import { EditUserForm } from './UserForm';
import { t } from '../texts';

export function UserPanel({ userId, onClose }: { userId: string; onClose: () => void }) {
  const [user, status, error, roles, busy] = useUnit([$user, $panelStatus, $panelError, $roles, $busy]);
  const [open, retry, save, enable, disable, remove] = useUnit([panelOpened, panelRetried, submitEditFx, enableRequested, disableRequested, deleteRequested]);
  useEffect(() => { open(userId); }, [userId, open]);

  const current = user?.uuid === userId ? user : null;
  const state = current ? stateOf(current) : null;

  return (
    <Drawer open onClose={onClose} side="right" width="lg" title={current ? displayName(current) : t('userPanel.utente')} className="adm-user-panel">
      {status === 'error' && !current ? (
        <ErrorState title={error ?? t('userPanel.impossibileCaricareLUtente')} onRetry={() => retry()} headingLevel={3} />
      ) : !current ? (
        <p aria-busy="true">{t('userPanel.caricamento')}</p>
      ) : (
        <div className="adm-user">
          <p className="adm-user__badges">
            <Badge tone={state === 'enabled' ? 'success' : state === 'disabled' ? 'warning' : 'danger'}>{STATE_LABELS[state!]}</Badge>{' '}
            <Badge tone={current.email_verified_at ? 'info' : 'neutral'}>{current.email_verified_at ? t('userPanel.emailVerificata') : t('userPanel.emailNonVerificata')}</Badge>{' '}
            {current.roles.map((role) => <Badge key={role} tone="primary">{roleLabel(role)}</Badge>)}
          </p>
          <dl className="adm-user__facts">
            <dt>{t('userPanel.email')}</dt><dd>{current.email}</dd>
            <dt>{t('userPanel.telefono')}</dt><dd>{current.phone || '—'}</dd>
            <dt>{t('userPanel.registratoIl')}</dt><dd>{formatDate(current.created_at, 'datetime')}</dd>
            <dt>{t('userPanel.ultimaModifica')}</dt><dd>{formatDate(current.updated_at, 'datetime')}</dd>
            {current.deleted_at ? (<><dt>{t('userPanel.eliminatoIl')}</dt><dd>{formatDate(current.deleted_at, 'datetime')}</dd></>) : null}
            <dt>{t('userPanel.accesso')}</dt><dd>{[current.has_password ? 'password' : null, current.has_google ? 'Google' : null].filter(Boolean).join(' e ') || t('userPanel.nessuno')}</dd>
            <dt>{t('userPanel.sessioniAperte')}</dt><dd>{current.active_sessions}</dd>
            <dt>{t('userPanel.concessionari')}</dt>
            <dd>
              {current.dealers.length ? (
                <ul className="adm-user__dealers">
                  {current.dealers.map((d) => (
                    <li key={d.uuid}><Link to={`/admin/dealers/${d.uuid}`}>{d.name}</Link> ({d.membership === 'owner' ? t('userPanel.titolare') : t('userPanel.amministratore')})</li>
                  ))}
                </ul>
              ) : t('userPanel.nessuno')}
            </dd>
          </dl>

          {state !== 'deleted' ? (
            <>
              <section aria-labelledby="adm-user-edit" className="adm-user__section">
                <h3 id="adm-user-edit">{t('userPanel.modifica')}</h3>
                <EditUserForm
                  key={`${current.uuid}-${current.updated_at}`} id="adm-user-edit-form" labelledBy="adm-user-edit" user={current} roles={roles}
                  submitLabel={t('userPanel.salvaModifiche')} onSubmit={(values) => save(toUpdateBody(values))}
                />
              </section>
              <section aria-labelledby="adm-user-actions" className="adm-user__section">
                <h3 id="adm-user-actions">{t('userPanel.accessoEAccount')}</h3>
                <div className="adm-user__actions">
                  {current.enabled
                    ? <Button variant="secondary" onClick={() => disable()} disabled={busy}>{t('userPanel.disattiva')}</Button>
                    : <Button variant="secondary" onClick={() => enable()} disabled={busy}>{t('userPanel.riattiva')}</Button>}
                  <Button variant="danger" onClick={() => remove()} disabled={busy}>{t('userPanel.elimina')}</Button>
                </div>
              </section>
            </>
          ) : (
            <p>{t('userPanel.questoUtenteEStato')}</p>
          )}
          <AuditTrail entityType="user" entityId={current.uuid} headingLevel={3} />
        </div>
      )}
    </Drawer>
  );
}
