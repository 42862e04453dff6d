/**
 * Buyers' report requests of a dealer (or of every dealer, for admins): the list filtered by
 * status, approve or reject each pending one, and the dealer's auto-approval switch.
 */
import { createEvent, createStore, sample } from 'effector';
import { toastShown } from '@automercato/shell-api';
import type { Scope } from '../../reports';
import { decideFx, fetchAutoApproveFx, fetchRequestsFx, saveAutoApproveFx, type DealerCarfaxRequest } from '../api/requests';
import { t } from '../texts';

export const requestsOpened = createEvent<Scope>();
export const statusFilterChanged = createEvent<string>();
export const decided = createEvent<{ requestUuid: string; status: 'approved' | 'rejected' }>();
export const autoApproveToggled = createEvent<boolean>();

export const $scope = createStore<Scope | null>(null).on(requestsOpened, (_, s) => s);
/** '' = every status; the dealer starts on the pending ones. */
export const $statusFilter = createStore('pending').on(statusFilterChanged, (_, s) => s);
export const $requests = createStore<DealerCarfaxRequest[]>([])
  .on(fetchRequestsFx.doneData, (_, page) => page.items)
  .on(decideFx.doneData, (list, updated) => list.map((r) => (r.uuid === updated.uuid ? updated : r)))
  .reset(requestsOpened);
export const $requestsStatus = createStore<'idle' | 'loading' | 'ready' | 'error'>('idle')
  .on(fetchRequestsFx, () => 'loading').on(fetchRequestsFx.done, () => 'ready').on(fetchRequestsFx.fail, () => 'error');
/** Requests whose decision is on its way (their buttons are disabled). */
export const $deciding = createStore<string[]>([])
  .on(decideFx, (list, { requestUuid }) => [...list, requestUuid])
  .on(decideFx.finally, (list, { params }) => list.filter((u) => u !== params.requestUuid));
export const $autoApprove = createStore<boolean | null>(null)
  .on(fetchAutoApproveFx.doneData, (_, v) => v)
  .on(saveAutoApproveFx.doneData, (_, v) => v)
  .reset(requestsOpened);
export const $autoApproveSaving = saveAutoApproveFx.pending;

sample({
  clock: [requestsOpened, statusFilterChanged],
  source: { scope: $scope, status: $statusFilter },
  filter: (s) => s.scope !== null,
  fn: (s) => ({ scope: s.scope!, status: s.status }),
  target: fetchRequestsFx,
});
sample({
  clock: requestsOpened,
  filter: (scope) => scope.kind === 'dealer',
  fn: (scope) => (scope as { dealerUuid: string }).dealerUuid,
  target: fetchAutoApproveFx,
});
sample({
  clock: decided,
  source: { scope: $scope, deciding: $deciding },
  filter: (s, d) => s.scope !== null && !s.deciding.includes(d.requestUuid),
  fn: (s, d) => ({ scope: s.scope!, ...d }),
  target: decideFx,
});
sample({
  clock: decideFx.doneData,
  fn: (r) => ({
    text: r.status === 'approved' ? t('requests.richiestaApprovataRiceveraIl', { email: r.email }) : t('requests.richiestaRifiutataRiceveraUna', { email: r.email }),
    icon: 'success' as const,
  }),
  target: toastShown,
});
sample({ clock: decideFx.failData, fn: (e) => ({ title: t('requests.decisioneNonSalvata'), text: e.message, icon: 'error' as const }), target: toastShown });

sample({
  clock: autoApproveToggled,
  source: $scope,
  filter: (scope) => scope?.kind === 'dealer',
  fn: (scope, value) => ({ dealerUuid: (scope as { dealerUuid: string }).dealerUuid, value }),
  target: saveAutoApproveFx,
});
sample({
  clock: saveAutoApproveFx.doneData,
  fn: (on) => ({ text: on ? t('requests.leNuoveRichiesteSaranno') : t('requests.approveraiTuOgniNuova'), icon: 'success' as const }),
  target: toastShown,
});
sample({ clock: saveAutoApproveFx.failData, fn: (e) => ({ title: t('requests.impostazioneNonSalvata'), text: e.message, icon: 'error' as const }), target: toastShown });
