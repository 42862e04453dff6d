import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { ApiError } from '@automercato/api-sdk';
import { confirmFx, showToastFx } from '@automercato/shell-api';
import { auditList } from '../../admin-table/model/audit';
import { disableListingFx, enableListingFx, loadListingFx, saveListingFx, type AdminListingDetail } from '../api/listings';
import {
  $listing, $reasonError, $reasonOpen, bodyOf, checkReason, disableRequested, enableRequested,
  listingOpened, listingsList, reasonSubmitted, submitCorrectionFx,
} from './listings';

const detail = (patch: Partial<AdminListingDetail> = {}): AdminListingDetail => ({
  uuid: 'l1', state: 'published', status: 'enabled', title: 'Volkswagen Golf', make: { name: 'Volkswagen', slug: 'volkswagen' },
  model: { name: 'Golf', slug: 'golf' }, version: '2.0 TDI Style', registration_year: 2021, registration_month: 4, mileage: 58000,
  power_type: 'diesel', gearbox_type: 'automatico', power_kw: 110, horsepower: 150, category: 'berlina', exterior_color: 'grigio',
  exterior_paint_type: 'metallizzata', interior_color: 'nero', interior_material: 'tessuto', traction_type: 'anteriore',
  emission_class: 'euro-6d', origin: 'italiana', price: 22900, price_negotiable: true, description: 'Ottima', vin: null, plate: 'GB123CD',
  reference: null, doors: 5, seats: 5, engine_cc: null, photos: [], cover_photo: null, photo_count: 0, showcase: false, featured: false,
  created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z', published_at: null, withdrawn_at: null, sold_at: null,
  url: '/annunci/x', dealer: { uuid: 'd1', name: 'Autosalone', email: 'd@example.it', enabled: true },
  moderation_reason: null, moderated_at: null, moderated_by: null, hidden_because: null,
  ...patch,
});

function setup(options: { confirm?: boolean; save?: () => Promise<AdminListingDetail> } = {}) {
  const calls = { disabled: [] as Array<{ id: string; reason: string }>, enabled: [] as string[], saved: [] as unknown[], lists: 0, audits: 0, toasts: [] as string[], confirms: 0 };
  const scope = fork({
    handlers: [
      [loadListingFx, async (id: string) => detail({ uuid: id })],
      [disableListingFx, async (p: { id: string; reason: string }) => { calls.disabled.push(p); return detail({ status: 'disabled', moderation_reason: p.reason }); }],
      [enableListingFx, async (id: string) => { calls.enabled.push(id); return detail(); }],
      [saveListingFx, async (p: { id: string; body: unknown }) => { calls.saved.push(p.body); return options.save ? options.save() : detail({ price: 21000 }); }],
      [listingsList.fetchFx, async () => { calls.lists += 1; return { items: [], meta: { page: 1, per_page: 25, total: 0, last_page: 1, total_capped: false } }; }],
      [auditList.fetchFx, async () => { calls.audits += 1; return { items: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1, total_capped: false } }; }],
      [confirmFx, async () => { calls.confirms += 1; return options.confirm ?? true; }],
      [showToastFx, (toast: { text: string }) => { calls.toasts.push(toast.text); return { id: 't', ...toast }; }],
    ],
  });
  return { scope, calls };
}

describe('the reason of a disable', () => {
  it('is 10 to 500 characters once spaces are collapsed', () => {
    expect(checkReason('  troppo   ')).toEqual({ ok: false, message: 'Il campo motivo deve avere almeno 10 caratteri' });
    expect(checkReason('x'.repeat(501)).ok).toBe(false);
    expect(checkReason('  Foto   non  corrispondenti ')).toEqual({ ok: true, reason: 'Foto non corrispondenti' });
  });
});

describe('the listing panel', () => {
  it('opens a listing; a short reason is refused here, a good one asks the shell first, then disables and reloads table and trail', async () => {
    const { scope, calls } = setup();
    await allSettled(listingsList.listOpened, { scope, params: { page: 1 } });
    await allSettled(auditList.listOpened, { scope, params: { entity_type: 'listing', entity_id: 'l1' } });
    await allSettled(listingOpened, { scope, params: 'l1' });
    expect(scope.getState($listing)?.uuid).toBe('l1');
    await allSettled(disableRequested, { scope });
    expect(scope.getState($reasonOpen)).toBe(true);
    await allSettled(reasonSubmitted, { scope, params: 'corto' });
    expect(scope.getState($reasonError)).toMatch(/almeno 10/);
    expect(calls.confirms).toBe(0);
    const [lists, audits] = [calls.lists, calls.audits];
    await allSettled(reasonSubmitted, { scope, params: 'Foto non corrispondenti al veicolo' });
    expect(calls.confirms).toBe(1);
    expect(calls.disabled).toEqual([{ id: 'l1', reason: 'Foto non corrispondenti al veicolo' }]);
    expect(scope.getState($listing)).toMatchObject({ status: 'disabled', moderation_reason: 'Foto non corrispondenti al veicolo' });
    expect(scope.getState($reasonOpen)).toBe(false);
    expect(calls.toasts).toContain('Annuncio sospeso: il concessionario riceverà il motivo via email.');
    expect(calls.lists).toBe(lists + 1);
    expect(calls.audits).toBe(audits + 1);
  });

  it('a "no" in the confirm dialog disables nothing and keeps the reason dialog open', async () => {
    const { scope, calls } = setup({ confirm: false });
    await allSettled(listingOpened, { scope, params: 'l1' });
    await allSettled(disableRequested, { scope });
    await allSettled(reasonSubmitted, { scope, params: 'Foto non corrispondenti al veicolo' });
    expect(calls.disabled).toEqual([]);
    expect(scope.getState($reasonOpen)).toBe(true);
  });

  it('enables without a dialog', async () => {
    const { scope, calls } = setup();
    await allSettled(listingOpened, { scope, params: 'l1' });
    await allSettled(enableRequested, { scope });
    expect(calls.enabled).toEqual(['l1']);
    expect(calls.confirms).toBe(0);
    expect(calls.toasts).toContain('Annuncio riattivato: il concessionario è stato avvisato.');
  });

  it('a correction sends the whole body for the open listing; a refusal fails the form\'s submit with the server\'s messages, without a toast', async () => {
    const refusal = new ApiError('2', 'Il campo prezzo è richiesto', 422, { errors: { price: ['Il campo prezzo è richiesto'] } });
    const { scope, calls } = setup({ save: async () => { throw refusal; } });
    await allSettled(listingOpened, { scope, params: 'l1' });
    const failed = await allSettled(submitCorrectionFx, { scope, params: { ...bodyOf(detail()), price: undefined } });
    expect(calls.saved[0]).toMatchObject({ make: 'volkswagen', model: 'golf', version: '2.0 TDI Style', plate: 'GB123CD' });
    expect(failed).toMatchObject({ status: 'fail', value: refusal });
    expect(calls.toasts).toEqual([]);
  });

  it('a saved correction shows the server\'s listing and says so', async () => {
    const { scope, calls } = setup();
    await allSettled(listingOpened, { scope, params: 'l1' });
    await allSettled(submitCorrectionFx, { scope, params: { ...bodyOf(detail()), price: 21000 } });
    expect(scope.getState($listing)?.price).toBe(21000);
    expect(calls.toasts).toContain('Annuncio aggiornato.');
  });
});
