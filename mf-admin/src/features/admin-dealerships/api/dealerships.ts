/** The calls of the dealer-admin pages, as effects over the one API client (tests replace the handlers with fork). */
import { createEffect } from 'effector';
import type { AdminDealerRow, AdminDealershipDetail, AdminDealershipRow, ApiError, MembershipRole } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';
import type { AdminPageOf, ApiQuery } from '../../admin-table';

type DealershipListQuery = Parameters<ReturnType<typeof getApi>['admin']['dealerships']['list']>[0];
export interface WantedDealership { dealer: string; role: MembershipRole }

export const fetchDealerships = (query: ApiQuery): Promise<AdminPageOf<AdminDealershipRow>> =>
  getApi().admin.dealerships.list(query as DealershipListQuery);

export const loadDealershipsFx = createEffect<string, AdminDealershipDetail, ApiError>({
  name: 'loadDealershipsFx', handler: (userId) => getApi().admin.dealerships.get(userId),
});

export const replaceDealershipsFx = createEffect<{ userId: string; dealerships: WantedDealership[] }, AdminDealershipDetail, ApiError>({
  name: 'replaceDealershipsFx', handler: ({ userId, dealerships }) => getApi().admin.dealerships.replace(userId, dealerships),
});

/** Dealers to add, by a prefix of their name (the admin dealers' search). */
export const searchDealersFx = createEffect<string, AdminDealerRow[], ApiError>({
  name: 'searchDealersFx', handler: async (q) => (await getApi().admin.dealers.list({ q, per_page: 8, sort_by: 'name', sort_direction: 'asc' })).items,
});
