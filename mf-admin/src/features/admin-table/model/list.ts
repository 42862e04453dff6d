/**
 * The model of one admin table: load the page the address asks for, keep only the answer to
 * the latest request (a quick filter change must not show an old page), retry after a failure,
 * reload after a change. One model per table, created at module level by the feature.
 */
import { attach, createEffect, createEvent, createStore, sample, type Effect } from 'effector';
import type { ApiError } from '@automercato/api-sdk';
import { userReset } from '@automercato/shell-api';

export interface AdminPageMeta { page: number; per_page: number; total: number; last_page: number; total_capped: boolean }
export interface AdminPageOf<Row> { items: Row[]; meta: AdminPageMeta }
export type ApiQuery = Record<string, string | number>;
export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

export function createAdminList<Row>(fetch: (query: ApiQuery) => Promise<AdminPageOf<Row>>) {
  /** The call; tests replace it with fork({ handlers }). */
  const fetchFx: Effect<ApiQuery, AdminPageOf<Row>, ApiError> = createEffect<ApiQuery, AdminPageOf<Row>, ApiError>(fetch);
  const listOpened = createEvent<ApiQuery>();
  const listRetried = createEvent();
  /** After a change (enable, delete…): the same page again. */
  const listChanged = createEvent();

  const $request = createStore<ApiQuery | null>(null, { serialize: 'ignore' }).on(listOpened, (_, q) => q).reset(userReset);
  const $list = createStore<AdminPageOf<Row> | null>(null, { serialize: 'ignore' }).reset(userReset);
  const $status = createStore<ListStatus>('idle').reset(userReset);

  const load = attach({ effect: fetchFx });
  sample({ clock: listOpened, target: load });
  sample({ clock: [listRetried, listChanged], source: $request, filter: Boolean, target: load });
  $status.on(load, (status) => (status === 'ready' ? 'ready' : 'loading'));
  sample({ clock: load.done, source: $request, filter: (request, { params }) => request === params, fn: (_, { result }) => result, target: $list });
  sample({ clock: load.done, source: $request, filter: (request, { params }) => request === params, fn: () => 'ready' as const, target: $status });
  sample({ clock: load.fail, source: $request, filter: (request, { params }) => request === params, fn: () => 'error' as const, target: $status });

  return { fetchFx, listOpened, listRetried, listChanged, $list, $status };
}
export type AdminList<Row> = ReturnType<typeof createAdminList<Row>>;
