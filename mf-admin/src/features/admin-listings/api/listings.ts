/** The calls of the admin listings page, as effects over the one API client (tests replace the handlers with fork). */
import { createEffect } from 'effector';
import type { ApiError, BodyOf, Reply } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';

export type AdminListingRow = Reply<'GET /api/admin/listings'>['items'][number];
export type AdminListingDetail = Reply<'GET /api/admin/listings/:listingId'>;
export type AdminListingBody = BodyOf<'PUT /api/admin/listings/:listingId'>;

export const loadListingFx = createEffect<string, AdminListingDetail, ApiError>({
  name: 'loadListingFx',
  handler: (id) => getApi().admin.listings.get(id),
});

export const saveListingFx = createEffect<{ id: string; body: AdminListingBody }, AdminListingDetail, ApiError>({
  name: 'saveListingFx',
  handler: ({ id, body }) => getApi().admin.listings.update(id, body),
});

export const disableListingFx = createEffect<{ id: string; reason: string }, AdminListingDetail, ApiError>({
  name: 'disableListingFx',
  handler: ({ id, reason }) => getApi().admin.listings.disable(id, reason),
});

export const enableListingFx = createEffect<string, AdminListingDetail, ApiError>({
  name: 'enableListingFx',
  handler: (id) => getApi().admin.listings.enable(id),
});
