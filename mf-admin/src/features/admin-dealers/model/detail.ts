/**
 * One dealer's admin page (/admin/dealers/:uuid): the detail, corrections of its data, and
 * enable / disable. Disabling asks the shell's confirm dialog first (its listings leave public
 * search at once); every result is a toast, a refused correction keeps the form with its messages.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { AdminDealerBody, AdminDealerDetail, ApiError } from '@automercato/api-sdk';
import { confirmFx, toastShown, userReset } from '@automercato/shell-api';
import { auditList } from '../../admin-table/model/audit';
import { loadDealerFx, reviewVatFx, saveDealerFx, setDealerEnabledFx } from '../api/dealers';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error' | 'missing';
export const DISABLE_TITLE = 'Disattivare questo concessionario?';
export const DISABLE_TEXT = 'I suoi annunci spariranno subito dalla ricerca e dalla home page, finché non lo riattivi.';

export const dealerOpened = createEvent<string>('dealerOpened');
export const dealerRetried = createEvent('dealerRetried');
export const disableRequested = createEvent('disableRequested');
export const enableRequested = createEvent('enableRequested');
export const editSubmitted = createEvent<AdminDealerBody>('editSubmitted');
export const editReset = createEvent('editReset');
export const editStarted = createEvent('editStarted');
/** The admin's decision on the partita IVA, with the reason the audit trail keeps. */
export const vatReviewed = createEvent<{ decision: 'confirmed' | 'rejected'; reason: string }>('vatReviewed');

export const $dealerId = createStore<string | null>(null).on(dealerOpened, (_, id) => id).reset(userReset);
export const $dealer = createStore<AdminDealerDetail | null>(null, { serialize: 'ignore' })
  .on([saveDealerFx.doneData, setDealerEnabledFx.doneData, reviewVatFx.doneData], (_, dealer) => dealer)
  .reset(dealerOpened, userReset);
export const $status = createStore<LoadStatus>('idle')
  .on(loadDealerFx, (status) => (status === 'ready' ? 'ready' : 'loading'))
  .on(loadDealerFx.done, () => 'ready')
  .on(loadDealerFx.failData, (_, error) => (error.code === '4' ? 'missing' : 'error'))
  .reset(dealerOpened);
export const $loadError = createStore<string | null>(null).on(loadDealerFx.failData, (_, e) => e.message).reset(loadDealerFx);
/** Per-field messages of a refused correction. */
export const $editErrors = createStore<Record<string, string[]>>({})
  .on(saveDealerFx.failData, (_, error) => error.fieldErrors)
  .reset(editSubmitted, editReset, saveDealerFx.done, dealerOpened);
export const $saving = saveDealerFx.pending;
/** The correction form is open (closed by Annulla or a successful save). */
export const $editing = createStore(false).on(editStarted, () => true).reset(editReset, saveDealerFx.done, dealerOpened, userReset);
export const $switching = setDealerEnabledFx.pending;
export const $reviewing = reviewVatFx.pending;
/** The review's refusal on its reason field (422), cleared by the next try. */
export const $reviewError = createStore<string | null>(null)
  .on(reviewVatFx.failData, (_, error) => error.fieldErrors.reason?.[0] ?? error.fieldErrors.decision?.[0] ?? null)
  .reset(vatReviewed, reviewVatFx.done, dealerOpened);

sample({ clock: [dealerOpened, sample({ clock: dealerRetried, source: $dealerId, filter: Boolean })], target: loadDealerFx });
// Only the answer about the dealer on screen.
sample({
  clock: loadDealerFx.done, source: $dealerId, filter: (id, { params }) => id === params, fn: (_, { result }) => result, target: $dealer,
});

sample({
  clock: editSubmitted, source: { dealerId: $dealerId, busy: $saving }, filter: ({ dealerId, busy }) => dealerId !== null && !busy,
  fn: ({ dealerId }, body) => ({ dealerId: dealerId!, body }), target: saveDealerFx,
});
sample({ clock: saveDealerFx.done, fn: () => ({ title: 'Completato', text: 'Dati del concessionario salvati.', icon: 'success' as const }), target: toastShown });

const askDisableFx = attach({
  effect: confirmFx,
  mapParams: () => ({ title: DISABLE_TITLE, text: DISABLE_TEXT, yes: 'Disattiva', no: 'Annulla', theme: 'danger' as const }),
});
sample({ clock: disableRequested, source: $switching, filter: (busy) => !busy, target: askDisableFx });
sample({
  clock: askDisableFx.doneData, source: $dealerId, filter: (id, yes) => yes && id !== null,
  fn: (dealerId) => ({ dealerId: dealerId!, enabled: false }), target: setDealerEnabledFx,
});
sample({
  clock: enableRequested, source: { dealerId: $dealerId, busy: $switching }, filter: ({ dealerId, busy }) => dealerId !== null && !busy,
  fn: ({ dealerId }) => ({ dealerId: dealerId!, enabled: true }), target: setDealerEnabledFx,
});
sample({
  clock: setDealerEnabledFx.doneData,
  fn: (dealer) => ({
    title: 'Completato',
    text: dealer.enabled ? `${dealer.name} è di nuovo attivo: i suoi annunci pubblicati tornano visibili.` : `${dealer.name} è disattivato: i suoi annunci non sono più visibili.`,
    icon: 'success' as const,
  }),
  target: toastShown,
});

sample({
  clock: vatReviewed, source: { dealerId: $dealerId, busy: $reviewing }, filter: ({ dealerId, busy }) => dealerId !== null && !busy,
  fn: ({ dealerId }, body) => ({ dealerId: dealerId!, body }), target: reviewVatFx,
});
sample({
  clock: reviewVatFx.doneData,
  fn: (dealer) => ({
    title: 'Completato',
    text: dealer.vat_confirmation === 'confirmed'
      ? `Partita IVA di ${dealer.name} confermata: il concessionario è pubblico (se attivo e verificato) e può acquistare.`
      : `Partita IVA di ${dealer.name} respinta: il concessionario resta nascosto e non può acquistare.`,
    icon: 'success' as const,
  }),
  target: toastShown,
});

sample({
  clock: [setDealerEnabledFx.failData, saveDealerFx.failData, reviewVatFx.failData],
  fn: (error: ApiError) => ({ title: 'Errore', text: error.message || 'Operazione non riuscita. Riprova.', icon: 'error' as const }),
  target: toastShown,
});

// The trail on the page shows the change just made.
sample({ clock: [saveDealerFx.done, setDealerEnabledFx.done, reviewVatFx.done], target: auditList.listChanged });
