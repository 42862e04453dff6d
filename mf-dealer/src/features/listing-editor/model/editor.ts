/**
 * The listing editor: the form's values, which fields were visited, their errors (a field is
 * checked when left and, once visited, on every change: SPEC §5), the catalogue behind the
 * selects (make → model → version; a version prefills fuel, power, traction, gearbox, body and
 * limits the years), saving as a draft (a new listing gets its id, so photos can follow) and
 * publishing. Server refusals land on their fields.
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
import {
  EMPTY_VALUES, LABELS, fromListing, prefillFromVersion, serverErrorsToFields, switchUnit, toInput, validateAll, validateField,
  type FieldName, type FormValues, type PowerUnit,
} from './fields';
import { t as tx } from '../texts';

type Errors = Partial<Record<FieldName, string>>;

export const editorOpened = createEvent<{ dealerUuid: string; listingId: string | null }>();
export const fieldChanged = createEvent<{ name: FieldName; value: string }>();
export const fieldBlurred = createEvent<FieldName>();
export const unitChanged = createEvent<PowerUnit>();
export const negotiableChanged = createEvent<boolean>();
/** "Salva bozza" / "Salva modifiche" (publish false) or "Pubblica" (publish true). */
export const saveRequested = createEvent<{ publish: boolean }>();

export const $target = createStore<{ dealerUuid: string; listingId: string | null } | null>(null, { serialize: 'ignore' });
export const $values = createStore<FormValues>(EMPTY_VALUES, { serialize: 'ignore' });
/** The values as last loaded or saved: anything else is unsaved. */
const $saved = createStore<FormValues>(EMPTY_VALUES, { serialize: 'ignore' });
export const $dirty = combine($values, $saved, (values, saved) => JSON.stringify(values) !== JSON.stringify(saved));
export const $touched = createStore<readonly FieldName[]>([]);
export const $errors = createStore<Errors>({});
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
export const $version = combine($versions, $values, (versions, values) => versions.find((v) => v.name === values.version) ?? null);
/** What the shared rules check the choice against (a list not loaded yet is not checked). */
const $catalogue = combine($makes, $models, $versions, (makes, models, versions): ListingCatalogue => ({
  ...(makes.length ? { makes: makes.map((m) => m.slug) } : {}),
  ...(models.length ? { models: models.map((m) => m.slug) } : {}),
  ...(versions.length ? { versions } : {}),
}));

const save = attach({ effect: saveListingFx });
const publish = attach({ effect: setStateFx });
const loadListing = attach({ effect: fetchListingFx });
/** The listing asked again after its photos changed: a first photo makes it found, removing the last hides it. */
const refreshVisibility = attach({ effect: fetchListingFx });
export const $saving = combine(save.pending, publish.pending, (a, b) => a || b);

// ── opening ──────────────────────────────────────────────────────────────────────────────
// The page of a listing just created (after "Salva bozza") is the same editor: keep it as is.
const opened = sample({
  clock: editorOpened,
  source: $target,
  filter: (current, next) => !(next.listingId !== null && current?.dealerUuid === next.dealerUuid && current.listingId === next.listingId),
  fn: (_, next) => next,
});
$target.on(opened, (_, next) => next);
$values.on(opened, () => EMPTY_VALUES);
$saved.on(opened, () => EMPTY_VALUES);
$touched.on(opened, () => []);
$errors.on(opened, () => ({}));
$state.on(opened, () => null);
$title.on(opened, () => '');
$visibility.on(opened, () => null);
$models.on(opened, () => []);
$versions.on(opened, () => []);
$loadStatus.on(opened, (_, { listingId }) => (listingId ? 'loading' : 'ready'));
sample({ clock: opened, source: $makes, filter: (makes) => makes.length === 0, fn: () => undefined, target: fetchMakesFx });
sample({ clock: opened, source: $vocabularies, filter: (v) => v === null, fn: () => undefined, target: fetchVocabulariesFx });
sample({ clock: opened, filter: (t) => t.listingId !== null, fn: (t) => ({ dealerUuid: t.dealerUuid, listingId: t.listingId! }), target: loadListing });
sample({ clock: opened, fn: (t) => t.dealerUuid, target: dealerPlanNeeded });

const loaded = sample({ clock: loadListing.done, source: $target, filter: (t, { params }) => t?.listingId === params.listingId, fn: (_, { result }) => result });
$values.on(loaded, (values, listing) => fromListing(listing, values.power_unit));
$saved.on(loaded, (values, listing) => fromListing(listing, values.power_unit));
$state.on(loaded, (_, l) => l.state);
$title.on(loaded, (_, l) => l.title);
$visibility.on(loaded, (_, l) => visibilityOfListing(l));
$loadStatus.on(loaded, () => 'ready').on(loadListing.fail, () => 'error');
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

// Only the models/versions of the current choice (a late answer for another make is dropped).
sample({ clock: fetchModelsFx.done, source: $values, filter: (v, { params }) => v.make === params, fn: (_, { result }) => result, target: $models });
sample({
  clock: fetchVersionsFx.done,
  source: $values,
  filter: (v, { params }) => v.make === params.make && v.model === params.model,
  fn: (_, { result }) => result,
  target: $versions,
});

