import { Link } from '@automercato/router';
import { Badge } from '@automercato/ui/badge';
import type { AdminDealershipRow } from '@automercato/api-sdk';
import { AdminSection } from '../admin/AdminSection';
import { FilterSelect } from '../../features/admin-table/ui/FilterSelect';
import { AdminList, type AdminColumn } from '../../features/admin-table/ui/AdminList';
import { DEALERSHIP_LIST_SPEC, DEALERSHIPS_EXPORT_PATH, ROLE_LABELS, dealershipsList } from '../../features/admin-dealerships/model/list';
import '../../features/admin-dealers/ui/dealers.css';
import { t } from './texts';

const fullName = (u: AdminDealershipRow['user']) => [u.name, u.surname].filter(Boolean).join(' ') || '—';

const COLUMNS: readonly AdminColumn<AdminDealershipRow>[] = [
  { key: 'email', header: 'E-mail', sortKey: 'email', cell: (r) => <Link to={`/admin/dealer-admins/${r.user.uuid}`}>{r.user.email}</Link> },
  { key: 'surname', header: t('dealerAdminsPageStrings.nomeECognome'), sortKey: 'surname', cell: (r) => fullName(r.user) },
  {
    key: 'dealerships', header: 'Concessionari',
    cell: (r) => (
      <ul className="adm-members">
        {r.dealerships.map((d) => (
          <li key={d.dealer.uuid}>
            <Link to={`/admin/dealers/${d.dealer.uuid}`}>{d.dealer.name}</Link>
            <Badge tone={d.role === 'owner' ? 'primary' : 'neutral'} size="sm">{ROLE_LABELS[d.role]}</Badge>
          </li>
        ))}
      </ul>
    ),
  },
  { key: 'enabled', header: 'Utente', cell: (r) => (r.user.enabled ? <Badge tone="success">{t('dealerAdminsPage.attivo')}</Badge> : <Badge tone="danger">{t('dealerAdminsPage.disattivato')}</Badge>) },
];

/** /admin/dealer-admins: the users who own or administer dealers, with their dealers. */
export function DealerAdminsPage() {
  return (
    <AdminSection title={t('dealerAdminsPage.amministratoriDeiConcessionari')}>
      <AdminList
        spec={DEALERSHIP_LIST_SPEC}
        list={dealershipsList}
        caption={t('dealerAdminsPage.amministratoriDeiConcessionari')}
        columns={COLUMNS}
        rowKey={(r) => r.user.uuid}
        searchLabel={t('dealerAdminsPage.cercaPerEMail')}
        searchPlaceholder="es. mario@ oppure Autosalone"
        exportPath={DEALERSHIPS_EXPORT_PATH}
        emptyText={t('dealerAdminsPage.nessunAmministratorePerQuesta')}
        filters={(query, setFilter) => (
          <FilterSelect label={t('dealerAdminsPage.ruolo')} name="role" query={query} setFilter={setFilter} placeholder={t('dealerAdminsPage.tutti')} options={[{ value: 'owner', label: 'Titolari' }, { value: 'admin', label: 'Amministratori' }]} />
        )}
      />
    </AdminSection>
  );
}
