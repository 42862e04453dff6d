/**
 * The admin listings page (/admin/listings): the table's model, and the panel of one listing
 * (?listing=<id>): its detail, an admin's correction, disable with a reason (the shell's confirm
 * dialog, then a toast; the dealer is mailed the reason), enable. Every change reloads the table
 * and the listing's audit trail.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@automercato/api-sdk';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN } from '@automercato/api-sdk';
import { confirmFx, toastShown, userReset } from '@automercato/shell-api';
import { getApi } from '@automercato/entities/api';
import { createAdminList } from '../../admin-table';
import type { ListSpec } from '../../admin-table';
import { auditList } from '../../admin-table';
import {
  disableListingFx, enableListingFx, loadListingFx, saveListingFx, type AdminListingBody, type AdminListingDetail, type AdminListingRow,
} from '../api/listings';
import { t } from '../texts';

export const listingsSpec: ListSpec = {
  sortable: ['created_at', 'updated_at', 'price', 'mileage', 'registration_year'],
  defaultSort: 'created_at',
  defaultDirection: 'desc',
  filters: ['status', 'state', 'dealer', 'make'],
};

export const listingsList = createAdminList<AdminListingRow>((query) =>
  getApi().admin.listings.list(query as Parameters<ReturnType<typeof getApi>['admin']['listings']['list']>[0]));

export type PanelStatus = 'idle' | 'loading' | 'ready' | 'error';

export const listingOpened = createEvent<string>('listingOpened');
export const listingClosed = createEvent('listingClosed');
export const panelRetried = createEvent('panelRetried');
export const disableRequested = createEvent('disableRequested');
export const disableCancelled = createEvent('disableCancelled');
export const reasonSubmitted = createEvent<string>('reasonSubmitted');
export const enableRequested = createEvent('enableRequested');

export const $openId = createStore<string | null>(null).on(listingOpened, (_, id) => id).reset(listingClosed, userReset);
export const $listing = createStore<AdminListingDetail | null>(null, { serialize: 'ignore' }).reset(listingOpened, listingClosed, userReset);
export const $panelStatus = createStore<PanelStatus>('idle')
  .on(loadListingFx, () => 'loading')
  .on(loadListingFx.done, () => 'ready')
  .on(loadListingFx.fail, () => 'error')
  .reset(listingClosed);
export const $reasonOpen = createStore(false).on(disableRequested, () => true).reset(disableCancelled, disableListingFx.done, listingOpened, listingClosed);
export const $reasonError = createStore<string | null>(null)
  .on(disableListingFx.failData, (_, error) => error.fieldErrors['reason']?.[0] ?? error.message)
  .reset(disableRequested, disableCancelled);
export const $saving = saveListingFx.pending;
export const $moderating = createStore(false)
  .on([disableListingFx, enableListingFx], () => true)
  .reset(disableListingFx.finally, enableListingFx.finally);

/** The reason as it will be mailed (spaces collapsed), or the Italian message of what is wrong with it. */
export function checkReason(raw: string): { ok: true; reason: string } | { ok: false; message: string } {
  const reason = raw.trim().replace(/\s+/g, ' ');
  if (reason.length < MODERATION_REASON_MIN) return { ok: false, message: t('listings.ilCampoMotivoDeve', { MODERATION_REASON_MIN }) };
  if (reason.length > MODERATION_REASON_MAX) return { ok: false, message: t('listings.ilCampoMotivoNon', { MODERATION_REASON_MAX }) };
  return { ok: true, reason };
}

