/**
 * The admin messages page (/admin/messages): buyers' messages to dealers in a table; one opens
 * in a dialog (?message=<id>); deleting asks the shell's confirm dialog, then shows a toast and
 * reloads the page of the table (the message leaves the dealer's inbox too).
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@automercato/api-sdk';
import { confirmFx, toastShown } from '@automercato/shell-api';
import { getApi } from '@automercato/entities/api';
import { createAdminList } from '../../admin-table';
import type { ListSpec } from '../../admin-table';
import { deleteMessageFx, type AdminMessage } from '../api/messages';
import { t } from '../texts';

export const messagesSpec: ListSpec = {
  sortable: ['created_at'],
  defaultSort: 'created_at',
  defaultDirection: 'desc',
  filters: ['dealer', 'listing', 'deleted'],
};

export const messagesList = createAdminList<AdminMessage>((query) =>
  getApi().admin.messages.list(query as Parameters<ReturnType<typeof getApi>['admin']['messages']['list']>[0]));

export const DELETE_TITLE = t('messages.eliminareQuestoMessaggio');
export const DELETE_TEXT = t('messages.spariraDallaCasellaDel');

export const deleteRequested = createEvent<string>('adminMessageDeleteRequested');
/** The id of a message just deleted (the page closes its dialog). */
export const messageDeleted = createEvent<string>('adminMessageDeleted');

const askDeleteFx = attach({
  effect: confirmFx,
  mapParams: () => ({ title: DELETE_TITLE, text: DELETE_TEXT, yes: 'Elimina', no: 'Annulla', theme: 'danger' as const }),
});
export const $deleting = createStore<string | null>(null)
  .on(deleteRequested, (current, id) => current ?? id)
  .reset(askDeleteFx.fail, deleteMessageFx.finally);
$deleting.on(askDeleteFx.doneData, (id, yes) => (yes ? id : null));

sample({ clock: deleteRequested, source: deleteMessageFx.pending, filter: (busy) => !busy, fn: () => undefined, target: askDeleteFx });
sample({ clock: askDeleteFx.doneData, source: $deleting, filter: (id, yes) => yes && id !== null, fn: (id) => id!, target: deleteMessageFx });
sample({ clock: deleteMessageFx.done, fn: ({ params }) => params, target: messageDeleted });
sample({ clock: deleteMessageFx.done, target: messagesList.listChanged });
sample({ clock: deleteMessageFx.done, fn: () => ({ text: t('messages.messaggioEliminato'), icon: 'success' as const }), target: toastShown });
sample({
  clock: deleteMessageFx.failData,
  fn: (error: ApiError) => ({ title: 'Errore', text: error.message || t('messages.eliminazioneNonRiuscitaRiprova'), icon: 'error' as const }),
  target: toastShown,
});
