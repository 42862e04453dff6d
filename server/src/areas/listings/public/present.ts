import type { Lookups } from '../../../catalog/lookups.js';
import type { ListingPhoto, OpeningHours, StoredLogo } from '../../../db/schema.js';
import { presentPhotos } from '../photos/shape.js';
import { foldWords } from '@automercato/i18n/format';

/** Columns a listing card needs (l = listings, d = dealers). */
export const summaryColumns = [
  'l.id', 'l.make_slug', 'l.model_slug', 'l.version', 'l.category', 'l.power_type', 'l.gearbox_type',
  'l.traction_type', 'l.emission_class', 'l.exterior_color', 'l.exterior_paint_type', 'l.interior_color',
  'l.interior_material', 'l.origin', 'l.mileage', 'l.registration_year', 'l.registration_month',
  'l.power_kw', 'l.horsepower', 'l.price', 'l.price_negotiable', 'l.photos', 'l.city', 'l.province_code',
  'l.latitude', 'l.longitude', 'l.showcase', 'l.featured', 'l.carfax_report_id', 'l.created_at',
  'd.id as dealer_id', 'd.name as dealer_name', 'd.slug as dealer_slug', 'd.city as dealer_city',
] as const;

export const detailColumns = [
  ...summaryColumns, 'l.status', 'l.state', 'l.description', 'l.doors', 'l.seats', 'l.engine_cc', 'l.updated_at',
  'd.address as dealer_address', 'd.postal_code as dealer_postal_code', 'd.province_code as dealer_province_code',
  'd.phone as dealer_phone', 'd.website as dealer_website', 'd.latitude as dealer_latitude',
  'd.longitude as dealer_longitude', 'd.enabled as dealer_enabled',
  'd.opening_hours as dealer_opening_hours', 'd.logo as dealer_logo',
] as const;

export interface SummaryRow {
  id: string; make_slug: string; model_slug: string; version: string; category: string; power_type: string;
  gearbox_type: string; traction_type: string; emission_class: string | null; exterior_color: string;
  exterior_paint_type: string; interior_color: string; interior_material: string; origin: string;
  mileage: number; registration_year: number; registration_month: number; power_kw: number; horsepower: number;
  price: number; price_negotiable: boolean; photos: ListingPhoto[]; city: string; province_code: string | null;
  latitude: number | null; longitude: number | null; showcase: boolean; featured: boolean;
  carfax_report_id: string | null; created_at: Date; dealer_id: string; dealer_name: string; dealer_slug: string;
  dealer_city: string;
  /** Only in a search from a point (queries.ts positionDistance). */
  distance_m?: number | null;
}

export interface DetailRow extends SummaryRow {
  status: string; state: string; description: string; doors: number | null; seats: number | null; engine_cc: number | null;
  updated_at: Date; dealer_address: string; dealer_postal_code: string | null; dealer_province_code: string | null;
  dealer_phone: string | null; dealer_website: string | null; dealer_latitude: number | null;
  dealer_longitude: number | null; dealer_enabled: boolean;
  dealer_opening_hours: OpeningHours | null; dealer_logo: StoredLogo | null;
}

/** URL segment: lower case, accents folded, hyphens. */
export function slugify(text: string): string {
  return foldWords(text, '-') || 'n-d';
}

/** The canonical listing address of SPEC §2: /annunci/{city}/{make}/{model}/{dealer}/{uuid}. */
export function listingPath(row: Pick<SummaryRow, 'id' | 'city' | 'make_slug' | 'model_slug' | 'dealer_slug'>): string {
  return `/annunci/${slugify(row.city)}/${row.make_slug}/${row.model_slug}/${row.dealer_slug}/${row.id}`;
}

export function presentSummary(row: SummaryRow, lookups: Lookups) {
  const make = lookups.brand(row.make_slug);
  const model = lookups.model(row.make_slug, row.model_slug);
  return {
    uuid: row.id,
    title: `${make.name} ${model.name}`,
    version: row.version,
    make,
    model,
    category: lookups.item('categories', row.category),
    power_type: lookups.item('power-types', row.power_type),
    gearbox_type: lookups.item('gearbox-types', row.gearbox_type),
    traction_type: lookups.item('traction-types', row.traction_type),
    emission_class: lookups.item('emission-classes', row.emission_class),
    exterior_color: lookups.item('exterior-colors', row.exterior_color),
    exterior_paint_type: lookups.item('paint-types', row.exterior_paint_type),
    interior_color: lookups.item('interior-colors', row.interior_color),
    interior_material: lookups.item('interior-materials', row.interior_material),
    origin: lookups.item('origins', row.origin),
    mileage: row.mileage,
    registration_year: row.registration_year,
    registration_month: row.registration_month,
    power_kw: row.power_kw,
    horsepower: row.horsepower,
    price: row.price,
    price_negotiable: row.price_negotiable,
    photos: presentPhotos(row.photos),
    cover_photo: row.photos[0]?.url ?? null,
    location: { city: row.city, province_code: row.province_code, latitude: row.latitude, longitude: row.longitude },
    dealer: { uuid: row.dealer_id, name: row.dealer_name, slug: row.dealer_slug, city: row.dealer_city },
    showcase: row.showcase,
    featured: row.featured,
    has_carfax: row.carfax_report_id !== null,
    created_at: row.created_at,
    url: listingPath(row),
    ...(row.distance_m !== undefined ? { distance_m: row.distance_m === null ? null : Math.round(Number(row.distance_m)) } : {}),
  };
}

export function presentDetail(row: DetailRow, lookups: Lookups) {
  return {
    ...presentSummary(row, lookups),
    description: row.description,
    doors: row.doors,
    seats: row.seats,
    engine_cc: row.engine_cc,
    updated_at: row.updated_at,
    dealer: {
      uuid: row.dealer_id, name: row.dealer_name, slug: row.dealer_slug, city: row.dealer_city,
      address: row.dealer_address, postal_code: row.dealer_postal_code, province_code: row.dealer_province_code,
      phone: row.dealer_phone, website: row.dealer_website,
      latitude: row.dealer_latitude, longitude: row.dealer_longitude,
      // The stored logo carries its storage key: the contract's shape sends only url and size.
      opening_hours: row.dealer_opening_hours, logo: row.dealer_logo,
    },
  };
}
