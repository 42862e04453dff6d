import { Link } from '@automercato/router';
import { Badge } from '@automercato/ui/badge';
import type { AdminDealershipRow } from '@automercato/api-sdk';
import { AdminSection } from '../admin/AdminSection';
import { FilterSelect } from '../../features/admin-table/ui/FilterSelect';
import { AdminList, type AdminColumn } from '../../features/admin-table/ui/AdminList';
import { DEALERSHIP_LIST_SPEC, DEALERSHIPS_EXPORT_PATH, ROLE_LABELS, dealershipsList } from '../../features/admin-dealerships/model/list';
import '../../features/admin-dealers/ui/dealers.css';

const fullName = (u: AdminDealershipRow['user']) => [u.name, u.surname].filter(Boolean).join(' ') || '—';

const COLUMNS: readonly AdminColumn<AdminDealershipRow>[] = [
  { key: 'email', header: 'E-mail', sortKey: 'email', cell: (r) => <Link to={`/admin/dealer-admins/${r.user.uuid}`}>{r.user.email}</Link> },
  { key: 'surname', header: 'Nome e cognome', sortKey: 'surname', cell: (r) => fullName(r.user) },
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
  { key: 'enabled', header: 'Utente', cell: (r) => (r.user.enabled ? <Badge tone="success">Attivo</Badge> : <Badge tone="danger">Disattivato</Badge>) },
];

/** /admin/dealer-admins: the users who own or administer dealers, with their dealers. */
export function DealerAdminsPage() {
  return (
    <AdminSection title="Amministratori dei concessionari">
      <AdminList
        spec={DEALERSHIP_LIST_SPEC}
        list={dealershipsList}
        caption="Amministratori dei concessionari"
        columns={COLUMNS}
        rowKey={(r) => r.user.uuid}
        searchLabel="Cerca per e-mail, nome o concessionario"
        searchPlaceholder="es. mario@ oppure Autosalone"
        exportPath={DEALERSHIPS_EXPORT_PATH}
        emptyText="Nessun amministratore per questa ricerca."
        filters={(query, setFilter) => (
          <FilterSelect label="Ruolo" name="role" query={query} setFilter={setFilter} placeholder="Tutti" options={[{ value: 'owner', label: 'Titolari' }, { value: 'admin', label: 'Amministratori' }]} />
        )}
      />
    </AdminSection>
  );
}
