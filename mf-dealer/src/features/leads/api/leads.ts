/** The calls of the dealer's inbox, as effects over the one API client (tests replace the handlers with fork). */
import { createEffect } from 'effector';
import type { ApiError, DealerMessage, DealerMessagePage } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';

export type InboxFilter = 'all' | 'unread';
export interface InboxQuery { dealerUuid: string; page: number; filter: InboxFilter }
export interface MessageRef { dealerUuid: string; id: string }

export const loadInboxFx = createEffect<InboxQuery, DealerMessagePage, ApiError>({
  name: 'loadInboxFx',
  handler: ({ dealerUuid, page, filter }) => getApi().messages.dealerList(dealerUuid, { page, ...(filter === 'unread' ? { status: 'unread' as const } : {}) }),
});

export const markReadFx = createEffect<MessageRef & { read: boolean }, DealerMessage, ApiError>({
  name: 'markReadFx',
  handler: ({ dealerUuid, id, read }) => getApi().messages.dealerMarkRead(dealerUuid, id, read),
});

export const replyFx = createEffect<MessageRef & { message: string }, DealerMessage, ApiError>({
  name: 'replyFx',
  handler: ({ dealerUuid, id, message }) => getApi().messages.dealerReply(dealerUuid, id, message),
});

export const deleteMessageFx = createEffect<MessageRef, { message: string }, ApiError>({
  name: 'deleteMessageFx',
  handler: ({ dealerUuid, id }) => getApi().messages.dealerDelete(dealerUuid, id),
});
