/**
 * The reports list of a dealer (or of every dealer, for admins): search, open, delete after the
 * shell's confirm dialog, and "Associa ad annunci" (the listings that may be the vehicle, ticked
 * to associate).
 */
import { createEvent, createStore, sample, attach } from 'effector';
import type { CarfaxMatchingListing, CarfaxReport, PageMeta } from '@automercato/api-sdk';
import { confirmFx, toastShown } from '@automercato/shell-api';
import { associateFx, deleteReportFx, fetchMatchesFx, fetchReportsFx } from '../api/reports';
import type { Scope } from '../api/scope';
import { t } from '../texts';

export type Status = 'idle' | 'loading' | 'ready' | 'error';

export const reportsOpened = createEvent<Scope>();
export const searchChanged = createEvent<string>();
export const searchSubmitted = createEvent();
export const pageChosen = createEvent<number>();
export const deleteRequested = createEvent<CarfaxReport>();

export const $scope = createStore<Scope | null>(null).on(reportsOpened, (_, scope) => scope);
export const $search = createStore('').on(searchChanged, (_, text) => text).reset(reportsOpened);
export const $page = createStore(1).on(pageChosen, (_, p) => p).reset(reportsOpened, searchSubmitted);
export const $reports = createStore<CarfaxReport[]>([]).on(fetchReportsFx.doneData, (_, page) => page.items).reset(reportsOpened);
export const $meta = createStore<PageMeta | null>(null).on(fetchReportsFx.doneData, (_, page) => page.meta);
export const $status = createStore<Status>('idle')
  .on(fetchReportsFx, () => 'loading')
  .on(fetchReportsFx.done, () => 'ready')
  .on(fetchReportsFx.fail, () => 'error');

sample({
  clock: [reportsOpened, searchSubmitted, pageChosen],
  source: { scope: $scope, search: $search, page: $page },
  filter: (s) => s.scope !== null,
  fn: ({ scope, search, page }) => ({ scope: scope!, search: search.trim(), page }),
  target: fetchReportsFx,
});

// ── delete ──
const confirmDeleteFx = attach({
  effect: confirmFx,
  mapParams: (report: CarfaxReport) => ({
    title: t('reports.eliminareIlReport'),
    theme: 'danger' as const,
    yes: 'Elimina',
    text: t('reports.ilReportDiSparira', { make: report.make, model: report.model, v2: report.plate ?? report.vin ?? '' }),
  }),
});
sample({ clock: deleteRequested, target: confirmDeleteFx });
sample({
  clock: confirmDeleteFx.done,
  source: $scope,
  filter: (scope, { result }) => scope !== null && result,
  fn: (scope, { params }) => ({ scope: scope!, reportUuid: params.uuid }),
  target: deleteReportFx,
});
$reports.on(deleteReportFx.done, (list, { params }) => list.filter((r) => r.uuid !== params.reportUuid));
sample({ clock: deleteReportFx.done, fn: () => ({ text: t('reports.reportEliminato'), icon: 'success' as const }), target: toastShown });
sample({ clock: deleteReportFx.failData, fn: (error) => ({ title: t('reports.eliminazioneNonRiuscita'), text: error.message, icon: 'error' as const }), target: toastShown });

// ── associate with listings ──
export const associateOpened = createEvent<string>();
export const associateClosed = createEvent();
export const listingToggled = createEvent<string>();
export const associateSubmitted = createEvent();

export const $associating = createStore<string | null>(null).on(associateOpened, (_, uuid) => uuid).reset(associateClosed, reportsOpened);
export const $matches = createStore<CarfaxMatchingListing[]>([]).on(fetchMatchesFx.doneData, (_, list) => list).reset(associateOpened);
export const $matchesStatus = createStore<Status>('idle')
  .on(fetchMatchesFx, () => 'loading').on(fetchMatchesFx.done, () => 'ready').on(fetchMatchesFx.fail, () => 'error');
/** Ticked listings: those already on this report start ticked. */
export const $ticked = createStore<string[]>([])
  .reset(associateOpened)
  .on(listingToggled, (list, uuid) => (list.includes(uuid) ? list.filter((u) => u !== uuid) : [...list, uuid]));
sample({
  clock: fetchMatchesFx.done,
  fn: ({ params, result }) => result.filter((l) => l.carfax_report === params.reportUuid).map((l) => l.uuid),
  target: $ticked,
});
export const $associateError = createStore<string | null>(null)
  .reset(associateOpened, associateSubmitted)
  .on(associateFx.failData, (_, e) => e.message);

sample({
  clock: associateOpened,
  source: $scope,
  filter: Boolean,
  fn: (scope, reportUuid) => ({ scope: scope!, reportUuid }),
  target: fetchMatchesFx,
});
const noneTicked = sample({ clock: associateSubmitted, source: $ticked, filter: (ticked) => ticked.length === 0 });
$associateError.on(noneTicked, () => t('reports.selezionaAlmenoUnAnnuncio'));
sample({
  clock: associateSubmitted,
  source: { scope: $scope, reportUuid: $associating, listings: $ticked },
  filter: (s) => s.scope !== null && s.reportUuid !== null && s.listings.length > 0,
  fn: (s) => ({ scope: s.scope!, reportUuid: s.reportUuid!, listings: s.listings }),
  target: associateFx,
});
sample({ clock: associateFx.done, target: associateClosed });
sample({
  clock: associateFx.doneData,
  fn: ({ listings }) => ({ text: listings.length === 1 ? t('reports.reportAssociatoA1') : t('reports.reportAssociatoAAnnunci', { length: listings.length }), icon: 'success' as const }),
  target: toastShown,
});
// The list shows the associations: reload the page after one.
sample({
  clock: associateFx.done,
  source: { scope: $scope, search: $search, page: $page },
  filter: (s) => s.scope !== null,
  fn: (s) => ({ scope: s.scope!, search: s.search.trim(), page: s.page }),
  target: fetchReportsFx,
});