/** The PUT body of the listing as it is (catalogue slugs), for a correction to start from. */
export function bodyOf(listing: AdminListingDetail): AdminListingBody {
  return {
    make: listing.make.slug, model: listing.model.slug, version: listing.version,
    registration_year: listing.registration_year, registration_month: listing.registration_month, mileage: listing.mileage,
    power_type: listing.power_type, gearbox_type: listing.gearbox_type, power_kw: listing.power_kw, horsepower: listing.horsepower,
    category: listing.category, exterior_color: listing.exterior_color, exterior_paint_type: listing.exterior_paint_type,
    interior_color: listing.interior_color, interior_material: listing.interior_material, traction_type: listing.traction_type,
    emission_class: listing.emission_class, origin: listing.origin, price: listing.price, price_negotiable: listing.price_negotiable,
    description: listing.description, vin: listing.vin, plate: listing.plate, reference: listing.reference,
    doors: listing.doors, seats: listing.seats, engine_cc: listing.engine_cc,
  };
}

// Opening (or retrying) loads the listing; only the answer for the open one lands.
sample({ clock: listingOpened, target: loadListingFx });
sample({ clock: panelRetried, source: $openId, filter: Boolean, target: loadListingFx });
sample({
  clock: [loadListingFx.done, saveListingFx.done, disableListingFx.done, enableListingFx.done],
  source: $openId,
  filter: (open, { result }) => open === result.uuid,
  fn: (_, { result }) => result,
  target: $listing,
});

// A correction, the form's submit (@automercato/forms): the whole body (the server checks it with the
// dealer's rules). It waits for the answer; a refusal fails it with the ApiError, which the form shows
// on its fields or in its alert.
export const submitCorrectionFx = attach({
  name: 'submitCorrectionFx',
  source: $openId,
  // The form is on screen only for the open listing, so there is one.
  mapParams: (body: AdminListingBody, id) => ({ id: id ?? '', body }),
  effect: saveListingFx,
});
sample({ clock: saveListingFx.done, fn: () => ({ text: t('listings.annuncioAggiornato'), icon: 'success' as const }), target: toastShown });

// Disabling: the reason (checked here with the server's limits), then the shell's confirm dialog.
const askDisableFx = attach({
  effect: confirmFx,
  mapParams: () => ({
    title: t('listings.sospendereLAnnuncio'), text: 'Sparirà subito dalle ricerche e dalla home page; il concessionario riceverà il motivo via email.',
    yes: 'Sospendi', no: 'Annulla', theme: 'danger' as const,
  }),
});
const $pendingReason = createStore<string | null>(null).reset(disableCancelled, listingClosed, disableListingFx.finally);
const checked = sample({ clock: reasonSubmitted, fn: checkReason });
$reasonError.on(checked, (_, c) => (c.ok ? null : c.message));
const accepted = sample({ clock: checked, filter: (c) => c.ok, fn: (c) => (c.ok ? c.reason : '') });
sample({ clock: accepted, target: $pendingReason });
sample({ clock: accepted, fn: () => undefined, target: askDisableFx });
sample({
  clock: askDisableFx.doneData,
  source: { id: $openId, reason: $pendingReason },
  filter: ({ id, reason }, yes) => yes && id !== null && reason !== null,
  fn: ({ id, reason }) => ({ id: id!, reason: reason! }),
  target: disableListingFx,
});
sample({ clock: disableListingFx.done, fn: () => ({ text: t('listings.annuncioSospesoIlConcessionario'), icon: 'success' as const }), target: toastShown });

// Enabling: not destructive, no dialog.
sample({ clock: enableRequested, source: { id: $openId, busy: $moderating }, filter: ({ id, busy }) => id !== null && !busy, fn: ({ id }) => id!, target: enableListingFx });
sample({ clock: enableListingFx.done, fn: () => ({ text: t('listings.annuncioRiattivatoIlConcessionario'), icon: 'success' as const }), target: toastShown });
sample({ clock: enableListingFx.failData, fn: (error: ApiError) => ({ title: 'Errore', text: error.message, icon: 'error' as const }), target: toastShown });

// Every change: the table's page and the listing's trail again.
sample({ clock: [saveListingFx.done, disableListingFx.done, enableListingFx.done], target: [listingsList.listChanged, auditList.listRetried] });
