/**
 * The listing editor's side effects; the fields themselves (values, visits, messages) are the
 * form's (@automercato/forms, ui/ListingForm). Here: which listing is open and loading it, the
 * catalogue behind the selects (make → model → version, loaded as the form's choice follows),
 * the vocabularies, saving as a draft (a new listing gets its id and its own address, so photos
 * can follow), publishing after saving, and the toasts.
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { errorTexts, lookupErrorMessages, type LookupItem } from '@automercato/api-sdk';
import type { ListingCatalogue } from '@automercato/validation';
import { navigationRequested, toastShown, userReset } from '@automercato/shell-api';
import { dealerPlanNeeded } from '../../plan';
import { fetchListingFx, fetchVersionsFx, saveListingFx, setStateFx } from '../../dealer-listings';
import type { DealerListing, ListingState, VehicleVersion } from '../../dealer-listings';
import { deletePhotoFx, uploadPhotosFx } from '../../listing-photos';
import { stateErrorMessage } from '../../dealer-listings';
import { fetchMakesFx, fetchModelsFx, fetchVocabulariesFx, type Vocabularies } from '../api/lookups';
import { NEW_LISTING_VALUES, toFormValues, toRequest, type CatalogueLookup, type ListingFormValues } from './fields';
import { t as tx } from '../texts';

export interface EditorTarget {
  dealerUuid: string;
  listingId: string | null;
}

/** What the form sends: its values, and whether to publish once saved ("Pubblica"). */
export interface ListingSubmit {
  values: ListingFormValues;
  publish: boolean;
}

export const editorOpened = createEvent<EditorTarget>();
/** The editor's page left: the next visit opens afresh (nothing of this listing shows meanwhile). */
export const editorClosed = createEvent();
/** The form's make or model changed: load what the next select offers. */
export const vehicleChosen = createEvent<CatalogueLookup>();

export const $target = createStore<EditorTarget | null>(null, { serialize: 'ignore' });
/** Each opening is a fresh form (the page keys the form with it); saving a new draft is not an opening. */
export const $formSession = createStore(0, { serialize: 'ignore' });
/**
 * What the form starts from and compares with ("unsaved changes"): the listing as loaded, then
 * the values as last saved (in the unit on screen).
 */
export const $savedValues = createStore<ListingFormValues>(NEW_LISTING_VALUES, { serialize: 'ignore' });
export const $state = createStore<ListingState | null>(null);
export const $title = createStore<string>('');
export const $loadStatus = createStore<'idle' | 'loading' | 'ready' | 'error'>('idle');
/** What buyers see of the saved listing: the server's `hidden_because` and the admins' reason. */
export type ListingVisibility = Pick<DealerListing, 'state' | 'hidden_because' | 'moderation_reason'>;
export const $visibility = createStore<ListingVisibility | null>(null, { serialize: 'ignore' });
const visibilityOfListing = (l: DealerListing): ListingVisibility => ({ state: l.state, hidden_because: l.hidden_because, moderation_reason: l.moderation_reason });

export const $makes = createStore<LookupItem[]>([]).on(fetchMakesFx.doneData, (_, list) => list);
export const $models = createStore<LookupItem[]>([]);
export const $versions = createStore<VehicleVersion[]>([]);
export const $vocabularies = createStore<Vocabularies | null>(null).on(fetchVocabulariesFx.doneData, (_, { lists }) => lists);
/** The make and model whose lists are wanted: a late answer for an earlier choice is dropped. */
const $choice = createStore<{ make: string; model: string }>({ make: '', model: '' }, { serialize: 'ignore' });
/** What the shared rules check the choice against (a list not loaded yet is not checked). */
export const $catalogue = combine($makes, $models, $versions, (makes, models, versions): ListingCatalogue => ({
  ...(makes.length ? { makes: makes.map((m) => m.slug) } : {}),
  ...(models.length ? { models: models.map((m) => m.slug) } : {}),
  ...(versions.length ? { versions } : {}),
}));

