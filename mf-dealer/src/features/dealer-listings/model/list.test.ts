import { describe, expect, it } from 'vitest';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { ApiError } from '@automercato/api-sdk';
import { confirmFx, toastShown, waitFx, type ToastOptions } from '@automercato/shell-api';
import { fetchCurrentPlanFx } from '../../plan/api/plan';
import { deleteListingFx, fetchListingsFx, setSlotFx, setStateFx, apiQueryOf } from '../api/listings';
import type { ListingQuery } from '../api/types';
import { $counters, $list, $listStatus, deleteRequested, listOpened, slotToggled, stateChangeRequested, slotErrorMessage } from './list';
import { DEFAULT_QUERY, parseQuery, queryParams, withChange } from './query';
import { COUNTERS, change, listing, page } from './fixtures';
import { freePlan } from '../../../test/harness';

const D = '5d0c39a4-3f53-4a5e-9d55-0d4d3b7c1a10';

function toasts(scope: Scope) {
  const seen: ToastOptions[] = [];
  createWatch({ unit: toastShown, scope, fn: (t) => seen.push(t) });
  return seen;
}

describe('the list query in the address', () => {
  it('reads and writes only what differs from the defaults, and a new filter goes back to page 1', () => {
    const query = parseQuery(new URLSearchParams('q=golf&stato=draft&ordina=price_asc&pagina=3'));
    expect(query).toEqual({ search: 'golf', state: 'draft', sort: 'price_asc', page: 3 });
    expect(queryParams(DEFAULT_QUERY).toString()).toBe('');
    expect(queryParams(withChange(query, { state: 'sold' })).toString()).toBe('q=golf&stato=sold&ordina=price_asc');
    // Nonsense in the address is the default, not an error.
    expect(parseQuery(new URLSearchParams('stato=boh&ordina=x&pagina=-2'))).toEqual(DEFAULT_QUERY);
  });

  it('becomes the API query (search, state, sort, page)', () => {
    expect(apiQueryOf({ search: ' GB123CD ', state: 'published', sort: 'price_desc', page: 2 })).toEqual({
      page: 2, per_page: 20, sort_by: 'price', sort_direction: 'desc', query: 'GB123CD', state: 'published',
    });
  });
});

