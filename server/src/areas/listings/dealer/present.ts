import type { DealerListing } from '@automercato/api-contract';
import type { Lookups } from '../../../catalog/lookups.js';
import { presentPhotos } from '../photos/shape.js';
import { listingPath } from '../public/present.js';
import type { DealerListingRow } from './queries.js';

/** A listing as its dealer's editor and list show it (slugs as stored, make and model named). */
export function presentDealerListing(row: DealerListingRow, lookups: Lookups): DealerListing {
  const make = lookups.brand(row.make_slug);
  const model = lookups.model(row.make_slug, row.model_slug);
  return {
    uuid: row.id,
    state: row.state,
    status: row.status,
    title: `${make.name} ${model.name}`,
    make,
    model,
    version: row.version,
    registration_year: row.registration_year,
    registration_month: row.registration_month,
    mileage: row.mileage,
    power_type: row.power_type,
    gearbox_type: row.gearbox_type,
    power_kw: row.power_kw,
    horsepower: row.horsepower,
    category: row.category,
    exterior_color: row.exterior_color,
    exterior_paint_type: row.exterior_paint_type,
    interior_color: row.interior_color,
    interior_material: row.interior_material,
    traction_type: row.traction_type,
    emission_class: row.emission_class,
    origin: row.origin,
    price: row.price,
    price_negotiable: row.price_negotiable,
    description: row.description,
    vin: row.vin,
    plate: row.plate,
    reference: row.reference,
    doors: row.doors,
    seats: row.seats,
    engine_cc: row.engine_cc,
    photos: presentPhotos(row.photos),
    cover_photo: row.photos[0]?.url ?? null,
    photo_count: row.photo_count,
    showcase: row.showcase,
    featured: row.featured,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
    withdrawn_at: row.withdrawn_at?.toISOString() ?? null,
    sold_at: row.sold_at?.toISOString() ?? null,
    moderation_reason: row.moderation_reason,
    moderated_at: row.moderated_at?.toISOString() ?? null,
    hidden_because: row.hidden_because,
    // Only where the public sees it (onSale: also the dealer's own e-mail and partita IVA confirmed).
    url: row.on_sale
      ? listingPath({ id: row.id, city: row.city, make_slug: row.make_slug, model_slug: row.model_slug, dealer_slug: row.dealer_slug })
      : null,
  };
}
