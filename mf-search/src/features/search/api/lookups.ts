/**
 * Filter lists (SPEC §7 "Vehicle lookups", dealer list, provinces): all of them come in one request,
 * GET /api/lookups (the browser and a CDN keep it five minutes), shared by every component that needs
 * a list: a filter change never refetches one. A make's models are asked per make. A failed load
 * shows each asked list's Italian toast of SPEC §8 and is retried on the next request.
 */
import { useEffect, useState } from 'react';
import {
  lookupErrorMessages, type DealerOption, type FilterLookups, type LookupItem, type Province,
} from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';
import { notifyError } from '../../../lib/notify';

// Models and versions hang off a make (and a model): loaded by their own functions.
export type VehicleLookup = Exclude<keyof typeof lookupErrorMessages, 'models' | 'versions'>;

export const VEHICLE_LOOKUPS: readonly VehicleLookup[] = [
  'brands', 'categories', 'powerTypes', 'tractionTypes', 'gearboxTypes', 'origins',
  'emissionClasses', 'exteriorColors', 'paintTypes', 'interiorColors', 'interiorMaterials',
];

/** Each vehicle list's name in the answer of GET /api/lookups. */
const LIST_OF: { readonly [L in VehicleLookup]: Exclude<keyof FilterLookups, 'provinces' | 'dealers'> } = {
  brands: 'brands',
  categories: 'categories',
  powerTypes: 'power_types',
  tractionTypes: 'traction_types',
  gearboxTypes: 'gearbox_types',
  origins: 'origins',
  emissionClasses: 'emission_classes',
  exteriorColors: 'exterior_colors',
  paintTypes: 'paint_types',
  interiorColors: 'interior_colors',
  interiorMaterials: 'interior_materials',
};

export const PROVINCES_ERROR = 'Impossibile caricare le province';
export const DEALERS_ERROR = 'Impossibile caricare i concessionari';

type Loader<T> = () => Promise<T>;

const pending = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();

/** Loads `key` once; on failure toasts `errorText`, resolves with `fallback` and forgets the failure. */
function once<T>(key: string, load: Loader<T>, errorText: string, fallback: T): Promise<T> {
  if (loaded.has(key)) return Promise.resolve(loaded.get(key) as T);
  let promise = pending.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load().then(
      (value) => {
        loaded.set(key, value);
        pending.delete(key);
        return value;
      },
      (error: unknown) => {
        pending.delete(key);
        console.warn(`[mf-search] ${key}`, error);
        notifyError(errorText);
        return fallback;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

let allLists: Promise<FilterLookups> | null = null;

/**
 * GET /api/lookups, one request for every list: the first list asked starts it and the others wait
 * for the same answer, which fills them all (a list asked later is there at once). A failure is
 * forgotten, so the next list asked asks again.
 */
function loadAllLists(): Promise<FilterLookups> {
  if (!allLists) {
    const request = getApi().lookups.all();
    allLists = request;
    request.then(
      (lists) => {
        // An answer that arrives after resetLookupCache() fills nothing.
        if (allLists !== request) return;
        for (const name of VEHICLE_LOOKUPS) {
          if (!loaded.has(`vehicles:${name}`)) loaded.set(`vehicles:${name}`, lists[LIST_OF[name]]);
        }
        if (!loaded.has('provinces')) loaded.set('provinces', lists.provinces);
        if (!loaded.has('dealers')) loaded.set('dealers', lists.dealers);
      },
      () => {
        if (allLists === request) allLists = null;
      },
    );
  }
  return allLists;
}

export function loadLookup(name: VehicleLookup): Promise<LookupItem[]> {
  return once(`vehicles:${name}`, async () => (await loadAllLists())[LIST_OF[name]], lookupErrorMessages[name], []);
}

export function loadModels(make: string): Promise<LookupItem[]> {
  return once(`models:${make}`, () => getApi().vehicles.models(make), lookupErrorMessages.models, []);
}

export function loadProvinces(): Promise<Province[]> {
  return once('provinces', async () => (await loadAllLists()).provinces, PROVINCES_ERROR, []);
}

export function loadDealers(): Promise<DealerOption[]> {
  return once('dealers', async () => (await loadAllLists()).dealers, DEALERS_ERROR, []);
}

/** Already loaded value (no request). */
export function peek<T>(key: string): T | undefined {
  return loaded.get(key) as T | undefined;
}

/** For tests. */
export function resetLookupCache(): void {
  allLists = null;
  pending.clear();
  loaded.clear();
}

/**
 * The value of a list loaded with `load` (null while loading, or when `key` is null).
 * The first render already has it when another component loaded it before.
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T>): T | null {
  const [state, setState] = useState<{ key: string | null; value: T | null }>(() => ({
    key,
    value: key === null ? null : (peek<T>(key) ?? null),
  }));
  useEffect(() => {
    if (key === null) return;
    const cached = peek<T>(key);
    if (cached !== undefined) {
      setState((s) => (s.key === key && s.value === cached ? s : { key, value: cached }));
      return;
    }
    let live = true;
    void load().then((value) => {
      if (live) setState({ key, value });
    });
    return () => {
      live = false;
    };
    // `load` is derived from `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : key === null ? null : (peek<T>(key) ?? null);
}

export const useLookup = (name: VehicleLookup) => useLoaded(`vehicles:${name}`, () => loadLookup(name));
export const useModels = (make: string | null | undefined) =>
  useLoaded(make ? `models:${make}` : null, () => loadModels(make as string));
export const useProvinces = (enabled = true) => useLoaded(enabled ? 'provinces' : null, loadProvinces);
export const useDealers = () => useLoaded('dealers', loadDealers);

/** Every list the filter panel and the chips need (each loaded once per page life). */
export function useFilterLists(make: string | null | undefined) {
  return {
    brands: useLookup('brands'),
    models: useModels(make),
    categories: useLookup('categories'),
    powerTypes: useLookup('powerTypes'),
    gearboxTypes: useLookup('gearboxTypes'),
    tractionTypes: useLookup('tractionTypes'),
    emissionClasses: useLookup('emissionClasses'),
    exteriorColors: useLookup('exteriorColors'),
    paintTypes: useLookup('paintTypes'),
    interiorColors: useLookup('interiorColors'),
    interiorMaterials: useLookup('interiorMaterials'),
    origins: useLookup('origins'),
  };
}
