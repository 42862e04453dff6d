import { describe, expect, it } from 'vitest';
import { allSettled, createWatch, fork } from 'effector';
import { ApiError } from '@automercato/api-sdk';
import { navigateFx, navigationRequested, toastShown, waitFx, type NavigationRequest } from '@automercato/shell-api';
import { fetchCurrentPlanFx } from '../../plan/api/plan';
import { fetchListingFx, fetchVersionsFx, saveListingFx, setStateFx } from '../../dealer-listings/api/listings';
import type { ListingInput } from '../../dealer-listings/api/types';
import { GOLF_VERSIONS, change, listing } from '../../dealer-listings/model/fixtures';
import { freePlan } from '../../../test/harness';
import { fetchMakesFx, fetchModelsFx, fetchVocabulariesFx, type Vocabularies } from '../api/lookups';
import {
  $catalogue, $formSession, $loadStatus, $models, $savedValues, $state, $target, $versions, vehicleChosen, editorOpened, listingSaveFx,
} from './editor';
import type { ListingFormValues } from './fields';

const D = '5d0c39a4-3f53-4a5e-9d55-0d4d3b7c1a10';
const NEW_ID = listing(7).uuid;

/** What the form sends for a complete Golf, power in CV. */
const VALUES: ListingFormValues = {
  make: 'volkswagen', model: 'golf', version: '1.5 eTSI 150 CV DSG Style', registration_month: '5', registration_year: '2021',
  mileage: '42000', category: 'berlina', power_type: 'ibrida', gearbox_type: 'automatico', traction_type: 'anteriore',
  power: '150', power_unit: 'cv', exterior_color: 'grigio', exterior_paint_type: 'metallizzata', interior_color: 'nero',
  interior_material: 'tessuto', origin: 'italiana', price: '23900', price_negotiable: false, plate: 'gb 123 cd',
};

function setup(options: { save?: (p: { listingId: string | null; body: ListingInput }) => unknown; models?: (make: string) => unknown } = {}) {
  const sent: Array<{ listingId: string | null; body: ListingInput }> = [];
  const published: string[] = [];
  const modelsAsked: string[] = [];
  const versionsAsked: Array<{ make: string; model: string }> = [];
  const navigations: NavigationRequest[] = [];
  const toasts: string[] = [];
  const scope = fork({
    handlers: [
      [waitFx, () => undefined],
      [navigateFx, () => undefined],
      [fetchCurrentPlanFx, () => freePlan()],
      [fetchMakesFx, () => [{ name: 'Volkswagen', slug: 'volkswagen' }, { name: 'Audi', slug: 'audi' }]],
      [fetchModelsFx, (make: string) => {
        modelsAsked.push(make);
        return options.models ? options.models(make) : [{ name: 'Golf', slug: 'golf' }];
      }],
      [fetchVersionsFx, (p: { make: string; model: string }) => (versionsAsked.push(p), GOLF_VERSIONS)],
      [fetchVocabulariesFx, () => ({ lists: {} as Vocabularies, failed: [] })],
      [fetchListingFx, () => listing(3, { state: 'draft' })],
      [saveListingFx, (p: { listingId: string | null; body: ListingInput }) => {
        sent.push(p);
        return options.save ? options.save(p) : listing(7, { state: 'draft' });
      }],
      [setStateFx, ({ listingId }: { listingId: string }) => (published.push(listingId), change(listing(7)))],
    ],
  });
  createWatch({ unit: navigationRequested, scope, fn: (n) => navigations.push(n) });
  createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast.text) });
  return { scope, sent, published, modelsAsked, versionsAsked, navigations, toasts };
}

