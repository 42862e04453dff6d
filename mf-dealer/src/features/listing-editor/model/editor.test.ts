import { describe, expect, it } from 'vitest';
import { allSettled, createWatch, fork } from 'effector';
import { ApiError } from '@automercato/api-sdk';
import { navigateFx, navigationRequested, waitFx, type NavigationRequest } from '@automercato/shell-api';
import { fetchCurrentPlanFx } from '../../plan/api/plan';
import { fetchListingFx, fetchVersionsFx, saveListingFx, setStateFx } from '../../dealer-listings/api/listings';
import type { ListingInput } from '../../dealer-listings/api/types';
import { GOLF_VERSIONS, change, listing } from '../../dealer-listings/model/fixtures';
import { freePlan } from '../../../test/harness';
import { fetchMakesFx, fetchModelsFx, fetchVocabulariesFx, type Vocabularies } from '../api/lookups';
import { $dirty, $errors, $target, $values, editorOpened, fieldBlurred, fieldChanged, saveRequested, unitChanged } from './editor';
import type { FieldName } from './fields';

const D = '5d0c39a4-3f53-4a5e-9d55-0d4d3b7c1a10';
const NEW_ID = listing(7).uuid;

function setup(save?: (p: { listingId: string | null; body: ListingInput }) => unknown) {
  const sent: Array<{ listingId: string | null; body: ListingInput }> = [];
  const published: string[] = [];
  const navigations: NavigationRequest[] = [];
  const scope = fork({
    handlers: [
      [waitFx, () => undefined],
      [navigateFx, () => undefined],
      [fetchCurrentPlanFx, () => freePlan()],
      [fetchMakesFx, () => [{ name: 'Volkswagen', slug: 'volkswagen' }]],
      [fetchModelsFx, () => [{ name: 'Golf', slug: 'golf' }]],
      [fetchVersionsFx, () => GOLF_VERSIONS],
      [fetchVocabulariesFx, () => ({ lists: {} as Vocabularies, failed: [] })],
      [fetchListingFx, () => listing(3)],
      [saveListingFx, (p: { listingId: string | null; body: ListingInput }) => {
        sent.push(p);
        return save ? save(p) : listing(7, { state: 'draft' });
      }],
      [setStateFx, ({ listingId }: { listingId: string }) => (published.push(listingId), change(listing(7)))],
    ],
  });
  createWatch({ unit: navigationRequested, scope, fn: (n) => navigations.push(n) });
  const type = (name: FieldName, value: string) => allSettled(fieldChanged, { scope, params: { name, value } });
  return { scope, sent, published, navigations, type };
}

async function fillValid(type: (name: FieldName, value: string) => Promise<void>) {
  await type('make', 'volkswagen');
  await type('model', 'golf');
  await type('version', '1.5 eTSI 150 CV DSG Style');
  for (const [name, value] of Object.entries({
    registration_month: '5', registration_year: '2021', mileage: '42000', exterior_color: 'grigio', exterior_paint_type: 'metallizzata',
    interior_color: 'nero', interior_material: 'tessuto', origin: 'italiana', price: '23900', plate: 'gb 123 cd',
  })) await type(name as FieldName, value);
}

