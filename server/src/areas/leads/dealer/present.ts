import type { Lookups } from '../../../catalog/lookups.js';
import { presentPhotos } from '../../listings/photos/shape.js';
import { listingPath } from '../../listings/public/present.js';
import type { LeadRow } from './queries.js';

/** "Volkswagen Golf 1.5 TSI": a listing as the inbox and the mails name it. */
export function listingTitle(lookups: Lookups, row: { make_slug: string; model_slug: string; version: string }): string {
  return `${lookups.brand(row.make_slug).name} ${lookups.model(row.make_slug, row.model_slug).name} ${row.version}`.replace(/\s+/g, ' ').trim();
}

/** A lead as the dealer's inbox shows it, with the listing (cover, price, link) when it still exists. */
export function presentLead(row: LeadRow, lookups: Lookups) {
  const listing = row.listing_id && row.make_slug && row.model_slug && row.dealer_slug && row.city
    ? {
      uuid: row.listing_id,
      title: listingTitle(lookups, { make_slug: row.make_slug, model_slug: row.model_slug, version: row.version ?? '' }),
      price: Number(row.price),
      cover: presentPhotos(row.photos ?? [])[0] ?? null,
      url: listingPath({ id: row.listing_id, city: row.city, make_slug: row.make_slug, model_slug: row.model_slug, dealer_slug: row.dealer_slug }),
      public: row.on_sale,
    }
    : null;
  return {
    uuid: row.id, name: row.name, email: row.email, phone: row.phone, message: row.message,
    created_at: row.created_at, read_at: row.read_at, replied_at: row.replied_at, listing,
  };
}
