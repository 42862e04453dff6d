/** The calls of the admin messages page, as effects over the one API client (tests replace the handlers with fork). */
import { createEffect } from 'effector';
import type { ApiError, Reply } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';

export type AdminMessage = Reply<'GET /api/admin/user-messages'>['items'][number];

export const deleteMessageFx = createEffect<string, AdminMessage, ApiError>({
  name: 'adminDeleteMessageFx',
  handler: (id) => getApi().admin.messages.remove(id),
});
