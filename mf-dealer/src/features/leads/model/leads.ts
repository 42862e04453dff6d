/**
 * The dealer's inbox (/dealer/{uuid}/messages): one page of leads, unread first; opening a
 * lead marks it read; a reply goes to the buyer by e-mail; deleting asks the shell's confirm
 * dialog first. Results land as toasts; a failed reply keeps the text and shows the reason.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { ApiError, DealerMessage, DealerMessagePage } from '@automercato/api-sdk';
import { confirmFx, toastShown, userReset } from '@automercato/shell-api';
import { deleteMessageFx, loadInboxFx, markReadFx, replyFx, type InboxFilter } from '../api/leads';
import type { FormRules } from '@automercato/forms';
import { t } from '../texts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
export const DELETE_TITLE = t('leads.eliminareQuestoMessaggio');
export const DELETE_TEXT = t('leads.ilMessaggioSpariraDalla');

export const inboxOpened = createEvent<string>('inboxOpened');
export const filterChanged = createEvent<InboxFilter>('filterChanged');
export const pageChanged = createEvent<number>('pageChanged');
export const retried = createEvent('inboxRetried');
/** The dealer opens a lead (it becomes read) or closes it. */
export const messageOpened = createEvent<string>('messageOpened');
export const messageClosed = createEvent('messageClosed');
export const unreadMarked = createEvent<string>('unreadMarked');
export const deleteRequested = createEvent<string>('deleteRequested');

export const $dealer = createStore<string | null>(null).on(inboxOpened, (_, dealer) => dealer);
export const $filter = createStore<InboxFilter>('all').on(filterChanged, (_, filter) => filter).reset(inboxOpened);
export const $page = createStore(1).on(pageChanged, (_, page) => page).reset(inboxOpened, filterChanged);
export const $inbox = createStore<DealerMessagePage | null>(null).reset(inboxOpened, userReset);
export const $status = createStore<LoadStatus>('idle')
  .on(loadInboxFx, (status) => (status === 'ready' ? 'ready' : 'loading'))
  .on(loadInboxFx.done, () => 'ready')
  .on(loadInboxFx.fail, () => 'error')
  .reset(inboxOpened);
export const $openId = createStore<string | null>(null).on(messageOpened, (_, id) => id).reset(messageClosed, inboxOpened);
export const $replying = replyFx.pending;

// Every change of dealer, filter or page loads the page again.
const reload = sample({
  clock: [inboxOpened, filterChanged, pageChanged, retried],
  source: { dealerUuid: $dealer, page: $page, filter: $filter },
  filter: ({ dealerUuid }) => dealerUuid !== null,
  fn: ({ dealerUuid, page, filter }) => ({ dealerUuid: dealerUuid!, page, filter }),
});
sample({ clock: reload, target: loadInboxFx });
// Only the answer to the current question (a late one for another filter is dropped).
sample({
  clock: loadInboxFx.done,
  source: { dealerUuid: $dealer, page: $page, filter: $filter },
  filter: (now, { params }) => now.dealerUuid === params.dealerUuid && now.page === params.page && now.filter === params.filter,
  fn: (_, { result }) => result,
  target: $inbox,
});

/** A changed lead in place; the unread counter follows its read_at. */
export function withMessage(page: DealerMessagePage | null, message: DealerMessage): DealerMessagePage | null {
  if (!page) return page;
  const before = page.items.find((item) => item.uuid === message.uuid);
  if (!before) return page;
  const delta = (before.read_at === null ? 1 : 0) - (message.read_at === null ? 1 : 0);
  return {
    items: page.items.map((item) => (item.uuid === message.uuid ? message : item)),
    meta: { ...page.meta, unread: Math.max(0, page.meta.unread - delta) },
  };
}

