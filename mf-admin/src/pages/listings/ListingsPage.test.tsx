import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { $toasts, confirmFx, type ConfirmOptions } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';
import { fakeApi, ok, on, renderRoute, type Call } from '../../test/harness';

const originalConfirm = confirmFx.use.getCurrent();
afterEach(() => { confirmFx.use(originalConfirm); provideApi(null); });

const row = { uuid: 'l1', title: 'Volkswagen Golf', make: { name: 'Volkswagen', slug: 'volkswagen' }, model: { name: 'Golf', slug: 'golf' },
  version: '2.0 TDI Style', status: 'enabled', state: 'published', price: 22900, mileage: 58000, registration_year: 2021, plate: 'GB123CD',
  vin: null, city: 'Milano', dealer: { uuid: 'd1', name: 'Autosalone Rossi' }, moderation_reason: null,
  created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' };
const detail = (patch: Record<string, unknown> = {}) => ({
  ...row, registration_month: 4, power_type: 'diesel', gearbox_type: 'automatico', power_kw: 110, horsepower: 150, category: 'berlina',
  exterior_color: 'grigio', exterior_paint_type: 'metallizzata', interior_color: 'nero', interior_material: 'tessuto', traction_type: 'anteriore',
  emission_class: null, origin: 'italiana', price_negotiable: false, description: 'Ottima', reference: null, doors: 5, seats: 5, engine_cc: null,
  photos: [], cover_photo: null, photo_count: 0, showcase: false, featured: false, published_at: null, withdrawn_at: null, sold_at: null,
  url: '/annunci/l1', dealer: { uuid: 'd1', name: 'Autosalone Rossi', email: 'vendite@rossi.it', enabled: true },
  moderated_at: null, moderated_by: null, hidden_because: null, ...patch,
});
const page = (items: unknown[]) => ({ items, meta: { page: 1, per_page: 25, total: items.length, last_page: 1, total_capped: false } });
const audit = on('GET', '/api/admin/audit', ok(page([])));
const brands = on('GET', '/api/vehicles/brands', ok([{ name: 'Volkswagen', slug: 'volkswagen' }]));

describe('/admin/listings', () => {
  it('lists listings with their state; the address carries filters and sort; a dealer click filters by it', async () => {
    const { api, calls } = fakeApi(on('GET', '/api/admin/listings', ok(page([row]))), brands);
    const { router } = renderRoute('/admin/listings?status=disabled', api);
    expect(await screen.findByRole('button', { name: 'Volkswagen Golf' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Annunci' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/listings')!.search).toBe('?page=1&per_page=25&sort_by=created_at&sort_direction=desc&status=disabled');
    await userEvent.click(screen.getByRole('button', { name: 'Autosalone Rossi' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=disabled&dealer=d1'));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Prezzo/ })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=disabled&dealer=d1&sort_by=price&sort_direction=asc'));
    expect(screen.getByRole('link', { name: 'Esporta CSV' }).getAttribute('href'))
      .toBe('/api/admin/listings/export.csv?sort_by=price&sort_direction=asc&status=disabled&dealer=d1');
  });

  it('?listing= opens the panel; disabling asks a reason, then the shell, then shows a toast', async () => {
    let asked: ConfirmOptions | null = null;
    confirmFx.use(async (options) => { asked = options; return true; });
    const posted: Call[] = [];
    const { api } = fakeApi(
      on('GET', '/api/admin/listings', ok(page([row]))), on('GET', '/api/admin/listings/l1', ok(detail())), audit, brands,
      (call) => {
        if (call.method !== 'POST' || call.path !== '/api/admin/listings/l1/disable') return undefined;
        posted.push(call);
        return ok(detail({ status: 'disabled', moderation_reason: (call.body as { reason: string }).reason, url: null }));
      },
    );
    renderRoute('/admin/listings?listing=l1', api);
    const panel = await screen.findByRole('dialog', { name: 'Volkswagen Golf 2.0 TDI Style' });
    expect(within(panel).getByText(/vendite@rossi\.it/)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Sospendi l\'annuncio…' }));
    const reasonDialog = await screen.findByRole('dialog', { name: /^Sospendi / });
    await userEvent.type(within(reasonDialog).getByRole('textbox', { name: /Motivo/ }), 'corto');
    await userEvent.click(within(reasonDialog).getByRole('button', { name: 'Continua' }));
    expect(await within(reasonDialog).findByText('Il campo motivo deve avere almeno 10 caratteri')).toBeTruthy();
    await userEvent.type(within(reasonDialog).getByRole('textbox', { name: /Motivo/ }), ': foto di un altro veicolo');
    await userEvent.click(within(reasonDialog).getByRole('button', { name: 'Continua' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(asked).toMatchObject({ title: 'Sospendere l\'annuncio?', theme: 'danger' });
    expect(posted[0]!.body).toEqual({ reason: 'corto: foto di un altro veicolo' });
    expect(await within(panel).findByText('corto: foto di un altro veicolo')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Riattiva l\'annuncio' })).toBeTruthy();
    await waitFor(() => expect($toasts.getState().some((t) => t.text.startsWith('Annuncio sospeso'))).toBe(true));
  });

  it('a correction shows the server\'s message under its field', async () => {
    const { api } = fakeApi(
      on('GET', '/api/admin/listings', ok(page([row]))), on('GET', '/api/admin/listings/l1', ok(detail())), audit, brands,
      on('PUT', '/api/admin/listings/l1', { status: 422, body: { error: true, error_code: 'C6', data: { errors: { plate: ['La targa non è valida'] } }, error_message: 'La targa non è valida' } }),
    );
    renderRoute('/admin/listings?listing=l1', api);
    const panel = await screen.findByRole('dialog', { name: 'Volkswagen Golf 2.0 TDI Style' });
    const plate = within(panel).getByRole('textbox', { name: 'Targa' });
    await userEvent.clear(plate);
    await userEvent.type(plate, 'AB123CD');
    await userEvent.click(within(panel).getByRole('button', { name: 'Salva correzioni' }));
    expect(await within(panel).findByText('La targa non è valida')).toBeTruthy();
  });
});
