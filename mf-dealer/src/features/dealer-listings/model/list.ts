/**
 * The dealer's listings page: the list for the address's query, the showcase/featured switches
 * and the state changes (publish, withdraw, sold, delete a draft). Destructive changes ask the
 * shell's confirm dialog first; every change reloads the list and the plan (its counters), and
 * failures become Italian toasts (S2/S3/S4 in words that name the slot).
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@automercato/api-sdk';
import { confirmFx, toastShown, userReset } from '@automercato/shell-api';
import { dealerPlanNeeded } from '../../plan';
import { deleteListingFx, fetchListingsFx, setSlotFx, setStateFx, type Slot } from '../api/listings';
import type { DealerListingCounters, DealerListingPage, ListingQuery, ListingState } from '../api/types';
import { t } from '../texts';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

export const listOpened = createEvent<{ dealerUuid: string; query: ListingQuery }>();
export const listRetried = createEvent();
export const slotToggled = createEvent<{ listingId: string; slot: Slot; on: boolean }>();
export const stateChangeRequested = createEvent<{ listingId: string; title: string; state: Exclude<ListingState, 'draft'> }>();
export const deleteRequested = createEvent<{ listingId: string; title: string }>();

const $request = createStore<{ dealerUuid: string; query: ListingQuery } | null>(null, { serialize: 'ignore' }).on(listOpened, (_, r) => r);
export const $dealerUuid = $request.map((r) => r?.dealerUuid ?? null);
export const $list = createStore<DealerListingPage | null>(null, { serialize: 'ignore' });
export const $listStatus = createStore<ListStatus>('idle');
/** Listings with a change on the way: their buttons and switches wait. */
export const $busyIds = createStore<readonly string[]>([]);

// ── loading ──────────────────────────────────────────────────────────────────────────────
const load = attach({ effect: fetchListingsFx });
sample({ clock: listOpened, target: load });
sample({ clock: listRetried, source: $request, filter: Boolean, target: load });
$listStatus.on(load, (status) => (status === 'ready' ? 'ready' : 'loading'));
// Only the answer to the latest request counts (a quick filter change must not show an old page).
sample({
  clock: load.done,
  source: $request,
  filter: (request, { params }) => request === params,
  fn: (_, { result }) => result,
  target: $list,
});
$listStatus.on(load.done, () => 'ready').on(load.fail, () => 'error');
sample({ clock: listOpened, source: $request, filter: (prev, next) => prev?.dealerUuid !== next.dealerUuid, fn: () => null, target: $list });
$list.reset(userReset);
/** The plan's counters (published, showcase, featured): from the list, then from each change's answer. */
export const $counters = createStore<DealerListingCounters | null>(null, { serialize: 'ignore' })
  .on(load.doneData, (_, page) => page.meta.counters)
  .reset(userReset);
$listStatus.reset(userReset);

const changed = createEvent();
sample({ clock: changed, source: $request, filter: Boolean, target: load });
sample({ clock: changed, source: $request, filter: Boolean, fn: (r) => r.dealerUuid, target: dealerPlanNeeded });

// ── showcase and featured ────────────────────────────────────────────────────────────────
const setSlot = attach({ effect: setSlotFx });
sample({
  clock: slotToggled,
  source: { dealerUuid: $dealerUuid, busy: $busyIds },
  filter: ({ dealerUuid, busy }, { listingId }) => dealerUuid !== null && !busy.includes(listingId),
  fn: ({ dealerUuid }, toggle) => ({ dealerUuid: dealerUuid!, ...toggle }),
  target: setSlot,
});
// The switch moves at once; a refusal puts it back.
$list
  .on(setSlot, (list, { listingId, slot, on }) => patch(list, listingId, { [slot]: on }))
  .on(setSlot.fail, (list, { params: { listingId, slot, on } }) => patch(list, listingId, { [slot]: !on }));
$counters.on(setSlot.doneData, (_, change) => change.counters);
sample({ clock: setSlot.done, target: changed });
sample({
  clock: setSlot.done,
  fn: ({ params: { slot, on } }) => ({
    text: on ? (slot === 'showcase' ? t('list.annuncioMessoInVetrina') : t('list.annuncioMessoInEvidenza')) : slot === 'showcase' ? t('list.annuncioToltoDallaVetrina') : t('list.annuncioToltoDallEvidenza'),
    icon: 'success' as const,
  }),
  target: toastShown,
});
sample({
  clock: setSlot.fail,
  fn: ({ params: { slot }, error }) => ({ title: 'Errore', text: slotErrorMessage(slot, error), icon: 'error' as const }),
  target: toastShown,
});

