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
import { t } from './texts';

const COLUMNS: readonly AdminColumn<AdminDealerRow>[] = [
  { key: 'name', header: 'Nome', sortKey: 'name', cell: (d) => <Link to={`/admin/dealers/${d.uuid}`}>{d.name}</Link> },
  { key: 'company_name', header: t('dealersPageStrings.ragioneSociale'), hideOnMobile: true },
  { key: 'vat_number', header: t('dealersPageStrings.partitaIva'), hideOnMobile: true },
  { key: 'email', header: 'E-mail', cell: (d) => <EmailText email={d.email} /> },
  { key: 'city', header: 'Città', sortKey: 'city' },
  { key: 'plan', header: 'Piano', cell: (d) => d.plan.name },
  {
    key: 'enabled', header: 'Stato',
    cell: (d) => (
      <>
        {d.enabled ? <Badge tone="success">{t('dealersPage.attivo')}</Badge> : <Badge tone="danger">{t('dealersPage.disattivato')}</Badge>}{' '}
        {d.verified ? null : <Badge tone="warning">{t('dealersPage.nonVerificato')}</Badge>}{' '}
        {d.vat_confirmation === 'confirmed' ? null : <Badge tone={VAT_TONES[d.vat_confirmation]}>{VAT_LABELS[d.vat_confirmation]}</Badge>}
      </>
    ),
  },
  { key: 'published_listings', header: t('dealersPageStrings.annunciPubblicati'), align: 'end', cell: (d) => formatNumber(d.published_listings) },
  { key: 'created_at', header: t('dealersPageStrings.registratoIl'), sortKey: 'created_at', hideOnMobile: true, cell: (d) => formatDate(d.created_at) },
];

/** /admin/dealers: every dealer, searchable and filterable, with a link to its page. */
export function DealersPage() {
  return (
    <AdminSection title={t('dealersPage.concessionari')}>
      <AdminList
        spec={DEALER_LIST_SPEC}
        list={dealersList}
        caption={t('dealersPage.concessionari')}
        columns={COLUMNS}
        rowKey={(d) => d.uuid}
        searchLabel={t('dealersPage.cercaPerNomeRagione')}
        searchPlaceholder="es. Autosalone Rossi"
        exportPath={DEALERS_EXPORT_PATH}
        emptyText={t('dealersPage.nessunConcessionarioPerQuesta')}
        filters={(query, setFilter) => (
          <>
            <FilterSelect label={t('dealersPage.stato')} name="status" query={query} setFilter={setFilter} placeholder={t('dealersPage.tutti')} options={[{ value: 'enabled', label: 'Attivi' }, { value: 'disabled', label: 'Disattivati' }]} />
            <FilterSelect label={t('dealersPage.verifica')} name="verified" query={query} setFilter={setFilter} placeholder={t('dealersPage.tutti')} options={[{ value: 'yes', label: 'Verificati' }, { value: 'no', label: t('dealersPageStrings.nonVerificati') }]} />
            <FilterSelect label={t('dealersPage.partitaIva')} name="vat" query={query} setFilter={setFilter} placeholder={t('dealersPage.tutte')} options={VAT_OPTIONS} />
            <FilterSelect label={t('dealersPage.piano')} name="plan" query={query} setFilter={setFilter} placeholder={t('dealersPage.tutti')} options={PLAN_OPTIONS} />
          </>
        )}
      />
    </AdminSection>
  );
}
