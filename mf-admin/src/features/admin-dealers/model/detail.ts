/**
 * One dealer's admin page (/admin/dealers/:uuid): the detail, corrections of its data, and
 * enable / disable. Disabling asks a reason in a dialog first (its listings leave public search at
 * once; the reason is mailed to the owners and shown in the dealer area); every result is a toast.
 * The two forms (the correction, the partita IVA review) are on @automercato/forms: their values
 * and messages are the forms'; here are the effects they submit through (a refusal fails them
 * with the ApiError, which the form shows on its fields or in its alert).
 */
import { attach, createEvent, createStore, sample } from 'effector';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN, type AdminDealerBody, type AdminDealerDetail, type AdminVatReviewBody, type ApiError } from '@automercato/api-sdk';
import { toastShown, userReset } from '@automercato/shell-api';
import { auditList } from '../../admin-table';
import { loadDealerFx, reviewVatFx, saveDealerFx, setDealerEnabledFx } from '../api/dealers';
import { t } from '../texts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error' | 'missing';
export const DISABLE_TITLE = t('detail.disattivareQuestoConcessionario');
export const DISABLE_TEXT = t('detail.iSuoiAnnunciSpariranno')
  + t('detail.iTitolariRiceverannoQuesto');

export const dealerOpened = createEvent<string>('dealerOpened');
export const dealerRetried = createEvent('dealerRetried');
export const disableRequested = createEvent('disableRequested');
export const enableRequested = createEvent('enableRequested');
/** The disable dialog: Annulla, or the reason written for the dealer. */
export const disableCancelled = createEvent('disableCancelled');
export const disableReasonSubmitted = createEvent<string>('disableReasonSubmitted');
/** Annulla in the correction form (or Salva with nothing changed): the form closes. */
export const editReset = createEvent('editReset');
export const editStarted = createEvent('editStarted');

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
export const $saving = saveDealerFx.pending;
/** The correction form is open (closed by Annulla or a successful save). */
export const $editing = createStore(false).on(editStarted, () => true).reset(editReset, saveDealerFx.done, dealerOpened, userReset);
export const $switching = setDealerEnabledFx.pending;
export const $reviewing = reviewVatFx.pending;

sample({ clock: [dealerOpened, sample({ clock: dealerRetried, source: $dealerId, filter: Boolean })], target: loadDealerFx });
// Only the answer about the dealer on screen.
sample({
  clock: loadDealerFx.done, source: $dealerId, filter: (id, { params }) => id === params, fn: (_, { result }) => result, target: $dealer,
});

// The correction form's submit: only the changed fields; it waits for the answer (a refusal fails it with the ApiError).
export const submitEditFx = attach({
  name: 'submitEditFx',
  source: $dealerId,
  // The form is on screen only for the loaded dealer, so there is one.
  mapParams: (body: AdminDealerBody, dealerId) => ({ dealerId: dealerId ?? '', body }),
  effect: saveDealerFx,
});
sample({ clock: saveDealerFx.done, fn: () => ({ title: 'Completato', text: t('detail.datiDelConcessionarioSalvati'), icon: 'success' as const }), target: toastShown });

/** The reason as it will be mailed (spaces collapsed), or the Italian message of what is wrong with it (the server's limits). */
export function checkDisableReason(raw: string): { ok: true; reason: string } | { ok: false; message: string } {
  const reason = raw.trim().replace(/\s+/g, ' ');
  if (reason.length < MODERATION_REASON_MIN) return { ok: false, message: t('detail.ilCampoMotivoDeve', { MODERATION_REASON_MIN }) };
  if (reason.length > MODERATION_REASON_MAX) return { ok: false, message: t('detail.ilCampoMotivoNon', { MODERATION_REASON_MAX }) };
  return { ok: true, reason };
}

export const $disableOpen = createStore(false)
  .on(disableRequested, () => true)
  .reset(disableCancelled, setDealerEnabledFx.done, dealerOpened, userReset);
export const $disableError = createStore<string | null>(null)
  .on(setDealerEnabledFx.failData, (_, error) => error.fieldErrors['reason']?.[0] ?? null)
  .reset(disableRequested, disableCancelled, dealerOpened);
const reasonChecked = sample({ clock: disableReasonSubmitted, fn: checkDisableReason });
$disableError.on(reasonChecked, (_, c) => (c.ok ? null : c.message));
sample({
  clock: reasonChecked, source: { dealerId: $dealerId, busy: $switching },
  filter: ({ dealerId, busy }, c) => c.ok && dealerId !== null && !busy,
  fn: ({ dealerId }, c) => ({ dealerId: dealerId!, enabled: false, reason: c.ok ? c.reason : '' }),
  target: setDealerEnabledFx,
});
sample({
  clock: enableRequested, source: { dealerId: $dealerId, busy: $switching }, filter: ({ dealerId, busy }) => dealerId !== null && !busy,
  fn: ({ dealerId }) => ({ dealerId: dealerId!, enabled: true }), target: setDealerEnabledFx,
});
sample({
  clock: setDealerEnabledFx.doneData,
  fn: (dealer) => ({
    title: 'Completato',
    text: dealer.enabled ? t('detail.eDiNuovoAttivo', { name: dealer.name }) : t('detail.eDisattivatoISuoi', { name: dealer.name }),
    icon: 'success' as const,
  }),
  target: toastShown,
});

// The partita IVA review's submit: the admin's decision with the reason the audit trail keeps.
export const submitReviewFx = attach({
  name: 'submitReviewFx',
  source: $dealerId,
  mapParams: (body: AdminVatReviewBody, dealerId) => ({ dealerId: dealerId ?? '', body }),
  effect: reviewVatFx,
});
sample({
  clock: reviewVatFx.doneData,
  fn: (dealer) => ({
    title: 'Completato',
    text: dealer.vat_confirmation === 'confirmed'
      ? t('detail.partitaIvaDiConfermata', { name: dealer.name })
      : t('detail.partitaIvaDiRespinta', { name: dealer.name }),
    icon: 'success' as const,
  }),
  target: toastShown,
});

// A refused enable/disable has no form to show it: a toast (the forms show their own refusals).
sample({
  clock: setDealerEnabledFx.failData,
  fn: (error: ApiError) => ({ title: 'Errore', text: error.message || t('detail.operazioneNonRiuscitaRiprova'), icon: 'error' as const }),
  target: toastShown,
});

// The trail on the page shows the change just made.
sample({ clock: [saveDealerFx.done, setDealerEnabledFx.done, reviewVatFx.done], target: auditList.listChanged });
