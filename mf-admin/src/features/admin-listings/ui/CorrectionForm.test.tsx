import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { provideApi } from '@automercato/entities/api';
import type { Answer } from '@automercato/entities/testing';
import { fakeApi, ok, on, renderRoute } from '../../../test/harness';

afterEach(() => provideApi(null));

const detail = (patch: Record<string, unknown> = {}) => ({
  uuid: 'l1', title: 'Volkswagen Golf', make: { name: 'Volkswagen', slug: 'volkswagen' }, model: { name: 'Golf', slug: 'golf' },
  version: '2.0 TDI Style', status: 'enabled', state: 'published', price: 22900, mileage: 58000, registration_year: 2021, plate: 'GB123CD',
  vin: null, city: 'Milano', created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z',
  registration_month: 4, power_type: 'diesel', gearbox_type: 'automatico', power_kw: 110, horsepower: 150, category: 'berlina',
  exterior_color: 'grigio', exterior_paint_type: 'metallizzata', interior_color: 'nero', interior_material: 'tessuto', traction_type: 'anteriore',
  emission_class: null, origin: 'italiana', price_negotiable: false, description: 'Ottima', reference: null, doors: 5, seats: 5, engine_cc: null,
  photos: [], cover_photo: null, photo_count: 0, showcase: false, featured: false, published_at: null, withdrawn_at: null, sold_at: null,
  url: '/annunci/l1', dealer: { uuid: 'd1', name: 'Autosalone Rossi', email: 'vendite@rossi.it', enabled: true },
  moderation_reason: null, moderated_at: null, moderated_by: null, hidden_because: null, ...patch,
});
const page = (items: unknown[]) => ({ items, meta: { page: 1, per_page: 25, total: items.length, last_page: 1, total_capped: false } });

async function openPanel(put?: () => Answer | Promise<Answer>) {
  const { api, calls } = fakeApi(
    on('GET', '/api/admin/listings', ok(page([]))), on('GET', '/api/admin/listings/l1', ok(detail())), on('GET', '/api/admin/audit', ok(page([]))),
    on('GET', '/api/vehicles/brands', ok([])), ...(put ? [on('PUT', '/api/admin/listings/l1', put)] : []),
  );
  renderRoute('/admin/listings?listing=l1', api);
  const panel = await screen.findByRole('dialog', { name: 'Volkswagen Golf 2.0 TDI Style' });
  const form = within(panel).getByRole('form', { name: 'Correggi l\'annuncio' });
  return { form, puts: () => calls.filter((c) => c.method === 'PUT') };
}

describe('an admin\'s correction of a listing', () => {
  it('says what is wrong with a field when it is left, and sends nothing while a field is wrong', async () => {
    const { form, puts } = await openPanel();
    const plate = within(form).getByRole('textbox', { name: 'Targa' });
    await userEvent.clear(plate);
    await userEvent.type(plate, 'XX');
    expect(within(form).queryByText(/^La targa non è valida/)).toBeNull();
    await userEvent.tab();
    expect(await within(form).findByText(/^La targa non è valida: il formato è AA000AA/)).toBeTruthy();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Prezzo (€)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salva correzioni' }));
    expect(await within(form).findByText('Il campo prezzo è richiesto')).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it('sends the whole listing with the corrections, busy until the answer; then starts again from the saved listing', async () => {
    let answered: (answer: Answer) => void = () => undefined;
    const { form, puts } = await openPanel(() => new Promise<Answer>((resolve) => { answered = resolve; }));
    const price = within(form).getByRole('textbox', { name: 'Prezzo (€)' });
    await userEvent.clear(price);
    await userEvent.type(price, '21500');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Prezzo trattabile' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salva correzioni' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({ make: 'volkswagen', model: 'golf', version: '2.0 TDI Style', price: 21500, mileage: 58000, price_negotiable: true, plate: 'GB123CD' });
    expect(form.getAttribute('aria-busy')).toBe('true');
    answered(ok(detail({ price: 21000, price_negotiable: true })));
    await waitFor(() => expect((within(form).getByRole('textbox', { name: 'Prezzo (€)' }) as HTMLInputElement).value).toBe('21000'));
    expect(form.getAttribute('aria-busy')).toBeNull();
  });

  it('a refusal of a field the form does not show goes in the form\'s alert', async () => {
    const { form } = await openPanel(() => ({ status: 422, body: { error: true, error_code: '2', data: { errors: { model: ['Il modello non è più nel catalogo'] } }, error_message: 'Dati non validi' } }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salva correzioni' }));
    expect(await within(form).findByText('Il modello non è più nel catalogo')).toBeTruthy();
  });
});