// ── state changes ────────────────────────────────────────────────────────────────────────
const STATE_CONFIRM: Record<'withdrawn' | 'sold', { title: string; text: string; yes: string }> = {
  withdrawn: { title: t('list.ritirareLAnnuncio'), text: 'non sarà più visibile ai clienti; potrai ripubblicarlo.', yes: t('list.ritira') },
  sold: { title: t('list.segnareComeVenduto'), text: t('list.nonSaraPiuVisibile'), yes: t('list.segnaComeVenduto') },
};
const askStateFx = attach({
  effect: confirmFx,
  mapParams: ({ title, state }: { listingId: string; title: string; state: 'withdrawn' | 'sold' }) => {
    const c = STATE_CONFIRM[state];
    return { title: c.title, text: `«${title}» ${c.text}`, yes: c.yes, no: 'Annulla', theme: 'danger' as const };
  },
});
const askDeleteFx = attach({
  effect: confirmFx,
  mapParams: ({ title }: { listingId: string; title: string }) => ({
    title: t('list.eliminareLaBozza'), text: t('list.saraEliminataDefinitivamenteCon', { title }), yes: 'Elimina', no: 'Annulla', theme: 'danger' as const,
  }),
});
const setState = attach({ effect: setStateFx, source: $dealerUuid, mapParams: (p: { listingId: string; state: Exclude<ListingState, 'draft'> }, dealerUuid) => ({ dealerUuid: dealerUuid!, ...p }) });
const remove = attach({ effect: deleteListingFx, source: $dealerUuid, mapParams: (listingId: string, dealerUuid) => ({ dealerUuid: dealerUuid!, listingId }) });

sample({ clock: stateChangeRequested, filter: ({ state }) => state === 'published', target: setState });
const askState = sample({ clock: stateChangeRequested, filter: (r): r is typeof r & { state: 'withdrawn' | 'sold' } => r.state !== 'published' });
sample({ clock: askState, target: askStateFx });
sample({ clock: askStateFx.done, filter: ({ result }) => result, fn: ({ params }) => ({ listingId: params.listingId, state: params.state }), target: setState });
sample({ clock: deleteRequested, target: askDeleteFx });
sample({ clock: askDeleteFx.done, filter: ({ result }) => result, fn: ({ params }) => params.listingId, target: remove });

$busyIds
  .on(setSlot, (ids, { listingId }) => [...ids, listingId])
  .on(setSlot.finally, (ids, { params }) => ids.filter((id) => id !== params.listingId))
  .on(setState, (ids, { listingId }) => [...ids, listingId])
  .on(setState.finally, (ids, { params }) => ids.filter((id) => id !== params.listingId))
  .on(remove, (ids, id) => [...ids, id])
  .on(remove.finally, (ids, { params }) => ids.filter((id) => id !== params));

$counters.on(setState.doneData, (_, change) => change.counters);
sample({ clock: [setState.done, remove.done], target: changed });
const STATE_DONE: Record<ListingState, string> = {
  draft: t('list.annuncioSalvatoComeBozza'),
  published: t('list.annuncioPubblicato'),
  withdrawn: t('list.annuncioRitirato'),
  sold: t('list.annuncioSegnatoComeVenduto'),
};
sample({ clock: setState.done, fn: ({ params }) => ({ text: STATE_DONE[params.state], icon: 'success' as const }), target: toastShown });
sample({ clock: remove.done, fn: () => ({ text: t('list.bozzaEliminata'), icon: 'success' as const }), target: toastShown });
sample({
  clock: [setState.failData, remove.failData],
  fn: (error) => ({ title: 'Errore', text: stateErrorMessage(error), icon: 'error' as const }),
  target: toastShown,
});

// ── pure helpers ─────────────────────────────────────────────────────────────────────────
function patch(list: DealerListingPage | null, id: string, change: Partial<DealerListingPage['items'][number]>): DealerListingPage | null {
  if (!list) return list;
  return { ...list, items: list.items.map((item) => (item.uuid === id ? { ...item, ...change } : item)) };
}

/** S2/S3/S4 for a showcase or featured switch, naming the slot. */
export function slotErrorMessage(slot: Slot, error: Pick<ApiError, 'code' | 'message'>): string {
  const what = slot === 'showcase' ? t('list.inVetrina') : t('list.inEvidenza');
  switch (error.code) {
    case 'S2':
      return t('list.ilTuoPianoNon', { what });
    case 'S3':
      return t('list.haiUsatoTuttiGli', { what });
    case 'S4':
      return t('list.haiRaggiuntoIlNumero', { what });
    default:
      return error.message || t('list.nonEStatoPossibile');
  }
}

/** Publishing over the plan (S2/S4) or anything else the API says. */
export function stateErrorMessage(error: Pick<ApiError, 'code' | 'message'>): string {
  if (error.code === 'S2') return t('list.ilTuoPianoNon2');
  if (error.code === 'S4') return t('list.haiRaggiuntoIlNumero2');
  return error.message || t('list.nonEStatoPossibile');
}
