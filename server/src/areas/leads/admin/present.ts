import type { AdminMessage } from '@automercato/api-contract';
import type { Lookups } from '../../../catalog/lookups.js';
import type { CsvColumn } from '../../../http/admin-list.js';
import type { AdminMessageRowData } from './queries.js';

const titleOf = (row: AdminMessageRowData, lookups: Lookups) =>
  row.make_slug && row.model_slug ? `${lookups.brand(row.make_slug).name} ${lookups.model(row.make_slug, row.model_slug).name}` : null;

export function presentMessage(row: AdminMessageRowData, lookups: Lookups): AdminMessage {
  const title = titleOf(row, lookups);
  return {
    uuid: row.id, name: row.name, email: row.email, phone: row.phone, message: row.message, user_uuid: row.user_id,
    dealer: { uuid: row.dealer_id, name: row.dealer_name },
    listing: row.listing_id && title ? { uuid: row.listing_id, title } : null,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
    replied_at: row.replied_at?.toISOString() ?? null,
    deleted_by_dealer_at: row.deleted_by_dealer_at?.toISOString() ?? null,
    deleted_by_admin_at: row.deleted_by_admin_at?.toISOString() ?? null,
  };
}

export const messageCsvColumns = (lookups: Lookups): CsvColumn<AdminMessageRowData>[] => [
  { header: 'ID', value: (r) => r.id },
  { header: 'Data', value: (r) => r.created_at },
  { header: 'Nome', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Telefono', value: (r) => r.phone },
  { header: 'Concessionario', value: (r) => r.dealer_name },
  { header: 'Annuncio', value: (r) => titleOf(r, lookups) },
  { header: 'ID annuncio', value: (r) => r.listing_id },
  { header: 'Messaggio', value: (r) => r.message },
  { header: 'Letto', value: (r) => r.read_at !== null },
  { header: 'Eliminato da admin il', value: (r) => r.deleted_by_admin_at },
];