const loadListing = attach({ effect: fetchListingFx });
/** The listing asked again after its photos changed: a first photo makes it found, removing the last hides it. */
const refreshVisibility = attach({ effect: fetchListingFx });
const save = attach({
  effect: saveListingFx,
  mapParams: ({ target, values }: ListingSubmit & { target: EditorTarget }) => ({
    dealerUuid: target.dealerUuid,
    listingId: target.listingId,
    body: toRequest(values),
  }),
});
/**
 * The form's submit ("Salva bozza", "Salva modifiche", "Pubblica"): saves the values to the
 * listing open. Resolves with the saved listing; a refusal rejects with the ApiError, whose
 * messages the form puts on its fields. Publishing follows a save asked with `publish`.
 */
export const listingSaveFx = attach({
  source: $target,
  mapParams: (submit: ListingSubmit, target) => {
    if (!target) throw new Error('listingSaveFx: no listing open');
    return { ...submit, target };
  },
  effect: save,
});
const publish = attach({ effect: setStateFx });
export const $saving = combine(save.pending, publish.pending, (a, b) => a || b);

// ── opening and closing ──────────────────────────────────────────────────────────────────
// The page of a listing just created (after "Salva bozza") is the same editor: keep it as is
// (a listing that failed to load is asked again: "Riprova").
const opened = sample({
  clock: editorOpened,
  source: { current: $target, status: $loadStatus },
  filter: ({ current, status }, next) =>
    status === 'error' || !(next.listingId !== null && current?.dealerUuid === next.dealerUuid && current.listingId === next.listingId),
  fn: (_, next) => next,
});
$target.on(opened, (_, next) => next);
$formSession.on(opened, (n) => n + 1);
$savedValues.on(opened, () => NEW_LISTING_VALUES);
$state.on(opened, () => null);
$title.on(opened, () => '');
$visibility.on(opened, () => null);
$choice.reset(opened);
$models.on(opened, () => []);
$versions.on(opened, () => []);
$loadStatus.on(opened, (_, { listingId }) => (listingId ? 'loading' : 'ready'));
sample({ clock: opened, source: $makes, filter: (makes) => makes.length === 0, fn: () => undefined, target: fetchMakesFx });
sample({ clock: opened, source: $vocabularies, filter: (v) => v === null, fn: () => undefined, target: fetchVocabulariesFx });
sample({ clock: opened, filter: (t) => t.listingId !== null, fn: (t) => ({ dealerUuid: t.dealerUuid, listingId: t.listingId! }), target: loadListing });
sample({ clock: opened, fn: (t) => t.dealerUuid, target: dealerPlanNeeded });
for (const store of [$target, $loadStatus, $state, $title, $visibility]) store.reset(editorClosed);

const loaded = sample({ clock: loadListing.done, source: $target, filter: (t, { params }) => t?.listingId === params.listingId, fn: (_, { result }) => result });
$savedValues.on(loaded, (_, listing) => toFormValues(listing));
$state.on(loaded, (_, l) => l.state);
$title.on(loaded, (_, l) => l.title);
$visibility.on(loaded, (_, l) => visibilityOfListing(l));
$loadStatus.on(loaded, () => 'ready').on(loadListing.fail, () => 'error');
$choice.on(loaded, (_, l) => ({ make: l.make.slug, model: l.model.slug }));
sample({ clock: loaded, fn: (l) => l.make.slug, target: fetchModelsFx });
sample({ clock: loaded, fn: (l) => ({ make: l.make.slug, model: l.model.slug }), target: fetchVersionsFx });

sample({
  clock: fetchVocabulariesFx.doneData,
  filter: ({ failed }) => failed.length > 0,
  fn: ({ failed }) => ({ title: 'Errore', text: failed.join('. '), icon: 'error' as const }),
  target: toastShown,
});
// The catalogue lists' load failures, in the words the search filters use too (SPEC §8).
const loadFailed = (text: string) => () => ({ title: errorTexts.errorTitle, text, icon: 'error' as const });
sample({ clock: fetchMakesFx.fail, fn: loadFailed(lookupErrorMessages.brands), target: toastShown });
sample({ clock: fetchModelsFx.fail, fn: loadFailed(lookupErrorMessages.models), target: toastShown });
sample({ clock: fetchVersionsFx.fail, fn: loadFailed(lookupErrorMessages.versions), target: toastShown });

