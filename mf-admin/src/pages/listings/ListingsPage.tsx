import { useEffect, useState } from 'react';
import { Badge } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { formatDate, formatKm, formatPrice } from '@automercato/i18n/format';
import { useApi } from '@automercato/entities/api';
import { AdminSection } from '../admin/AdminSection';
import { FilterSelect } from '../../features/admin-table/ui/FilterSelect';
import { AdminList, type AdminColumn } from '../../features/admin-table/ui/AdminList';
import { useDetailParam, useListQuery } from '../../features/admin-table/ui/useListQuery';
import { listingsList, listingsSpec } from '../../features/admin-listings/model/listings';
import type { AdminListingRow } from '../../features/admin-listings/api/listings';
import { ListingPanel } from '../../features/admin-listings/ui/ListingPanel';
import { STATE_LABELS, STATUS_LABELS } from '../../features/admin-listings/ui/labels';
import { t } from './texts';

/** The makes for the filter; without them the filter still works from the address. */
function useMakes() {
  const api = useApi();
  const [makes, setMakes] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => {
    let live = true;
    api.vehicles.brands().then((items) => { if (live) setMakes(items.map((b) => ({ value: b.slug, label: b.name }))); }, () => {});
    return () => { live = false; };
  }, [api]);
  return makes;
}

/** /admin/listings: every listing; ?listing=<id> opens its panel (moderation, corrections, audit). */
export function ListingsPage() {
  const detail = useDetailParam('listing');
  const { patch } = useListQuery(listingsSpec);
  const makes = useMakes();

  const columns: AdminColumn<AdminListingRow>[] = [
    {
      key: 'title', header: 'Annuncio',
      cell: (row) => (
        <>
          <button type="button" className="adm-row-title" onClick={() => detail.open(row.uuid)}>{row.title}</button>
          <span className="adm-row-sub">{row.version}{row.plate ? ` · ${row.plate}` : ''}</span>
        </>
      ),
    },
    {
      key: 'dealer', header: 'Concessionario',
      cell: (row) => (
        <button type="button" className="adm-linkish" title={t('listingsPage.mostraSoloGliAnnunci')}
          onClick={() => patch({ filters: { dealer: row.dealer.uuid } })}>{row.dealer.name}</button>
      ),
    },
    {
      key: 'status', header: 'Stato',
      cell: (row) => (
        <>
          <Badge tone={row.status === 'enabled' ? 'success' : 'danger'}>{STATUS_LABELS[row.status]}</Badge>{' '}
          <Badge>{STATE_LABELS[row.state]}</Badge>
        </>
      ),
    },
    { key: 'price', header: 'Prezzo', sortKey: 'price', align: 'end', cell: (row) => formatPrice(row.price) },
    { key: 'mileage', header: 'Km', sortKey: 'mileage', align: 'end', cell: (row) => formatKm(row.mileage), hideOnMobile: true },
    { key: 'registration_year', header: 'Anno', sortKey: 'registration_year', align: 'end', hideOnMobile: true },
    { key: 'created_at', header: 'Creato', sortKey: 'created_at', cell: (row) => formatDate(row.created_at) },
    { key: 'updated_at', header: 'Modificato', sortKey: 'updated_at', cell: (row) => formatDate(row.updated_at), hideOnMobile: true },
  ];

  return (
    <AdminSection title={t('listingsPage.annunci')}>
      <AdminList
        spec={listingsSpec}
        list={listingsList}
        caption={t('listingsPage.annunci')}
        columns={columns}
        rowKey={(row) => row.uuid}
        searchLabel={t('listingsPage.cercaPerTargaTelaio')}
        searchPlaceholder="Es. GB123CD"
        exportPath="/api/admin/listings/export.csv"
        filters={(q, setFilter) => (
          <>
            <FilterSelect label={t('listingsPage.moderazione')} name="status" query={q} setFilter={setFilter} placeholder={t('listingsPage.tutti')} options={[{ value: 'enabled', label: 'Attivi' }, { value: 'disabled', label: 'Sospesi' }]} />
            <FilterSelect label={t('listingsPage.stato')} name="state" query={q} setFilter={setFilter} placeholder={t('listingsPage.tutti')} options={Object.entries(STATE_LABELS).map(([value, label]) => ({ value, label }))} />
            <FilterSelect label={t('listingsPage.marca')} name="make" query={q} setFilter={setFilter} placeholder={t('listingsPage.tutte')} options={makes.length || !q.filters.make ? makes : [{ value: q.filters.make, label: q.filters.make }]} />
            {q.filters.dealer ? (
              <Button variant="secondary" size="sm" onClick={() => setFilter('dealer', '')} aria-label={t('listingsPage.togliIlFiltroPer')}>{t('listingsPage.unSoloConcessionario')}</Button>
            ) : null}
          </>
        )}
        emptyText={t('listingsPage.nessunAnnuncioPerQuesta')}
      />
      <ListingPanel id={detail.value} onClose={detail.close} />
    </AdminSection>
  );
}
