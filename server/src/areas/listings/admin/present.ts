import type { AdminListingDetail, AdminListingRow } from '@automercato/api-contract';
import type { Lookups } from '../../../catalog/lookups.js';
import type { CsvColumn } from '../../../http/admin-list.js';
import { presentDealerListing } from '../dealer/present.js';
import type { AdminListingDetailData, AdminListingRowData } from './queries.js';

export function presentRow(row: AdminListingRowData, lookups: Lookups): AdminListingRow {
  const make = lookups.brand(row.make_slug);
  const model = lookups.model(row.make_slug, row.model_slug);
  return {
    uuid: row.id, title: `${make.name} ${model.name}`, make, model, version: row.version, status: row.status, state: row.state,
    price: row.price, mileage: row.mileage, registration_year: row.registration_year, plate: row.plate, vin: row.vin, city: row.city,
    dealer: { uuid: row.dealer_id, name: row.dealer_name }, moderation_reason: row.moderation_reason,
    created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString(),
  };
}

/** The dealer editor's view of the listing (same presenter), plus its dealer and moderation. */
export function presentDetail(row: AdminListingDetailData, lookups: Lookups): AdminListingDetail {
  return {
    ...presentDealerListing(row, lookups),
    dealer: { uuid: row.dealer_id, name: row.dealer_name, email: row.dealer_email, enabled: row.dealer_enabled },
    moderation_reason: row.moderation_reason,
    moderated_at: row.moderated_at?.toISOString() ?? null,
    moderated_by: row.moderated_by ? { uuid: row.moderated_by, email: row.moderator_email ?? '' } : null,
  };
}

const STATE_NAMES = { draft: 'bozza', published: 'pubblicato', withdrawn: 'ritirato', sold: 'venduto' } as const;

/** The CSV of the list, Italian headers (sendCsv writes dates as ISO and booleans as sì/no). */
export const listingCsvColumns = (lookups: Lookups): CsvColumn<AdminListingRowData>[] => [
  { header: 'ID', value: (r) => r.id },
  { header: 'Marca', value: (r) => lookups.brand(r.make_slug).name },
  { header: 'Modello', value: (r) => lookups.model(r.make_slug, r.model_slug).name },
  { header: 'Versione', value: (r) => r.version },
  { header: 'Concessionario', value: (r) => r.dealer_name },
  { header: 'ID concessionario', value: (r) => r.dealer_id },
  { header: 'Stato', value: (r) => STATE_NAMES[r.state] },
  { header: 'Abilitato', value: (r) => r.status === 'enabled' },
  { header: 'Prezzo (€)', value: (r) => r.price },
  { header: 'Chilometri', value: (r) => r.mileage },
  { header: 'Anno', value: (r) => r.registration_year },
  { header: 'Targa', value: (r) => r.plate },
  { header: 'Telaio (VIN)', value: (r) => r.vin },
  { header: 'Città', value: (r) => r.city },
  { header: 'Motivo sospensione', value: (r) => r.moderation_reason },
  { header: 'Creato il', value: (r) => r.created_at },
  { header: 'Aggiornato il', value: (r) => r.updated_at },
];
