/**
 * /admin/users: the users table (search by e-mail or name, filters by role, state, verification,
 * deleted; sortable; CSV of the same filter), "Nuovo utente", and a user's panel at ?user=<uuid>.
 */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import type { AdminUser } from '@automercato/api-sdk';
import { Button } from '@automercato/ui/button';
import { Badge } from '@automercato/ui/badge';
import { formatDate } from '@automercato/i18n/format';
import { AdminSection } from '../admin/AdminSection';
import { FilterSelect } from '../../features/admin-table/ui/FilterSelect';
import { AdminList, type AdminColumn } from '../../features/admin-table/ui/AdminList';
import { useDetailParam } from '../../features/admin-table/ui/useListQuery';
import type { ListSpec } from '../../features/admin-table/model/query';
import { usersList } from '../../features/admin-users/api/users';
import { createOpened, panelClosed, userCreated } from '../../features/admin-users/model/users';
import { displayName, ROLE_LABELS, roleLabel, stateOf, STATE_LABELS } from '../../features/admin-users/model/format';
import { UserPanel } from '../../features/admin-users/ui/UserPanel';
import { CreateUserDialog } from '../../features/admin-users/ui/CreateUserDialog';
import '../../features/admin-users/ui/admin-users.css';
import { t } from './texts';

export const USERS_SPEC: ListSpec = {
  sortable: ['created_at', 'email', 'surname'],
  defaultSort: 'created_at',
  filters: ['role', 'status', 'verified', 'deleted'],
};

const STATE_TONE = { enabled: 'success', disabled: 'warning', deleted: 'danger' } as const;

export function UsersPage() {
  const detail = useDetailParam('user');
  const [openCreate, closePanel] = useUnit([createOpened, panelClosed]);

  // The new user's panel opens once they exist.
  useEffect(() => userCreated.watch((user) => detail.open(user.uuid)), [detail.open]); // eslint-disable-line react-hooks/exhaustive-deps

  const columns: AdminColumn<AdminUser>[] = [
    {
      key: 'email', header: 'Email', sortKey: 'email',
      cell: (u) => (
        <button type="button" className="adm-link-button" onClick={() => detail.open(u.uuid)} aria-label={t('usersPage.apri', { email: u.email })}>
          {u.email}
        </button>
      ),
    },
    { key: 'surname', header: 'Nome', sortKey: 'surname', cell: (u) => displayName(u) },
    { key: 'roles', header: 'Ruoli', cell: (u) => u.roles.map(roleLabel).join(', ') },
    { key: 'state', header: 'Stato', cell: (u) => <Badge tone={STATE_TONE[stateOf(u)]} size="sm">{STATE_LABELS[stateOf(u)]}</Badge> },
    { key: 'verified', header: t('usersPageStrings.emailVerificata'), hideOnMobile: true, cell: (u) => (u.email_verified_at ? 'sì' : 'no') },
    { key: 'created_at', header: t('usersPageStrings.registratoIl'), sortKey: 'created_at', cell: (u) => formatDate(u.created_at, 'short') },
  ];

  return (
    <AdminSection title={t('usersPage.utenti')}>
      <AdminList
        spec={USERS_SPEC}
        list={usersList}
        caption={t('usersPage.utenti')}
        columns={columns}
        rowKey={(u) => u.uuid}
        searchLabel={t('usersPage.cercaPerEmailNome')}
        searchPlaceholder="es. mario.rossi@ oppure Mario Rossi"
        exportPath="/api/admin/users/export.csv"
        actions={<Button onClick={() => openCreate()}>{t('usersPage.nuovoUtente')}</Button>}
        emptyText={t('usersPage.nessunUtentePerQuesta')}
        filters={(query, setFilter) => (
          <>
            <FilterSelect label={t('usersPage.ruolo')} name="role" query={query} setFilter={setFilter} placeholder={t('usersPage.tuttiIRuoli')} options={Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }))} />
            <FilterSelect label={t('usersPage.stato')} name="status" query={query} setFilter={setFilter} placeholder={t('usersPage.tutti')} options={[{ value: 'enabled', label: 'Attivi' }, { value: 'disabled', label: 'Disattivati' }]} />
            <FilterSelect label={t('usersPage.emailVerificata')} name="verified" query={query} setFilter={setFilter} placeholder={t('usersPage.tutte')} options={[{ value: 'yes', label: 'Verificata' }, { value: 'no', label: t('usersPageStrings.nonVerificata') }]} />
            <FilterSelect label={t('usersPage.eliminati')} name="deleted" query={query} setFilter={setFilter} placeholder={t('usersPage.nascosti')} options={[{ value: 'all', label: t('usersPageStrings.mostraAncheGliEliminati') }, { value: 'yes', label: t('usersPageStrings.soloGliEliminati') }]} />
          </>
        )}
      />
      {detail.value ? <UserPanel userId={detail.value} onClose={() => { closePanel(); detail.close(); }} /> : null}
      <CreateUserDialog />
    </AdminSection>
  );
}
