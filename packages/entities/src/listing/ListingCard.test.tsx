import { render } from '@testing-library/react';
import { MemoryRouter } from '@automercato/router';
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '@automercato/api-sdk';
import { ListingCard } from './ListingCard';

const item = (slug: string, name: string) => ({ slug, name });

function listing(photos: ListingSummary['photos']): ListingSummary {
  return {
    uuid: '0b0e7a3c-1c1d-4a36-9d1c-3a7f1e2b4c5d', title: 'Fiat Panda', version: '1.2 Easy', make: item('fiat', 'Fiat'),
    model: item('panda', 'Panda'), category: item('city-car', 'City car'), power_type: item('benzina', 'Benzina'),
    gearbox_type: item('manuale', 'Manuale'), traction_type: item('anteriore', 'Anteriore'), emission_class: null,
    exterior_color: item('bianco', 'Bianco'), exterior_paint_type: item('pastello', 'Pastello'),
    interior_color: item('nero', 'Nero'), interior_material: item('tessuto', 'Tessuto'), origin: item('italiana', 'Italiana'),
    mileage: 42000, registration_year: 2019, registration_month: 4, power_kw: 51, horsepower: 69, price: 8900,
    price_negotiable: false, photos, cover_photo: photos[0]?.url ?? null,
    location: { city: 'Torino', province_code: 'TO', latitude: null, longitude: null },
    dealer: { uuid: 'd', name: 'Auto Torino', slug: 'auto-torino', city: 'Torino' },
    showcase: false, featured: false, has_carfax: false, created_at: '2026-11-01T09:00:00.000Z', url: '/annunci/torino/fiat/panda/auto-torino/x',
  };
}

const img = (photos: ListingSummary['photos'], layout?: 'vertical' | 'horizontal') =>
  render(<MemoryRouter><ListingCard listing={listing(photos)} layout={layout} /></MemoryRouter>).container.querySelector('img')!;

describe('ListingCard photo', () => {
  it('an uploaded cover offers its stored widths, keeping the 4:3 box reserved (no layout shift)', () => {
    const variants = [320, 640, 1280].map((w) => ({ url: `/media/listings/l/p-${w}-h.webp`, width: w, height: (w * 3) / 4 }));
    const photo = img([{ id: 'p', url: variants[2]!.url, alt: 'Fiat Panda 1.2 Easy', width: 1280, height: 960, variants }]);
    expect(photo.getAttribute('src')).toBe('/media/listings/l/p-1280-h.webp');
    expect(photo.getAttribute('srcset')).toBe('/media/listings/l/p-320-h.webp 320w, /media/listings/l/p-640-h.webp 640w, /media/listings/l/p-1280-h.webp 1280w');
    expect(photo.getAttribute('sizes')).toMatch(/100vw/);
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['400', '300']);
  });

  it('a drawn demo photo (one size) is shown as it is, without srcset', () => {
    const url = '/media/vehicles/city-car/bianco/0.svg';
    const photo = img([{ id: 'd1', url, alt: 'Fiat Panda', width: 800, height: 600, variants: [{ url, width: 800, height: 600 }] }], 'horizontal');
    expect(photo.getAttribute('src')).toBe(url);
    expect(photo.hasAttribute('srcset')).toBe(false);
    expect(photo.hasAttribute('sizes')).toBe(false);
  });
});

describe('ListingCard distance', () => {
  const footer = (distance_m?: number | null) =>
    render(<MemoryRouter><ListingCard listing={{ ...listing([]), ...(distance_m !== undefined ? { distance_m } : {}) }} /></MemoryRouter>)
      .container.querySelector('.ms-card-place')!.textContent!.replace(/\u00a0/g, ' ');

  it('says how far the car is in a search from a place, in Italian', () => {
    expect(footer(12_345)).toBe('Torino (TO) · a 12 km');
    expect(footer(3_449)).toBe('Torino (TO) · a 3,4 km');
  });

  it('says nothing outside such a search, or when the car has no position', () => {
    expect(footer()).toBe('Torino (TO)');
    expect(footer(null)).toBe('Torino (TO)');
  });
});
