/**
 * One user's panel, opened from the table (?user=<uuid>): who they are, how they sign in, their
 * dealers and open sessions, the edit form (fields and roles), enable/disable, delete, and the
 * audit trail of the account.
 */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import type { AdminUserDetail, AdminUserUpdateBody } from '@automercato/api-sdk';
import { Drawer } from '@automercato/ui/drawer';
import { Button } from '@automercato/ui/button';
import { Badge } from '@automercato/ui/badge';
import { ErrorState } from '@automercato/ui/states';
import { formatDate } from '@automercato/i18n/format';
import { Link } from '@automercato/router';
import { AuditTrail } from '../../admin-table';
import {
  $busy, $editErrors, $panelError, $panelStatus, $roles, $saving, $user, deleteRequested, disableRequested, editSubmitted,
  enableRequested, panelOpened, panelRetried,
} from '../model/users';
import { displayName, roleLabel, stateOf, STATE_LABELS } from '../model/format';
import { UserForm, type UserFormValues } from './UserForm';
import { t } from '../texts';

const formOf = (user: AdminUserDetail): UserFormValues => ({
  email: user.email, name: user.name, surname: user.surname, phone: user.phone ?? '', roles: [...user.roles],
  emailVerified: user.email_verified_at !== null, password: '', sendMail: false,
});

export function UserPanel({ userId, onClose }: { userId: string; onClose: () => void }) {
  const [user, status, error, roles, errors, saving, busy] = useUnit([$user, $panelStatus, $panelError, $roles, $editErrors, $saving, $busy]);
  const [open, retry, save, enable, disable, remove] = useUnit([panelOpened, panelRetried, editSubmitted, enableRequested, disableRequested, deleteRequested]);
  useEffect(() => { open(userId); }, [userId, open]);

  const current = user?.uuid === userId ? user : null;
  const state = current ? stateOf(current) : null;
  const submit = (values: UserFormValues) => save({
    email: values.email.trim(), name: values.name.trim(), surname: values.surname.trim(),
    phone: values.phone.trim() || null, roles: values.roles as AdminUserUpdateBody['roles'], email_verified: values.emailVerified,
  });

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
                <UserForm key={`${current.uuid}-${current.updated_at}`} id="adm-user-edit-form" initial={formOf(current)} roles={roles} errors={errors} onSubmit={submit}>
                  <Button type="submit" busy={saving}>{t('userPanel.salvaModifiche')}</Button>
                </UserForm>
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