// ── typing ───────────────────────────────────────────────────────────────────────────────
const changed = sample({ clock: fieldChanged, source: { values: $values, versions: $versions }, fn: ({ values, versions }, { name, value }) => {
  let next: FormValues = { ...values, [name]: value };
  if (name === 'make') next = { ...next, model: '', version: '' };
  if (name === 'model') next = { ...next, version: '' };
  if (name === 'version') {
    const version = versions.find((v) => v.name === value);
    if (version) next = prefillFromVersion(next, version);
  }
  return next;
} });
$values.on(changed, (_, next) => next);
$values.on(unitChanged, (values, unit) => switchUnit(values, unit));
$values.on(negotiableChanged, (values, on) => ({ ...values, price_negotiable: on }));
$models.on(fieldChanged, (list, { name }) => (name === 'make' ? [] : list));
$versions.on(fieldChanged, (list, { name }) => (name === 'make' || name === 'model' ? [] : list));
sample({ clock: fieldChanged, filter: ({ name, value }) => name === 'make' && value !== '', fn: ({ value }) => value, target: fetchModelsFx });
sample({
  clock: fieldChanged,
  source: $values,
  filter: (v, { name, value }) => name === 'model' && value !== '' && v.make !== '',
  fn: (v) => ({ make: v.make, model: v.model }),
  target: fetchVersionsFx,
});

$touched.on(fieldBlurred, (list, name) => (list.includes(name) ? list : [...list, name]));
// Left: check it. Changed after a visit: check it again (and the ones a prefill touched).
sample({
  clock: fieldBlurred,
  source: { values: $values, catalogue: $catalogue, errors: $errors },
  fn: ({ values, catalogue, errors }, name) => withError(errors, name, validateField(name, values, catalogue)),
  target: $errors,
});
sample({
  clock: [fieldChanged, unitChanged],
  source: { values: $values, catalogue: $catalogue, errors: $errors, touched: $touched },
  fn: ({ values, catalogue, errors, touched }) => {
    let next = errors;
    for (const name of touched) next = withError(next, name, validateField(name, values, catalogue));
    return next;
  },
  target: $errors,
});

// ── saving ───────────────────────────────────────────────────────────────────────────────
const checked = sample({
  clock: saveRequested,
  source: { values: $values, catalogue: $catalogue, target: $target, saving: $saving },
  filter: ({ target, saving }) => target !== null && !saving,
  fn: ({ values, catalogue, target }, { publish }) => ({ values, target: target!, publish, errors: validateAll(values, catalogue) }),
});
const invalid = sample({ clock: checked, filter: ({ errors }) => Object.keys(errors).length > 0 });
$errors.on(invalid, (_, { errors }) => errors);
$touched.on(invalid, () => Object.keys(LABELS) as FieldName[]);
sample({ clock: invalid, fn: () => ({ title: 'Errore', text: tx('editor.alcuniDatiInseritiNon'), icon: 'error' as const }), target: toastShown });

/** Whether the save was asked to publish after it. */
const $publishAfter = createStore(false).on(checked, (_, { publish }) => publish);
sample({
  clock: checked,
  filter: ({ errors }) => Object.keys(errors).length === 0,
  fn: ({ values, target }) => ({ dealerUuid: target.dealerUuid, listingId: target.listingId, body: toInput(values) }),
  target: save,
});
// What was sent is what is saved: compare in the unit on screen.
sample({ clock: save.done, source: $values, target: $saved });
$state.on(save.doneData, (_, l) => l.state);
$title.on(save.doneData, (_, l) => l.title);
$visibility.on(save.doneData, (_, l) => visibilityOfListing(l));
$visibility.on(publish.doneData, (_, change) => visibilityOfListing(change.listing));
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
$target.on(save.done, (t, { result }) => (t ? { ...t, listingId: result.uuid } : t));
$errors.on(save.failData, (errors, error) => ({ ...errors, ...serverErrorsToFields(error.fieldErrors) }));
sample({
  clock: save.failData,
  fn: (error) => ({ title: 'Errore', text: error.message || tx('editor.nonEStatoPossibile'), icon: 'error' as const }),
  target: toastShown,
});

const savedOnly = sample({ clock: save.done, source: $publishAfter, filter: (publishAfter) => !publishAfter, fn: (_, done) => done });
sample({ clock: savedOnly, fn: () => ({ text: tx('editor.annuncioSalvato'), icon: 'success' as const }), target: toastShown });
// A new listing: its own address, where the photos can be added.
sample({
  clock: save.done,
  filter: ({ params }) => params.listingId === null,
  fn: ({ params, result }) => ({ to: `/dealer/${encodeURIComponent(params.dealerUuid)}/listings/${encodeURIComponent(result.uuid)}`, replace: true }),
  target: navigationRequested,
});
sample({
  clock: save.done,
  source: $publishAfter,
  filter: (publishAfter) => publishAfter,
  fn: (_, { params, result }) => ({ dealerUuid: params.dealerUuid, listingId: result.uuid, state: 'published' as const }),
  target: publish,
});
$state.on(publish.done, () => 'published');
sample({ clock: publish.done, fn: () => ({ text: tx('editor.annuncioPubblicato'), icon: 'success' as const }), target: toastShown });
sample({ clock: publish.done, fn: ({ params }) => params.dealerUuid, target: dealerPlanNeeded });
sample({ clock: publish.failData, fn: (error) => ({ title: 'Errore', text: stateErrorMessage(error), icon: 'error' as const }), target: toastShown });

for (const store of [$target, $values, $saved, $touched, $errors, $state, $title, $loadStatus, $models, $versions, $visibility]) store.reset(userReset);

function withError(errors: Errors, name: FieldName, message: string | undefined): Errors {
  if (errors[name] === message) return errors;
  const next = { ...errors };
  if (message) next[name] = message;
  else delete next[name];
  return next;
}