describe('the listings list', () => {
  it('loads the page the address asks for, and drops a late answer to an older query', async () => {
    const asked: ListingQuery[] = [];
    const scope = fork({
      handlers: [[waitFx, () => undefined], [fetchListingsFx, async ({ query }: { query: ListingQuery }) => {
        asked.push(query);
        // The first query's answer arrives after the second one's.
        if (query.state === null) await new Promise<void>((r) => setTimeout(r, 30));
        return page([listing(query.state === null ? 1 : 2)]);
      }]],
    });
    await Promise.all([
      allSettled(listOpened, { scope, params: { dealerUuid: D, query: DEFAULT_QUERY } }),
      allSettled(listOpened, { scope, params: { dealerUuid: D, query: withChange(DEFAULT_QUERY, { state: 'draft' }) } }),
    ]);
    expect(asked.map((q) => q.state)).toEqual([null, 'draft']);
    expect(scope.getState($list)?.items.map((l) => l.title)).toEqual(['Volkswagen Golf 2']);
    expect(scope.getState($listStatus)).toBe('ready');
  });

  it('a refused showcase switch goes back off and says why in Italian (S3)', async () => {
    const scope = fork({
      handlers: [
        // Toasts close at once (they would keep the scope busy for 6 s).
        [waitFx, () => undefined],
        [fetchListingsFx, () => page([listing(1)])],
        [setSlotFx, () => Promise.reject(new ApiError('S3', 'Hai esaurito le vetrine incluse nel tuo piano.', 422))],
      ],
    });
    const seen = toasts(scope);
    await allSettled(listOpened, { scope, params: { dealerUuid: D, query: DEFAULT_QUERY } });
    await allSettled(slotToggled, { scope, params: { listingId: listing(1).uuid, slot: 'showcase', on: true } });
    expect(scope.getState($list)?.items[0]?.showcase).toBe(false);
    expect(seen.at(-1)).toMatchObject({ icon: 'error', text: 'Hai usato tutti gli annunci in vetrina del tuo piano: togline uno o passa a un piano superiore.' });
  });

  it('an accepted featured switch stays on, reloads the list and the plan counters', async () => {
    let loads = 0;
    let planLoads = 0;
    const scope = fork({
      handlers: [
        // Toasts close at once (they would keep the scope busy for 6 s).
        [waitFx, () => undefined],
        [fetchListingsFx, () => (loads++, page([listing(1, { featured: loads > 1 })], { counters: { ...COUNTERS, featured: { used: loads > 1 ? 1 : 0, allowed: 1 } } }))],
        [setSlotFx, () => change(listing(1, { featured: true }), { ...page([]).meta.counters, featured: { used: 1, allowed: 1 } })],
        [fetchCurrentPlanFx, () => (planLoads++, freePlan())],
      ],
    });
    await allSettled(listOpened, { scope, params: { dealerUuid: D, query: DEFAULT_QUERY } });
    await allSettled(slotToggled, { scope, params: { listingId: listing(1).uuid, slot: 'featured', on: true } });
    expect(scope.getState($list)?.items[0]?.featured).toBe(true);
    expect(scope.getState($counters)?.featured).toEqual({ used: 1, allowed: 1 });
    expect(loads).toBe(2);
    expect(planLoads).toBe(1);
  });

  it('withdrawing asks first: "Annulla" changes nothing, "Ritira" withdraws', async () => {
    let answer = false;
    const changes: string[] = [];
    const scope = fork({
      handlers: [
        // Toasts close at once (they would keep the scope busy for 6 s).
        [waitFx, () => undefined],
        [fetchListingsFx, () => page([listing(1)])],
        [confirmFx, () => answer],
        [setStateFx, ({ state }: { state: string }) => (changes.push(state), change(listing(1, { state: 'withdrawn' })))],
        [fetchCurrentPlanFx, () => freePlan()],
      ],
    });
    await allSettled(listOpened, { scope, params: { dealerUuid: D, query: DEFAULT_QUERY } });
    await allSettled(stateChangeRequested, { scope, params: { listingId: listing(1).uuid, title: 'Golf', state: 'withdrawn' } });
    expect(changes).toEqual([]);
    answer = true;
    await allSettled(stateChangeRequested, { scope, params: { listingId: listing(1).uuid, title: 'Golf', state: 'withdrawn' } });
    expect(changes).toEqual(['withdrawn']);
  });

  it('publishing over the plan is refused with the plan named (S4), deleting a draft asks first', async () => {
    const deleted: string[] = [];
    const scope = fork({
      handlers: [
        // Toasts close at once (they would keep the scope busy for 6 s).
        [waitFx, () => undefined],
        [fetchListingsFx, () => page([listing(1, { state: 'draft' })])],
        [setStateFx, () => Promise.reject(new ApiError('S4', 'limite', 422))],
        [confirmFx, () => true],
        [deleteListingFx, ({ listingId }: { listingId: string }) => (deleted.push(listingId), null)],
        [fetchCurrentPlanFx, () => freePlan()],
      ],
    });
    const seen = toasts(scope);
    await allSettled(listOpened, { scope, params: { dealerUuid: D, query: DEFAULT_QUERY } });
    await allSettled(stateChangeRequested, { scope, params: { listingId: listing(1).uuid, title: 'Golf', state: 'published' } });
    expect(seen.at(-1)?.text).toMatch(/numero massimo di annunci pubblicati/);
    await allSettled(deleteRequested, { scope, params: { listingId: listing(1).uuid, title: 'Golf' } });
    expect(deleted).toEqual([listing(1).uuid]);
    expect(seen.at(-1)).toMatchObject({ text: 'Bozza eliminata.', icon: 'success' });
  });

  it('names the slot in the S2 message', () => {
    expect(slotErrorMessage('featured', { code: 'S2', message: '' })).toBe('Il tuo piano non comprende annunci in evidenza: scegli un piano dalla pagina Piano.');
  });
});
