/** Listings as the dealer-listings API answers them, for the tests of this feature and its pages. */
import type { DealerListing, DealerListingCounters, DealerListingPage, VehicleVersion } from '../api/types';
import { t } from '../texts';

export function listing(n: number, overrides: Partial<DealerListing> = {}): DealerListing {
  return {
    uuid: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    state: 'published',
    status: 'enabled',
    title: t('fixtures.volkswagenGolf', { n }),
    make: { name: 'Volkswagen', slug: 'volkswagen' },
    model: { name: 'Golf', slug: 'golf' },
    version: t('fixtures.n15Etsi150'),
    registration_year: 2021,
    registration_month: 5,
    mileage: 42_000,
    power_type: 'ibrida',
    gearbox_type: 'automatico',
    power_kw: 110,
    horsepower: 150,
    category: 'berlina',
    exterior_color: 'grigio',
    exterior_paint_type: 'metallizzata',
    interior_color: 'nero',
    interior_material: 'tessuto',
    traction_type: 'anteriore',
    emission_class: null,
    origin: 'italiana',
    price: 23_900,
    price_negotiable: false,
    description: '',
    vin: null,
    plate: 'GB123CD',
    reference: `RIF-${n}`,
    doors: 5,
    seats: 5,
    engine_cc: null,
    photos: [],
    cover_photo: null,
    photo_count: 0,
    showcase: false,
    featured: false,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    published_at: '2026-11-01T10:00:00.000Z',
    withdrawn_at: null,
    sold_at: null,
    url: null,
    moderation_reason: null,
    moderated_at: null,
    hidden_because: null,
    ...overrides,
  };
}

export const COUNTERS: DealerListingCounters = { published: 12, in_search: 10, allowed: 50, showcase: { used: 1, allowed: 2 }, featured: { used: 0, allowed: 1 } };

export const page = (items: DealerListing[], meta: Partial<DealerListingPage['meta']> = {}): DealerListingPage => ({
  items,
  meta: { page: 1, per_page: 20, total: items.length, last_page: 1, counters: COUNTERS, ...meta },
});

export const change = (l: DealerListing, counters: DealerListingCounters = COUNTERS) => ({ listing: l, counters });

export const GOLF_VERSIONS: VehicleVersion[] = [
  { name: '1.5 eTSI 150 CV DSG Style', power_kw: 110, horsepower: 150, fuel: 'ibrida', traction: 'anteriore', gearbox: 'automatico', body: 'berlina', year_from: 2020, year_to: 2025 },
  { name: '2.0 TSI R 4Motion', power_kw: 235, horsepower: 320, fuel: 'benzina', traction: 'integrale', gearbox: 'automatico', body: 'berlina', year_from: 2021, year_to: 2025 },
];