export function withoutMessage(page: DealerMessagePage | null, id: string): DealerMessagePage | null {
  if (!page) return page;
  const gone = page.items.find((item) => item.uuid === id);
  if (!gone) return page;
  return {
    items: page.items.filter((item) => item.uuid !== id),
    meta: { ...page.meta, total: Math.max(0, page.meta.total - 1), unread: Math.max(0, page.meta.unread - (gone.read_at === null ? 1 : 0)) },
  };
}

$inbox.on([markReadFx.doneData, replyFx.doneData], withMessage);

// Opening an unread lead marks it read.
sample({
  clock: messageOpened,
  source: { dealerUuid: $dealer, inbox: $inbox },
  filter: ({ dealerUuid, inbox }, id) => dealerUuid !== null && inbox?.items.find((item) => item.uuid === id)?.read_at === null,
  fn: ({ dealerUuid }, id) => ({ dealerUuid: dealerUuid!, id, read: true }),
  target: markReadFx,
});
sample({
  clock: unreadMarked,
  source: $dealer,
  filter: Boolean,
  fn: (dealerUuid, id) => ({ dealerUuid, id, read: false }),
  target: markReadFx,
});
// Marked unread: the dealer is done with it for now.
sample({ clock: markReadFx.done, filter: ({ params }) => !params.read, target: messageClosed });
sample({ clock: markReadFx.done, filter: ({ params }) => !params.read, fn: () => ({ text: t('leads.messaggioSegnatoComeDa'), icon: 'info' as const }), target: toastShown });

// Replies: the form (its text, its message, the API's refusal on its field) lives in the reply
// form on the forms kit; it sends through this effect, which fails with the API's error.
export interface ReplyValues { message?: string }

/** The reply's rule: something to send (spaces alone are not a reply). */
export const REPLY_RULES: FormRules<keyof ReplyValues> = {
  message: (value) => (typeof value === 'string' && value.trim() !== '' ? undefined : t('leads.scriviLaRispostaPrima')),
};

export const replySentFx = attach({
  name: 'replySentFx',
  source: $dealer,
  effect: replyFx,
  mapParams: ({ id, message }: { id: string; message: string }, dealerUuid) => {
    if (dealerUuid === null) throw new Error('replySentFx: no inbox open');
    return { dealerUuid, id, message: message.trim() };
  },
});
sample({ clock: replyFx.done, fn: ({ result }) => ({ text: t('leads.rispostaInviataA', { email: result.email }), icon: 'success' as const }), target: toastShown });

// Deleting: the shell's confirm dialog first.
const askDeleteFx = attach({
  effect: confirmFx,
  mapParams: () => ({ title: DELETE_TITLE, text: DELETE_TEXT, yes: 'Elimina', no: 'Annulla', theme: 'danger' as const }),
});
const $deleting = createStore<string | null>(null)
  .on(deleteRequested, (_, id) => id)
  .reset(askDeleteFx.fail, deleteMessageFx.finally);
sample({ clock: deleteRequested, target: askDeleteFx });
sample({
  clock: askDeleteFx.doneData,
  source: { dealerUuid: $dealer, id: $deleting },
  filter: ({ dealerUuid, id }, yes) => yes && dealerUuid !== null && id !== null,
  fn: ({ dealerUuid, id }) => ({ dealerUuid: dealerUuid!, id: id! }),
  target: deleteMessageFx,
});
$deleting.on(askDeleteFx.doneData, (id, yes) => (yes ? id : null));
$inbox.on(deleteMessageFx.done, (page, { params }) => withoutMessage(page, params.id));
sample({ clock: deleteMessageFx.done, source: $openId, filter: (open, { params }) => open === params.id, target: messageClosed });
sample({ clock: deleteMessageFx.done, fn: () => ({ text: t('leads.messaggioEliminato'), icon: 'success' as const }), target: toastShown });

// Failures other than the reply form's own: a toast with the server's Italian message.
sample({
  clock: [markReadFx.failData, deleteMessageFx.failData],
  fn: (error: ApiError) => ({ title: 'Errore', text: error.message || t('leads.operazioneNonRiuscitaRiprova'), icon: 'error' as const }),
  target: toastShown,
});
