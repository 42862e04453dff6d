import { createEffect } from 'effector';
import type { ApiError } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';
import { carfaxCalls, type Scope } from '../../reports';

type RequestPage = Awaited<ReturnType<ReturnType<typeof carfaxCalls>['requests']>>;
export type DealerCarfaxRequest = RequestPage['items'][number];

export const fetchRequestsFx = createEffect<{ scope: Scope; status: string }, RequestPage, ApiError>(({ scope, status }) =>
  carfaxCalls(scope).requests({ per_page: 100, ...(status ? { status: status as 'pending' } : {}) }));

export const decideFx = createEffect<{ scope: Scope; requestUuid: string; status: 'approved' | 'rejected' }, DealerCarfaxRequest, ApiError>(
  ({ scope, requestUuid, status }) => carfaxCalls(scope).updateRequest(requestUuid, status));

/** The dealer's settings: whether buyers' requests are approved at once. */
export const fetchAutoApproveFx = createEffect<string, boolean, ApiError>(async (dealerUuid) =>
  (await getApi().dealers.settings(dealerUuid)).auto_approve_carfax_requests);

/** PUT /api/dealers/{uuid}/settings {auto_approve_carfax_requests} (SPEC §7). */
export const saveAutoApproveFx = createEffect<{ dealerUuid: string; value: boolean }, boolean, ApiError>(async ({ dealerUuid, value }) => {
  await getApi().dealers.updateSettings(dealerUuid, { auto_approve_carfax_requests: value });
  return value;
});