describe('the listing editor', () => {
  it('make → model → version prefills fuel, power, traction, gearbox and body; a year the version was not sold is cleared', async () => {
    const { scope, type } = setup();
    await allSettled(editorOpened, { scope, params: { dealerUuid: D, listingId: null } });
    await type('make', 'volkswagen');
    await type('model', 'golf');
    await type('registration_year', '2018');
    await type('version', '2.0 TSI R 4Motion');
    expect(scope.getState($values)).toMatchObject({
      power_type: 'benzina', power: '320', power_unit: 'cv', traction_type: 'integrale', gearbox_type: 'automatico', category: 'berlina',
      registration_year: '',
    });
    await allSettled(unitChanged, { scope, params: 'kw' });
    expect(scope.getState($values).power).toBe('235');
    // A new make forgets the model and version chosen for the old one.
    await type('make', 'audi');
    expect(scope.getState($values)).toMatchObject({ make: 'audi', model: '', version: '' });
  });

  it('checks a field when it is left, and again on every change after that', async () => {
    const { scope, type } = setup();
    await allSettled(editorOpened, { scope, params: { dealerUuid: D, listingId: null } });
    await type('plate', 'AB12');
    expect(scope.getState($errors).plate).toBeUndefined();
    await allSettled(fieldBlurred, { scope, params: 'plate' });
    expect(scope.getState($errors).plate).toMatch(/formato è AA000AA/);
    await type('plate', 'AB123CD');
    expect(scope.getState($errors).plate).toBeUndefined();
    await type('vin', 'WVWZZZ1KZAW00000I');
    await allSettled(fieldBlurred, { scope, params: 'vin' });
    expect(scope.getState($errors).vin).toMatch(/senza I, O e Q/);
    await allSettled(fieldBlurred, { scope, params: 'price' });
    expect(scope.getState($errors).price).toBe('Il campo prezzo è richiesto');
  });

  it('"Salva bozza" on an incomplete form sends nothing and marks every missing field', async () => {
    const { scope, sent } = setup();
    await allSettled(editorOpened, { scope, params: { dealerUuid: D, listingId: null } });
    await allSettled(saveRequested, { scope, params: { publish: false } });
    expect(sent).toEqual([]);
    expect(Object.keys(scope.getState($errors))).toEqual(expect.arrayContaining(['make', 'model', 'version', 'price', 'mileage', 'power']));
  });

  it('saves a new draft (power in CV, plate normalised), then moves to its own address for the photos', async () => {
    const { scope, sent, navigations, type } = setup();
    await allSettled(editorOpened, { scope, params: { dealerUuid: D, listingId: null } });
    await fillValid(type);
    expect(scope.getState($dirty)).toBe(true);
    await allSettled(saveRequested, { scope, params: { publish: false } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.listingId).toBeNull();
    expect(sent[0]!.body).toMatchObject({ make: 'volkswagen', model: 'golf', horsepower: 150, plate: 'GB123CD', price: 23900, registration_year: 2021 });
    expect(sent[0]!.body).not.toHaveProperty('power_kw');
    expect(scope.getState($target)?.listingId).toBe(NEW_ID);
    expect(navigations).toEqual([{ to: `/dealer/${D}/listings/${NEW_ID}`, replace: true }]);
    expect(scope.getState($dirty)).toBe(false);
  });

  it('"Pubblica" saves then publishes; a refusal puts the server\'s messages on the fields', async () => {
    const ok = setup();
    await allSettled(editorOpened, { scope: ok.scope, params: { dealerUuid: D, listingId: null } });
    await fillValid(ok.type);
    await allSettled(saveRequested, { scope: ok.scope, params: { publish: true } });
    expect(ok.published).toEqual([NEW_ID]);

    const refused = setup(() => Promise.reject(new ApiError('C6', 'Targa non valida', 422, { errors: { plate: ['La targa è già usata da un altro annuncio'], power_kw: ['Potenza fuori scala'] } })));
    await allSettled(editorOpened, { scope: refused.scope, params: { dealerUuid: D, listingId: null } });
    await fillValid(refused.type);
    await allSettled(saveRequested, { scope: refused.scope, params: { publish: true } });
    expect(refused.published).toEqual([]);
    expect(refused.scope.getState($errors)).toMatchObject({ plate: 'La targa è già usata da un altro annuncio', power: 'Potenza fuori scala' });
  });

  it('opens a saved listing with its values, unchanged until edited', async () => {
    const { scope, type } = setup();
    await allSettled(editorOpened, { scope, params: { dealerUuid: D, listingId: listing(3).uuid } });
    expect(scope.getState($values)).toMatchObject({ make: 'volkswagen', model: 'golf', power: '150', price: '23900', plate: 'GB123CD' });
    expect(scope.getState($dirty)).toBe(false);
    await type('price', '22900');
    expect(scope.getState($dirty)).toBe(true);
  });
});
