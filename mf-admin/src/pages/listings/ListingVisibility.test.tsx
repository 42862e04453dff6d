import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { provideApi } from '@automercato/entities/api';
import { fakeApi, ok, on, renderRoute } from '../../test/harness';

// The panel says "visible to the public" only when the API gives the public page (its on-sale rule),
// not because the listing is published: an unverified dealer's published listing is hidden.
afterEach(() => { provideApi(null); });

const row = { uuid: 'l1', title: 'Volkswagen Golf', make: { name: 'Volkswagen', slug: 'volkswagen' }, model: { name: 'Golf', slug: 'golf' },
  version: '2.0 TDI Style', status: 'enabled', state: 'published', price: 22900, mileage: 58000, registration_year: 2021, plate: 'GB123CD',
  vin: null, city: 'Milano', dealer: { uuid: 'd1', name: 'Autosalone Rossi' }, moderation_reason: null,
  created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' };
const detail = (patch: Record<string, unknown>) => ({
  ...row, registration_month: 4, power_type: 'diesel', gearbox_type: 'automatico', power_kw: 110, horsepower: 150, category: 'berlina',
  exterior_color: 'grigio', exterior_paint_type: 'metallizzata', interior_color: 'nero', interior_material: 'tessuto', traction_type: 'anteriore',
  emission_class: null, origin: 'italiana', price_negotiable: false, description: 'Ottima', reference: null, doors: 5, seats: 5, engine_cc: null,
  photos: [], cover_photo: null, photo_count: 1, showcase: false, featured: false, published_at: null, withdrawn_at: null, sold_at: null,
  dealer: { uuid: 'd1', name: 'Autosalone Rossi', email: 'vendite@rossi.it', enabled: true },
  moderated_at: null, moderated_by: null, ...patch,
});
const page = (items: unknown[]) => ({ items, meta: { page: 1, per_page: 25, total: items.length, last_page: 1, total_capped: false } });

async function openPanel(listing: Record<string, unknown>) {
  const { api } = fakeApi(
    on('GET', '/api/admin/listings', ok(page([row]))), on('GET', '/api/admin/listings/l1', ok(listing)),
    on('GET', '/api/admin/audit', ok(page([]))), on('GET', '/api/vehicles/brands', ok([{ name: 'Volkswagen', slug: 'volkswagen' }])),
  );
  renderRoute('/admin/listings?listing=l1', api);
  return screen.findByRole('dialog', { name: 'Volkswagen Golf 2.0 TDI Style' });
}

describe('an admin sees whether the public sees a listing', () => {
  it('a published listing of a verified dealer: visible, with a link to its page', async () => {
    const panel = await openPanel(detail({ url: '/annunci/l1', hidden_because: null }));
    expect(within(panel).getByText(/è attivo e visibile al pubblico/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: /pagina pubblica/i }).getAttribute('href')).toBe('/annunci/l1');
  });

  it('a published listing of a dealer who has not confirmed the e-mail: not visible, no link', async () => {
    const panel = await openPanel(detail({ url: null, hidden_because: 'dealer_unverified' }));
    expect(within(panel).getByText(/non visibile al pubblico/)).toBeTruthy();
    expect(within(panel).queryByText(/e visibile al pubblico/)).toBeNull();
    expect(within(panel).queryByRole('link', { name: /pagina pubblica/i })).toBeNull();
  });
});