// ── the choice of make and model ─────────────────────────────────────────────────────────
$choice.on(vehicleChosen, (_, lookup) => ({ make: lookup.make, model: 'model' in lookup ? lookup.model : '' }));
$models.on(vehicleChosen, (list, lookup) => ('model' in lookup ? list : []));
$versions.on(vehicleChosen, () => []);
sample({
  clock: vehicleChosen,
  filter: (lookup) => !('model' in lookup) && lookup.make !== '',
  fn: (lookup) => lookup.make,
  target: fetchModelsFx,
});
sample({
  clock: vehicleChosen,
  filter: (lookup): lookup is { make: string; model: string } => 'model' in lookup && lookup.make !== '' && lookup.model !== '',
  target: fetchVersionsFx,
});
// Only the models/versions of the current choice.
sample({ clock: fetchModelsFx.done, source: $choice, filter: (c, { params }) => c.make === params, fn: (_, { result }) => result, target: $models });
sample({
  clock: fetchVersionsFx.done,
  source: $choice,
  filter: (c, { params }) => c.make === params.make && c.model === params.model,
  fn: (_, { result }) => result,
  target: $versions,
});

// ── saving ───────────────────────────────────────────────────────────────────────────────
// What was sent is what is saved: the form compares with it, in the unit on screen.
sample({ clock: save.done, fn: ({ params }) => params.values, target: $savedValues });
$state.on(save.doneData, (_, l) => l.state);
$title.on(save.doneData, (_, l) => l.title);
$visibility.on(save.doneData, (_, l) => visibilityOfListing(l));
$target.on(save.done, (t, { result }) => (t ? { ...t, listingId: result.uuid } : t));

sample({
  clock: save.done,
  filter: ({ params }) => !params.publish,
  fn: () => ({ text: tx('editor.annuncioSalvato'), icon: 'success' as const }),
  target: toastShown,
});
// A new listing: its own address, where the photos can be added.
sample({
  clock: save.done,
  filter: ({ params }) => params.target.listingId === null,
  fn: ({ params, result }) => ({
    to: `/dealer/${encodeURIComponent(params.target.dealerUuid)}/listings/${encodeURIComponent(result.uuid)}`,
    replace: true,
  }),
  target: navigationRequested,
});
sample({
  clock: save.done,
  filter: ({ params }) => params.publish,
  fn: ({ params, result }) => ({ dealerUuid: params.target.dealerUuid, listingId: result.uuid, state: 'published' as const }),
  target: publish,
});
$visibility.on(publish.doneData, (_, change) => visibilityOfListing(change.listing));
$state.on(publish.done, () => 'published');
sample({ clock: publish.done, fn: () => ({ text: tx('editor.annuncioPubblicato'), icon: 'success' as const }), target: toastShown });
sample({ clock: publish.done, fn: ({ params }) => params.dealerUuid, target: dealerPlanNeeded });
sample({ clock: publish.failData, fn: (error) => ({ title: 'Errore', text: stateErrorMessage(error), icon: 'error' as const }), target: toastShown });

// ── photos ───────────────────────────────────────────────────────────────────────────────
sample({
  clock: [uploadPhotosFx.done, deletePhotoFx.done],
  source: $target,
  filter: (t, { params }) => t !== null && t.listingId === params.listingId,
  fn: (t) => ({ dealerUuid: t!.dealerUuid, listingId: t!.listingId! }),
  target: refreshVisibility,
});
sample({
  clock: refreshVisibility.done, source: $target, filter: (t, { params }) => t?.listingId === params.listingId,
  fn: (_, { result }) => visibilityOfListing(result), target: $visibility,
});

for (const store of [$target, $savedValues, $state, $title, $loadStatus, $models, $versions, $visibility, $choice]) store.reset(userReset);
