/** Listings as the dealer-listings API answers them, for the tests of this feature and its pages. */
import type { DealerListing, DealerListingPage, VehicleVersion } from '../api/types';

export function listing(n: number, overrides: Partial<DealerListing> = {}): DealerListing {
  return {
    uuid: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Volkswagen Golf ${n}`,
    state: 'published',
    reference: `RIF-${n}`,
    make: { name: 'Volkswagen', slug: 'volkswagen' },
    model: { name: 'Golf', slug: 'golf' },
    version: '1.5 eTSI 150 CV DSG Style',
    price: 23_900,
    price_negotiable: false,
    mileage: 42_000,
    registration_year: 2021,
    registration_month: 5,
    plate: 'GB123CD',
    cover_photo: null,
    photos: [],
    showcase: false,
    featured: false,
    ...overrides,
  };
}

export const page = (items: DealerListing[], meta: Partial<DealerListingPage['meta']> = {}): DealerListingPage => ({
  items,
  meta: { page: 1, per_page: 20, total: items.length, last_page: 1, ...meta },
});

export const GOLF_VERSIONS: VehicleVersion[] = [
  { name: '1.5 eTSI 150 CV DSG Style', kw: 110, cv: 150, fuel: 'ibrida-benzina', traction: 'anteriore', gearbox: 'automatico', category: 'berlina', years: [2020, 2025] },
  { name: '2.0 TSI R 4Motion', kw: 235, cv: 320, fuel: 'benzina', traction: 'integrale', gearbox: 'automatico', category: 'berlina', years: [2021, 2025] },
];
