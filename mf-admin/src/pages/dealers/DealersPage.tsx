import { Link } from '@automercato/router';
import { Badge } from '@automercato/ui/badge';
import { formatDate, formatNumber } from '@automercato/i18n/format';
import type { AdminDealerRow } from '@automercato/api-sdk';
import { AdminSection } from '../admin/AdminSection';
import { FilterSelect } from '../../features/admin-table/ui/FilterSelect';
import { EmailText } from '../../features/admin-table/ui/EmailText';
import { AdminList, type AdminColumn } from '../../features/admin-table/ui/AdminList';
import { DEALER_LIST_SPEC, DEALERS_EXPORT_PATH, PLAN_OPTIONS, VAT_OPTIONS, dealersList } from '../../features/admin-dealers/model/list';
import { VAT_LABELS, VAT_TONES } from '../../features/admin-dealers/ui/VatReviewCard';
import '../../features/admin-dealers/ui/dealers.css';

const COLUMNS: readonly AdminColumn<AdminDealerRow>[] = [
  { key: 'name', header: 'Nome', sortKey: 'name', cell: (d) => <Link to={`/admin/dealers/${d.uuid}`}>{d.name}</Link> },
  { key: 'company_name', header: 'Ragione sociale', hideOnMobile: true },
  { key: 'vat_number', header: 'Partita IVA', hideOnMobile: true },
  { key: 'email', header: 'E-mail', cell: (d) => <EmailText email={d.email} /> },
  { key: 'city', header: 'Città', sortKey: 'city' },
  { key: 'plan', header: 'Piano', cell: (d) => d.plan.name },
  {
    key: 'enabled', header: 'Stato',
    cell: (d) => (
      <>
        {d.enabled ? <Badge tone="success">Attivo</Badge> : <Badge tone="danger">Disattivato</Badge>}{' '}
        {d.verified ? null : <Badge tone="warning">Non verificato</Badge>}{' '}
        {d.vat_confirmation === 'confirmed' ? null : <Badge tone={VAT_TONES[d.vat_confirmation]}>{VAT_LABELS[d.vat_confirmation]}</Badge>}
      </>
    ),
  },
  { key: 'published_listings', header: 'Annunci pubblicati', align: 'end', cell: (d) => formatNumber(d.published_listings) },
  { key: 'created_at', header: 'Registrato il', sortKey: 'created_at', hideOnMobile: true, cell: (d) => formatDate(d.created_at) },
];

/** /admin/dealers: every dealer, searchable and filterable, with a link to its page. */
export function DealersPage() {
  return (
    <AdminSection title="Concessionari">
      <AdminList
        spec={DEALER_LIST_SPEC}
        list={dealersList}
        caption="Concessionari"
        columns={COLUMNS}
        rowKey={(d) => d.uuid}
        searchLabel="Cerca per nome, ragione sociale, e-mail, città o partita IVA"
        searchPlaceholder="es. Autosalone Rossi"
        exportPath={DEALERS_EXPORT_PATH}
        emptyText="Nessun concessionario per questa ricerca."
        filters={(query, setFilter) => (
          <>
            <FilterSelect label="Stato" name="status" query={query} setFilter={setFilter} placeholder="Tutti" options={[{ value: 'enabled', label: 'Attivi' }, { value: 'disabled', label: 'Disattivati' }]} />
            <FilterSelect label="Verifica" name="verified" query={query} setFilter={setFilter} placeholder="Tutti" options={[{ value: 'yes', label: 'Verificati' }, { value: 'no', label: 'Non verificati' }]} />
            <FilterSelect label="Partita IVA" name="vat" query={query} setFilter={setFilter} placeholder="Tutte" options={VAT_OPTIONS} />
            <FilterSelect label="Piano" name="plan" query={query} setFilter={setFilter} placeholder="Tutti" options={PLAN_OPTIONS} />
          </>
        )}
      />
    </AdminSection>
  );
}
