/**
 * One user's panel (/admin/users?user=<uuid>) and the "Nuovo utente" dialog: load the user, save
 * an edit (fields and roles), enable, disable and delete (the last two ask the shell's confirm
 * dialog first), create. Every result lands as a toast, the table and the audit trail reload.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { AdminRoleItem, AdminUserDetail, AdminUserUpdateBody, ApiError } from '@automercato/api-sdk';
import { confirmFx, toastShown, userReset } from '@automercato/shell-api';
import { auditList } from '../../admin-table';
import { createUserFx, deleteUserFx, loadRolesFx, loadUserFx, saveUserFx, setEnabledFx, usersList } from '../api/users';
import { displayName } from './format';
import { t } from '../texts';

export type PanelStatus = 'idle' | 'loading' | 'ready' | 'error';

export const panelOpened = createEvent<string>('userPanelOpened');
export const panelClosed = createEvent('userPanelClosed');
export const panelRetried = createEvent('userPanelRetried');
export const enableRequested = createEvent('userEnableRequested');
export const disableRequested = createEvent('userDisableRequested');
export const deleteRequested = createEvent('userDeleteRequested');
export const createOpened = createEvent('userCreateOpened');
export const createClosed = createEvent('userCreateClosed');
/** The user made by the dialog: the page opens their panel. */
export const userCreated = createEvent<AdminUserDetail>('userCreated');
export const rolesNeeded = createEvent('rolesNeeded');

export const $userId = createStore<string | null>(null).on(panelOpened, (_, id) => id).reset(panelClosed, userReset);
export const $user = createStore<AdminUserDetail | null>(null, { serialize: 'ignore' })
  .on(panelOpened, (user, id) => (user?.uuid === id ? user : null))
  .reset(panelClosed, userReset);
export const $panelStatus = createStore<PanelStatus>('idle')
  .on(loadUserFx, () => 'loading')
  .on(loadUserFx.done, () => 'ready')
  .on(loadUserFx.fail, () => 'error')
  .reset(panelClosed, userReset);
export const $panelError = createStore<string | null>(null)
  .on(loadUserFx.failData, (_, error) => (error.status === 404 ? t('users.utenteNonTrovato') : t('users.impossibileCaricareLUtente')))
  .reset(panelOpened, panelClosed);
export const $busy = createStore(false)
  .on([setEnabledFx, deleteUserFx], () => true)
  .on([setEnabledFx.finally, deleteUserFx.finally], () => false);

export const $createOpen = createStore(false).on(createOpened, () => true).reset(createClosed, createUserFx.done, userReset);
export const $creating = createUserFx.pending;

export const $roles = createStore<AdminRoleItem[]>([]).on(loadRolesFx.doneData, (_, roles) => roles).reset(userReset);
sample({ clock: [rolesNeeded, createOpened, panelOpened], source: $roles, filter: (roles) => roles.length === 0, fn: () => undefined, target: loadRolesFx });

// Loading: the answer for the user still open only.
sample({ clock: [panelOpened, sample({ clock: panelRetried, source: $userId, filter: Boolean })], target: loadUserFx });
const forOpenUser = (open: string | null, user: AdminUserDetail) => open === user.uuid;
sample({ clock: loadUserFx.doneData, source: $userId, filter: forOpenUser, fn: (_, user) => user, target: $user });
const changed = [saveUserFx.doneData, setEnabledFx.doneData, deleteUserFx.doneData];
sample({ clock: changed, source: $userId, filter: forOpenUser, fn: (_, user) => user, target: $user });

// After any change: the table's page and the audit trail again.
sample({ clock: [...changed, createUserFx.doneData], fn: () => undefined, target: [usersList.listChanged, auditList.listRetried] });

// Edit: the form's submit. It waits for the answer; a refusal fails it with the ApiError, whose
// messages the form puts on its fields (the field state is the form's, not a store's).
export const submitEditFx = attach({
  name: 'submitEditFx',
  source: $userId,
  // The form is on screen only for the open user, so there is one.
  mapParams: (body: AdminUserUpdateBody, id) => ({ id: id ?? '', body }),
  effect: saveUserFx,
});
sample({ clock: saveUserFx.doneData, fn: (user) => ({ text: t('users.modificheASalvate', { v0: displayName(user) }), icon: 'success' as const }), target: toastShown });

// Enable: no question (it gives back access; nothing is lost).
sample({
  clock: enableRequested,
  source: { id: $userId, busy: $busy },
  filter: ({ id, busy }) => id !== null && !busy,
  fn: ({ id }) => ({ id: id!, enabled: true }),
  target: setEnabledFx,
});

// Disable and delete: the shell's confirm dialog first.
const askDisableFx = attach({
  effect: confirmFx,
  source: $user,
  mapParams: (_: void, user) => ({
    title: t('users.disattivare', { v0: user ? displayName(user) : 'l\'utente' }),
    text: t('users.nonPotraPiuAccedere'),
    yes: 'Disattiva', no: 'Annulla', theme: 'danger' as const,
  }),
});
const askDeleteFx = attach({
  effect: confirmFx,
  source: $user,
  mapParams: (_: void, user) => ({
    title: t('users.eliminare', { v0: user ? displayName(user) : 'l\'utente' }),
    text: t('users.iDatiPersonaliEmail')
      + t('users.messaggiERichiesteGia'),
    yes: t('users.eliminaDefinitivamente'), no: 'Annulla', theme: 'danger' as const,
  }),
});
sample({ clock: disableRequested, source: { id: $userId, busy: $busy }, filter: ({ id, busy }) => id !== null && !busy, fn: () => undefined, target: askDisableFx });
sample({ clock: deleteRequested, source: { id: $userId, busy: $busy }, filter: ({ id, busy }) => id !== null && !busy, fn: () => undefined, target: askDeleteFx });
sample({ clock: askDisableFx.doneData, source: $userId, filter: (id, yes) => yes && id !== null, fn: (id) => ({ id: id!, enabled: false }), target: setEnabledFx });
sample({ clock: askDeleteFx.doneData, source: $userId, filter: (id, yes) => yes && id !== null, fn: (id) => id!, target: deleteUserFx });

sample({
  clock: setEnabledFx.doneData,
  fn: (user) => ({ text: user.enabled ? t('users.lAccountDiE', { v0: displayName(user) }) : t('users.lAccountDiE2', { v0: displayName(user) }), icon: 'success' as const }),
  target: toastShown,
});
sample({ clock: deleteUserFx.doneData, fn: () => ({ text: t('users.utenteEliminatoISuoi'), icon: 'success' as const }), target: toastShown });

// Create: the dialog's form submits through this effect, as the edit form does.
export const submitCreateFx = attach({ name: 'submitCreateFx', effect: createUserFx });
sample({ clock: createUserFx.doneData, target: userCreated });
sample({
  clock: createUserFx.done,
  fn: ({ params, result }) => ({
    text: params.password ? t('users.utenteCreato', { email: result.email }) : t('users.utenteCreatoGliAbbiamo', { email: result.email }),
    icon: 'success' as const,
  }),
  target: toastShown,
});

// Refusals of actions without a form (rules of the server: last super-admin, oneself, admin accounts…): a toast with its Italian message.
sample({
  clock: [setEnabledFx.failData, deleteUserFx.failData],
  fn: (error: ApiError) => ({ title: 'Errore', text: error.message || t('users.operazioneNonRiuscitaRiprova'), icon: 'error' as const }),
  target: toastShown,
});