describe('the listing editor', () => {
  it('a make chosen loads its models, a model its versions; a new make forgets the versions', async () => {
    const { scope, modelsAsked, versionsAsked } = setup();
    await allSettled(editorOpened, { scope, params: { dealerUuid: D, listingId: null } });
    await allSettled(vehicleChosen, { scope, params: { make: 'volkswagen' } });
    expect(modelsAsked).toEqual(['volkswagen']);
    expect(scope.getState($models)).toEqual([{ name: 'Golf', slug: 'golf' }]);
    await allSettled(vehicleChosen, { scope, params: { make: 'volkswagen', model: 'golf' } });
    expect(versionsAsked).toEqual([{ make: 'volkswagen', model: 'golf' }]);
    expect(scope.getState($versions)).toEqual(GOLF_VERSIONS);
    expect(scope.getState($catalogue)).toMatchObject({ makes: ['volkswagen', 'audi'], models: ['golf'], versions: GOLF_VERSIONS });
    // The model cleared: nothing to ask.
    await allSettled(vehicleChosen, { scope, params: { make: 'volkswagen', model: '' } });
    expect(versionsAsked).toHaveLength(1);
    expect(scope.getState($versions)).toEqual([]);
    await allSettled(vehicleChosen, { scope, params: { make: '' } });
    expect(modelsAsked).toEqual(['volkswagen']);
    expect(scope.getState($models)).toEqual([]);
  });

  it('a late answer for an earlier make is dropped', async () => {
    let answerVw: (list: unknown) => void = () => undefined;
    const { scope } = setup({
      models: (make) => (make === 'volkswagen' ? new Promise((resolve) => (answerVw = resolve)) : [{ name: 'A3', slug: 'a3' }]),
    });
    await allSettled(editorOpened, { scope, params: { dealerUuid: D, listingId: null } });
    const slow = allSettled(vehicleChosen, { scope, params: { make: 'volkswagen' } });
    // allSettled waits for everything the scope runs: the Volkswagen answer comes after Audi's is in.
    const audi = allSettled(vehicleChosen, { scope, params: { make: 'audi' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($models)).toEqual([{ name: 'A3', slug: 'a3' }]);
    answerVw([{ name: 'Golf', slug: 'golf' }]);
    await Promise.all([slow, audi]);
    expect(scope.getState($models)).toEqual([{ name: 'A3', slug: 'a3' }]);
  });

  it('saves a new draft as the API takes it, then moves to its own address for the photos', async () => {
    const { scope, sent, navigations, toasts, published } = setup();
    await allSettled(editorOpened, { scope, params: { dealerUuid: D, listingId: null } });
    const session = scope.getState($formSession);
    const result = await allSettled(listingSaveFx, { scope, params: { values: VALUES, publish: false } });
    expect(result.status).toBe('done');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.listingId).toBeNull();
    expect(sent[0]!.body).toMatchObject({ make: 'volkswagen', model: 'golf', horsepower: 150, plate: 'GB123CD', price: 23900, registration_year: 2021 });
    expect(sent[0]!.body).not.toHaveProperty('power_kw');
    expect(scope.getState($target)?.listingId).toBe(NEW_ID);
    expect(navigations).toEqual([{ to: `/dealer/${D}/listings/${NEW_ID}`, replace: true }]);
    expect(toasts).toEqual(['Annuncio salvato.']);
    expect(published).toEqual([]);
    // What was sent is the form's new starting point (nothing unsaved).
    expect(scope.getState($savedValues)).toBe(VALUES);
    // The page at the new address opens the same listing: the form is kept, not opened again.
    await allSettled(editorOpened, { scope, params: { dealerUuid: D, listingId: NEW_ID } });
    expect(scope.getState($formSession)).toBe(session);
    expect(scope.getState($savedValues)).toBe(VALUES);
  });

  it('"Pubblica" saves, then publishes', async () => {
    const { scope, sent, published, toasts } = setup();
    await allSettled(editorOpened, { scope, params: { dealerUuid: D, listingId: null } });
    await allSettled(listingSaveFx, { scope, params: { values: VALUES, publish: true } });
    expect(sent).toHaveLength(1);
    expect(published).toEqual([NEW_ID]);
    expect(scope.getState($state)).toBe('published');
    expect(toasts).toEqual(['Annuncio pubblicato.']);
  });

  it('a refusal rejects with the API\'s error (for the form\'s fields) and publishes nothing', async () => {
    const refusal = new ApiError('C6', 'Targa non valida', 422, { errors: { plate: ['La targa è già usata da un altro annuncio'] } });
    const { scope, published, navigations, toasts } = setup({ save: () => Promise.reject(refusal) });
    await allSettled(editorOpened, { scope, params: { dealerUuid: D, listingId: null } });
    const result = await allSettled(listingSaveFx, { scope, params: { values: VALUES, publish: true } });
    expect(result).toEqual({ status: 'fail', value: refusal });
    expect(published).toEqual([]);
    expect(navigations).toEqual([]);
    expect(toasts).toEqual([]);
    expect(scope.getState($target)?.listingId).toBeNull();
  });

  it('opens a saved listing: the form starts from its values, its make\'s models and its model\'s versions load', async () => {
    const { scope, sent, modelsAsked, versionsAsked } = setup();
    await allSettled(editorOpened, { scope, params: { dealerUuid: D, listingId: listing(3).uuid } });
    expect(scope.getState($savedValues)).toMatchObject({ make: 'volkswagen', model: 'golf', power: '150', power_unit: 'cv', price: '23900', plate: 'GB123CD' });
    expect(modelsAsked).toEqual(['volkswagen']);
    expect(versionsAsked).toEqual([{ make: 'volkswagen', model: 'golf' }]);
    expect(scope.getState($state)).toBe('draft');
    // "Salva modifiche" updates the listing open.
    await allSettled(listingSaveFx, { scope, params: { values: { ...scope.getState($savedValues), price: '22900' }, publish: false } });
    expect(sent[0]).toMatchObject({ listingId: listing(3).uuid, body: { price: 22900 } });
  });

  it('a listing that failed to load is asked again on "Riprova"', async () => {
    let attempts = 0;
    const scope = fork({
      handlers: [
        [fetchCurrentPlanFx, () => freePlan()],
        [fetchMakesFx, () => []],
        [fetchModelsFx, () => []],
        [fetchVersionsFx, () => []],
        [fetchVocabulariesFx, () => ({ lists: {} as Vocabularies, failed: [] })],
        [fetchListingFx, () => (++attempts === 1 ? Promise.reject(new ApiError('1', 'Timeout', 0)) : listing(3))],
      ],
    });
    const target = { dealerUuid: D, listingId: listing(3).uuid };
    await allSettled(editorOpened, { scope, params: target });
    expect(scope.getState($loadStatus)).toBe('error');
    await allSettled(editorOpened, { scope, params: target });
    expect(attempts).toBe(2);
    expect(scope.getState($loadStatus)).toBe('ready');
    expect(scope.getState($savedValues)).toMatchObject({ make: 'volkswagen', price: '23900' });
  });
});
