/**
 * One dealer admin's page (/admin/dealer-admins/:uuid): their dealerships, and the three changes
 * an admin makes (add a dealer with a role, change a role, remove one). Each sends the user's
 * whole new list (PUT replaces it); removing asks the shell's confirm dialog first. The server
 * refuses to leave a dealer without an owner: its Italian message is the toast.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { AdminDealerRow, AdminDealershipDetail, ApiError, MembershipRole } from '@automercato/api-sdk';
import { confirmFx, toastShown, userReset } from '@automercato/shell-api';
import { auditList } from '../../admin-table';
import { loadDealershipsFx, replaceDealershipsFx, searchDealersFx, type WantedDealership } from '../api/dealerships';
import { t } from '../texts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error' | 'missing';
type Change = { kind: 'add'; dealer: string; role: MembershipRole } | { kind: 'role'; dealer: string; role: MembershipRole } | { kind: 'remove'; dealer: string };

export const userOpened = createEvent<string>('dealerAdminOpened');
export const userRetried = createEvent('dealerAdminRetried');
export const dealershipAdded = createEvent<{ dealer: string; role: MembershipRole }>('dealershipAdded');
export const roleChanged = createEvent<{ dealer: string; role: MembershipRole }>('dealershipRoleChanged');
export const removeRequested = createEvent<string>('dealershipRemoveRequested');
export const dealerSearched = createEvent<string>('dealerSearched');

export const $userId = createStore<string | null>(null).on(userOpened, (_, id) => id).reset(userReset);
export const $detail = createStore<AdminDealershipDetail | null>(null, { serialize: 'ignore' })
  .on(replaceDealershipsFx.doneData, (_, detail) => detail)
  .reset(userOpened, userReset);
export const $status = createStore<LoadStatus>('idle')
  .on(loadDealershipsFx, (status) => (status === 'ready' ? 'ready' : 'loading'))
  .on(loadDealershipsFx.done, () => 'ready')
  .on(loadDealershipsFx.failData, (_, error) => (error.code === '4' ? 'missing' : 'error'))
  .reset(userOpened);
export const $saving = replaceDealershipsFx.pending;
export const $found = createStore<AdminDealerRow[] | null>(null).on(searchDealersFx.doneData, (_, rows) => rows).reset(userOpened, replaceDealershipsFx.done);
export const $searching = searchDealersFx.pending;

sample({ clock: [userOpened, sample({ clock: userRetried, source: $userId, filter: Boolean })], target: loadDealershipsFx });
sample({ clock: loadDealershipsFx.done, source: $userId, filter: (id, { params }) => id === params, fn: (_, { result }) => result, target: $detail });
sample({ clock: dealerSearched, filter: (q) => q.trim().length > 0, fn: (q) => q.trim(), target: searchDealersFx });

/** The user's list after one change (pure: the model's tests and the page agree on it). */
export function applyChange(detail: AdminDealershipDetail, change: Change): WantedDealership[] {
  const current = detail.dealerships.map((d) => ({ dealer: d.dealer.uuid, role: d.role }));
  if (change.kind === 'add') return [...current.filter((d) => d.dealer !== change.dealer), { dealer: change.dealer, role: change.role }];
  if (change.kind === 'role') return current.map((d) => (d.dealer === change.dealer ? { ...d, role: change.role } : d));
  return current.filter((d) => d.dealer !== change.dealer);
}

const changeSent = createEvent<Change>();
sample({
  clock: changeSent, source: { userId: $userId, detail: $detail, busy: $saving },
  filter: ({ userId, detail, busy }) => userId !== null && detail !== null && !busy,
  fn: ({ userId, detail }, change) => ({ userId: userId!, dealerships: applyChange(detail!, change) }),
  target: replaceDealershipsFx,
});
sample({ clock: dealershipAdded, fn: ({ dealer, role }) => ({ kind: 'add' as const, dealer, role }), target: changeSent });
sample({ clock: roleChanged, fn: ({ dealer, role }) => ({ kind: 'role' as const, dealer, role }), target: changeSent });

const askRemoveFx = attach({
  source: { detail: $detail },
  effect: confirmFx,
  mapParams: (dealer: string, { detail }) => {
    const name = detail?.dealerships.find((d) => d.dealer.uuid === dealer)?.dealer.name ?? t('detail.questoConcessionario');
    return {
      title: t('detail.rimuovereLAccesso'),
      text: t('detail.nonPotraPiuGestire', { v0: detail?.user.email ?? 'L\'utente', name }),
      yes: 'Rimuovi', no: 'Annulla', theme: 'danger' as const,
    };
  },
});
sample({ clock: removeRequested, target: askRemoveFx });
sample({
  clock: askRemoveFx.done, filter: ({ result }) => result,
  fn: ({ params }) => ({ kind: 'remove' as const, dealer: params }), target: changeSent,
});

sample({ clock: replaceDealershipsFx.done, fn: () => ({ title: 'Completato', text: t('detail.concessionariDellUtenteAggiornati'), icon: 'success' as const }), target: toastShown });
sample({ clock: replaceDealershipsFx.done, target: auditList.listChanged });
sample({
  clock: [replaceDealershipsFx.failData, searchDealersFx.failData],
  fn: (error: ApiError) => ({ title: 'Errore', text: error.message || t('detail.operazioneNonRiuscitaRiprova'), icon: 'error' as const }),
  target: toastShown,
});
