/**
 * Test harness: the remotes' shared one (@automercato/entities/testing: the real api-sdk over a
 * scripted fetch, so URLs, envelopes and ApiError are the SDK's own), this remote's lists as the
 * API serves them, and a page mounted at an address whose later addresses a test can read.
 */
import type { ReactNode } from 'react';
import type { Api, DealerOption, FilterLookups, ListingSummary, LookupItem, Province } from '@automercato/api-sdk';
import { renderRoutes, ok, type Answer, type Handler } from '@automercato/entities/testing';
import { $toasts } from '@automercato/shell-api';

export { fail, fakeApi, ok, on, type Answer, type Call, type Handler } from '@automercato/entities/testing';

export const BRANDS: LookupItem[] = [
  { slug: 'alfa-romeo', name: 'Alfa Romeo' },
  { slug: 'bmw', name: 'BMW' },
  { slug: 'fiat', name: 'Fiat' },
];

export const MODELS: Record<string, LookupItem[]> = {
  'alfa-romeo': [{ slug: 'giulia', name: 'Giulia' }, { slug: 'stelvio', name: 'Stelvio' }],
  bmw: [{ slug: 'x1', name: 'X1' }, { slug: 'x3', name: 'X3' }],
  fiat: [{ slug: 'panda', name: 'Panda' }, { slug: '500', name: '500' }],
};

export const PROVINCES: Province[] = [
  { code: 'BO', name: 'Bologna', slug: 'bologna', region: 'Emilia-Romagna', latitude: 44.4949, longitude: 11.3426 },
  { code: 'BS', name: 'Brescia', slug: 'brescia', region: 'Lombardia', latitude: 45.5416, longitude: 10.2118 },
  { code: 'FC', name: 'Forlì-Cesena', slug: 'forli-cesena', region: 'Emilia-Romagna', latitude: 44.2227, longitude: 12.0407 },
];

export const DEALERS: DealerOption[] = [
  { uuid: '8bb9266f-1896-4144-b748-244ba93c496f', slug: 'laguna-motors', name: 'Laguna Motors', city: 'Venezia' },
  { uuid: '0d7e0d5c-4b1e-4a8e-9f57-2b6f1c3a9e11', slug: 'felsina-motori', name: 'Felsina Motori', city: 'Bologna' },
];

/** The other vehicle lists of the panel, small and fixed. */
const LISTS: Record<string, LookupItem[]> = {
  categories: [{ slug: 'suv', name: 'SUV/Fuoristrada' }, { slug: 'berlina', name: 'Berlina' }],
  'power-types': [{ slug: 'diesel', name: 'Diesel' }, { slug: 'benzina', name: 'Benzina' }],
  'gearbox-types': [{ slug: 'automatico', name: 'Automatico' }, { slug: 'manuale', name: 'Manuale' }],
  'traction-types': [{ slug: 'integrale', name: 'Integrale' }],
  'emission-classes': [{ slug: 'euro-6d', name: 'Euro 6d' }],
  'exterior-colors': [{ slug: 'nero', name: 'Nero' }],
  'paint-types': [{ slug: 'metallizzata', name: 'Metallizzata' }],
  'interior-colors': [{ slug: 'nero', name: 'Nero' }],
  'interior-materials': [{ slug: 'pelle', name: 'Pelle' }],
  origins: [{ slug: 'italiana', name: 'Italiana' }],
};

/**
 * The answer of GET /api/lookups: every list above (the vocabularies under their kind in
 * snake_case), `lists` replacing some of them.
 */
export function allLists(lists: Partial<FilterLookups> = {}): FilterLookups {
  const kind = (name: string) => LISTS[name]!;
  return {
    brands: BRANDS,
    categories: kind('categories'),
    power_types: kind('power-types'),
    traction_types: kind('traction-types'),
    gearbox_types: kind('gearbox-types'),
    origins: kind('origins'),
    emission_classes: kind('emission-classes'),
    exterior_colors: kind('exterior-colors'),
    paint_types: kind('paint-types'),
    interior_colors: kind('interior-colors'),
    interior_materials: kind('interior-materials'),
    provinces: PROVINCES,
    dealers: DEALERS,
    ...lists,
  };
}

