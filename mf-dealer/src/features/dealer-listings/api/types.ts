/** The dealer's view of a listing, as GET/POST/PUT /api/dealers/{uuid}/listings… answer it. */
import type { ListingPhoto } from '@automercato/api-sdk';

export type ListingState = 'draft' | 'published' | 'withdrawn' | 'sold';
export const LISTING_STATES: readonly ListingState[] = ['draft', 'published', 'withdrawn', 'sold'];

export interface Named { name: string; slug: string }

export interface DealerListing {
  uuid: string;
  title: string;
  state: ListingState;
  reference: string | null;
  make: Named;
  model: Named;
  version: string;
  price: number;
  price_negotiable: boolean;
  mileage: number;
  registration_year: number;
  registration_month: number;
  plate: string | null;
  cover_photo: string | null;
  photos: ListingPhoto[];
  showcase: boolean;
  featured: boolean;
  url?: string;
}

export interface DealerListingPage {
  items: DealerListing[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}

/** The list as the page's address holds it (SPEC §9: state in the URL). */
export type ListingSort = 'newest' | 'oldest' | 'price_asc' | 'price_desc' | 'mileage_asc';
export interface ListingQuery {
  search: string;
  state: ListingState | null;
  sort: ListingSort;
  page: number;
}

/** A version of the catalogue, what the editor prefills from. */
export interface VehicleVersion {
  name: string;
  kw: number;
  cv: number;
  fuel: string;
  traction: string;
  gearbox: string;
  category: string;
  years: [number, number];
}

/** What the editor sends (POST to create, PUT to change). Slugs of VOCABULARY.md. */
export interface ListingInput {
  make: string;
  model: string;
  version: string;
  registration_month: number | null;
  registration_year: number | null;
  mileage: number | null;
  category: string;
  power_type: string;
  gearbox_type: string;
  traction_type: string;
  power_kw: number | null;
  emission_class: string | null;
  exterior_color: string;
  exterior_paint_type: string;
  interior_color: string;
  interior_material: string;
  origin: string;
  price: number | null;
  price_negotiable: boolean;
  description: string;
  vin: string | null;
  plate: string | null;
  reference: string | null;
}

/** A listing opened in the editor: its values plus what the editor shows around them. */
export interface EditableListing extends ListingInput {
  uuid: string;
  state: ListingState;
  title: string;
}
