/** The calls of the admin's dealer pages, as effects over the one API client (tests replace the handlers with fork). */
import { createEffect } from 'effector';
import type { AdminDealerBody, AdminDealerDetail, AdminDealerRow, AdminVatReviewBody, ApiError } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';
import type { AdminPageOf, ApiQuery } from '../../admin-table';

type DealerListQuery = Parameters<ReturnType<typeof getApi>['admin']['dealers']['list']>[0];

export const fetchDealers = (query: ApiQuery): Promise<AdminPageOf<AdminDealerRow>> => getApi().admin.dealers.list(query as DealerListQuery);

export const loadDealerFx = createEffect<string, AdminDealerDetail, ApiError>({
  name: 'loadDealerFx', handler: (dealerId) => getApi().admin.dealers.get(dealerId),
});

export const saveDealerFx = createEffect<{ dealerId: string; body: AdminDealerBody }, AdminDealerDetail, ApiError>({
  name: 'saveDealerFx', handler: ({ dealerId, body }) => getApi().admin.dealers.update(dealerId, body),
});

/** Disabling carries the reason mailed to the dealer's owners (null when enabling). */
export const setDealerEnabledFx = createEffect<{ dealerId: string; enabled: boolean; reason?: string }, AdminDealerDetail, ApiError>({
  name: 'setDealerEnabledFx',
  handler: ({ dealerId, enabled, reason }) => (enabled ? getApi().admin.dealers.enable(dealerId) : getApi().admin.dealers.disable(dealerId, reason ?? '')),
});

export const reviewVatFx = createEffect<{ dealerId: string; body: AdminVatReviewBody }, AdminDealerDetail, ApiError>({
  name: 'reviewVatFx', handler: ({ dealerId, body }) => getApi().admin.dealers.reviewVat(dealerId, body),
});