/** Paths of the lists the search pages must not ask one by one (they come with GET /api/lookups). */
export const isSingleListPath = (path: string) =>
  /^\/api\/vehicles\/[a-z-]+$/.test(path) || path === '/api/locations/italian-provinces' || path === '/api/dealer-list';

type Override = Answer | (() => Answer | Promise<Answer>);

/**
 * Every list the search pages load: GET /api/lookups (all of them at once) and a make's models;
 * the per-list routes too, as the API keeps them. `overrides` replaces the answer of a path, e.g.
 * `{ '/api/lookups': fail(500, '1', 'boom') }`.
 */
export function serveLookups(overrides: Record<string, Override> = {}): Handler {
  return (call) => {
    if (call.method !== 'GET') return undefined;
    const override = overrides[call.path];
    if (override) return typeof override === 'function' ? override() : override;
    if (call.path === '/api/lookups') return ok(allLists());
    if (call.path === '/api/vehicles/brands') return ok(BRANDS);
    const models = /^\/api\/vehicles\/brands\/([^/]+)\/models$/.exec(call.path);
    if (models) return ok(MODELS[decodeURIComponent(models[1]!)] ?? []);
    const list = /^\/api\/vehicles\/([a-z-]+)$/.exec(call.path);
    if (list && LISTS[list[1]!]) return ok(LISTS[list[1]!]);
    if (call.path === '/api/locations/italian-provinces') return ok(PROVINCES);
    if (call.path === '/api/dealer-list') return ok(DEALERS);
    return undefined;
  };
}

/** A promise the test settles itself (an answer that arrives when the test says so). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A listing of the results (n tells them apart: uuid, title, url). */
export function sampleSummary(n: number, extra: Partial<ListingSummary> = {}): ListingSummary {
  const item = (slug: string, name: string) => ({ slug, name });
  const uuid = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    uuid,
    title: `BMW X3 n. ${n}`,
    version: 'xDrive20d',
    make: item('bmw', 'BMW'),
    model: item('x3', 'X3'),
    category: item('suv', 'SUV/Fuoristrada'),
    power_type: item('diesel', 'Diesel'),
    gearbox_type: item('automatico', 'Automatico'),
    traction_type: item('integrale', 'Integrale'),
    emission_class: null,
    exterior_color: item('nero', 'Nero'),
    exterior_paint_type: item('metallizzata', 'Metallizzata'),
    interior_color: item('nero', 'Nero'),
    interior_material: item('pelle', 'Pelle'),
    origin: item('italiana', 'Italiana'),
    mileage: 50_000,
    registration_year: 2020,
    registration_month: 1,
    power_kw: 140,
    horsepower: 190,
    price: 30_000,
    price_negotiable: false,
    photos: [],
    cover_photo: null,
    location: { city: 'Bologna', province_code: 'BO', latitude: 44.4949, longitude: 11.3426 },
    dealer: { uuid: DEALERS[1]!.uuid, name: 'Felsina Motori', slug: 'felsina-motori', city: 'Bologna' },
    showcase: false,
    featured: false,
    has_carfax: false,
    created_at: '2026-01-01T00:00:00Z',
    url: `/annunci/bologna/bmw/x3/felsina-motori/${uuid}`,
    ...extra,
  };
}

/** One page of GET /api/listings. */
export const listingPage = (items: ListingSummary[], total = items.length) => ({
  items,
  meta: { page: 1, per_page: 10, total, last_page: Math.max(1, Math.ceil(total / 10)), total_capped: false },
});

/**
 * `element` mounted at `path` (as the shell mounts a remote's page), `api` the page's client.
 * `where()` is the address now (path and query), as the address bar would show it.
 */
export function renderAt(element: ReactNode, path: string, api: Api, pattern = '*') {
  const rendered = renderRoutes([{ path: pattern, element }], path, api);
  const where = () => rendered.router.state.location.pathname + rendered.router.state.location.search;
  return { ...rendered, where };
}

export const toastTexts = () => $toasts.getState().map((t) => t.text);
