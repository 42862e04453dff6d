/**
 * Filters as removable chips ("Marca: Volkswagen ✕"): the active filters of a search and
 * what an AI search understood. Pure functions, so the wiring is tested without a browser.
 */
import { apiQueryToFilters, normalizeFilters, type Filters, type LookupItem } from '@automercato/api-sdk';
import { formatKm, formatMakeName, formatNumber, formatPrice } from '@automercato/i18n/format';
import { locationLabel } from '../../location';

export interface Chip {
  /** Stable id (filter key, plus the value for multi-value filters). */
  id: string;
  label: string;
  /** Applied to the search when the chip is removed. */
  patch: Partial<Filters>;
}

/** Lookup lists used for names (slug → name); anything missing falls back to the slug. */
export interface Names {
  brands?: readonly LookupItem[] | null;
  models?: readonly LookupItem[] | null;
  categories?: readonly LookupItem[] | null;
  powerTypes?: readonly LookupItem[] | null;
  gearboxTypes?: readonly LookupItem[] | null;
  tractionTypes?: readonly LookupItem[] | null;
  emissionClasses?: readonly LookupItem[] | null;
  exteriorColors?: readonly LookupItem[] | null;
  paintTypes?: readonly LookupItem[] | null;
  interiorColors?: readonly LookupItem[] | null;
  interiorMaterials?: readonly LookupItem[] | null;
  origins?: readonly LookupItem[] | null;
  dealers?: ReadonlyArray<{ uuid: string; slug: string; name: string }> | null;
}

const humanize = (slug: string) => {
  const text = slug.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export function nameOf(list: readonly LookupItem[] | null | undefined, slug: string, fallback = humanize): string {
  return list?.find((item) => item.slug === slug)?.name ?? fallback(slug);
}

function dealerName(names: Names, id: string): string {
  return names.dealers?.find((d) => d.uuid === id || d.slug === id)?.name ?? humanize(id);
}

type Range = [from: number | null | undefined, to: number | null | undefined];

/** "da 5.000 € a 20.000 €", "fino a 20.000 €", "da 5.000 €". */
export function rangeText([from, to]: Range, format: (n: number) => string): string {
  if (from != null && to != null) return from === to ? format(from) : `da ${format(from)} a ${format(to)}`;
  if (from != null) return `da ${format(from)}`;
  return `fino a ${format(to as number)}`;
}

function yearText([from, to]: Range): string {
  if (from != null && to != null) return from === to ? `${from}` : `${from}–${to}`;
  if (from != null) return `dal ${from}`;
  return `fino al ${to}`;
}

/** Labels of the filter groups (chips, AI chips, suggestions). */
export const GROUP_LABELS = {
  make: 'Marca',
  model: 'Modello',
  version: 'Versione',
  body: 'Carrozzeria',
  fuel: 'Alimentazione',
  gear: 'Cambio',
  drive: 'Trazione',
  dealers: 'Concessionario',
  price: 'Prezzo',
  km: 'Km',
  year: 'Anno',
  power: 'Potenza',
  location: 'Dove',
  emissions: 'Emissioni',
  exteriorColor: 'Colore',
  exteriorPaintType: 'Vernice',
  interiorColor: 'Colore interni',
  interiorType: 'Interni',
  origin: 'Provenienza',
} as const;

/** Every active filter as a chip, in the order of the filter panel. */
export function describeFilters(input: Filters, names: Names = {}): Chip[] {
  const f = normalizeFilters(input);
  const chips: Chip[] = [];
  const add = (id: string, label: string, patch: Partial<Filters>) => chips.push({ id, label, patch });

  if (f.make) add('make', `${GROUP_LABELS.make}: ${nameOf(names.brands, f.make, formatMakeName)}`, { make: null, model: null });
  if (f.model) add('model', `${GROUP_LABELS.model}: ${nameOf(names.models, f.model)}`, { model: null });
  if (f.version) add('version', `${GROUP_LABELS.version}: ${f.version}`, { version: null });
  if (f.priceFrom != null || f.priceTo != null)
    add('price', `${GROUP_LABELS.price}: ${rangeText([f.priceFrom, f.priceTo], formatPrice)}`, { priceFrom: null, priceTo: null });
  if (f.yearFrom != null || f.yearTo != null)
    add('year', `${GROUP_LABELS.year}: ${yearText([f.yearFrom, f.yearTo])}`, { yearFrom: null, yearTo: null });
  if (f.kmFrom != null || f.kmTo != null)
    add('km', `${GROUP_LABELS.km}: ${rangeText([f.kmFrom, f.kmTo], formatKm)}`, { kmFrom: null, kmTo: null });
  const hasPoint = f.location?.latitude != null && f.location.longitude != null;
  if (f.location && (hasPoint || f.location.city)) {
    const place = locationLabel(f.location);
    const label = f.radius && hasPoint ? `Entro ${formatNumber(f.radius)} km da ${place === 'La tua posizione' ? 'te' : place}` : `${GROUP_LABELS.location}: ${place}`;
    add('location', label, { location: null, radius: null });
  }
  const lists: Array<[keyof Filters & ('body' | 'fuel' | 'gear' | 'drive'), keyof Names]> = [
    ['body', 'categories'],
    ['fuel', 'powerTypes'],
    ['gear', 'gearboxTypes'],
    ['drive', 'tractionTypes'],
  ];
  for (const [key, list] of lists) {
    for (const slug of f[key] ?? []) {
      add(`${key}:${slug}`, `${GROUP_LABELS[key]}: ${nameOf(names[list] as readonly LookupItem[] | null, slug)}`, {
        [key]: (f[key] ?? []).filter((s) => s !== slug),
      });
    }
  }
  if (f.hpFrom != null || f.hpTo != null)
    add('power', `${GROUP_LABELS.power}: ${rangeText([f.hpFrom, f.hpTo], (n) => `${formatNumber(n)} CV`)}`, { hpFrom: null, hpTo: null });
  if (f.wattFrom != null || f.wattTo != null)
    add('power', `${GROUP_LABELS.power}: ${rangeText([f.wattFrom, f.wattTo], (n) => `${formatNumber(n)} kW`)}`, { wattFrom: null, wattTo: null });
  const singles: Array<[keyof typeof GROUP_LABELS & keyof Filters, keyof Names]> = [
    ['emissions', 'emissionClasses'],
    ['exteriorColor', 'exteriorColors'],
    ['exteriorPaintType', 'paintTypes'],
    ['interiorColor', 'interiorColors'],
    ['interiorType', 'interiorMaterials'],
    ['origin', 'origins'],
  ];
  for (const [key, list] of singles) {
    const slug = f[key] as string | undefined;
    if (slug) add(key, `${GROUP_LABELS[key]}: ${nameOf(names[list] as readonly LookupItem[] | null, slug)}`, { [key]: null });
  }
  for (const id of f.dealers ?? []) {
    add(`dealers:${id}`, `${GROUP_LABELS.dealers}: ${dealerName(names, id)}`, { dealers: (f.dealers ?? []).filter((d) => d !== id) });
  }
  if (f.neopatentati) add('neopatentati', 'Adatta ai neopatentati', { neopatentati: false });
  if (f.onlyNegotiable) add('onlyNegotiable', 'Prezzo trattabile', { onlyNegotiable: false });
  if (f.onlyCarfax) add('onlyCarfax', 'Con report Carfax', { onlyCarfax: false });
  if (f.includeNoPhotos) add('includeNoPhotos', 'Anche senza foto', { includeNoPhotos: false });
  return chips;
}

// ── AI search ─────────────────────────────────────────────────────────────────────

/** One thing an AI search understood (GET /api/listings/ai-search → data.understood). */
export interface Understood {
  /** API query key (brand, power_type, price_max, latitude…). */
  key: string;
  value: unknown;
  label: string;
}

/** Label of an API key, for understood items whose label has no "Group:" part. */
const API_KEY_LABELS: Record<string, string> = {
  brand: 'Marca', model: 'Modello', version: 'Versione', category: 'Carrozzeria', power_type: 'Alimentazione',
  gearbox_type: 'Cambio', traction_type: 'Trazione', dealer: 'Concessionario', emission_class: 'Emissioni',
  exterior_color: 'Colore', exterior_paint_type: 'Vernice', interior_color: 'Colore interni', interior_material: 'Interni',
  origin: 'Provenienza', price_min: 'Prezzo', price_max: 'Prezzo', mileage_min: 'Km', mileage_max: 'Km',
  registration_year_min: 'Anno', registration_year_max: 'Anno', power_min: 'Potenza', power_max: 'Potenza',
  horsepower_min: 'Potenza', horsepower_max: 'Potenza', latitude: 'Dove', longitude: 'Dove', radius: 'Raggio',
  location: 'Dove', city: 'Dove', sort_by: 'Ordine', sort_direction: 'Ordine',
};

const LOCATION_KEYS = ['latitude', 'longitude', 'radius', 'location', 'location_city', 'city', 'postal_code'];
/** Keys removed together with the one named (the server's rule: a place is a point and a radius…). */
function relatedKeys(key: string): string[] {
  if (LOCATION_KEYS.includes(key)) return LOCATION_KEYS;
  if (key === 'brand') return ['brand', 'model'];
  if (key === 'registration_year') return ['registration_year_min', 'registration_year_max'];
  if (key === 'sort_by' || key === 'sort_direction') return ['sort_by', 'sort_direction'];
  return [key];
}

/**
 * The chip text. The server's labels are complete ("Marca: Volkswagen", "Prezzo fino a
 * 25.000 €", "Entro 50 km da Bologna") and shown as they are; a bare value gets its group
 * ("Diesel" → "Alimentazione: Diesel", "25.000 €" for price_max → "Prezzo: fino a 25.000 €").
 */
export function understoodLabel(item: Understood): string {
  const label = String(item.label ?? '').trim() || String(item.value ?? '');
  const group = API_KEY_LABELS[item.key];
  if (!group || label.includes(':')) return label;
  if (/^\d/.test(label)) {
    const year = item.key.startsWith('registration');
    const bound = item.key.endsWith('_max') ? (year ? 'fino al ' : 'fino a ') : item.key.endsWith('_min') ? (year ? 'dal ' : 'da ') : '';
    return `${group}: ${bound}${label}`;
  }
  return /\s/.test(label) ? label : `${group}: ${label}`;
}

/** The AI's filters (API keys) without what a removed chip stood for. */
export function removeUnderstood(aiFilters: Record<string, unknown>, item: Understood): Record<string, unknown> {
  const out: Record<string, unknown> = { ...aiFilters };
  const current = out[item.key] ?? out[`${item.key}[]`];
  if (Array.isArray(current) && item.value !== undefined && item.value !== null) {
    // A chip may stand for several values ("Diesel (anche ibride)").
    const drop = new Set((Array.isArray(item.value) ? item.value : [item.value]).map(String));
    const rest = current.filter((v) => !drop.has(String(v)));
    delete out[`${item.key}[]`];
    if (rest.length > 0) out[item.key] = rest;
    else delete out[item.key];
    return out;
  }
  for (const key of relatedKeys(item.key)) {
    delete out[key];
    delete out[`${key}[]`];
  }
  return out;
}

/** Filters of an AI answer (API query keys) as form filters. */
export function aiFiltersToFilters(aiFilters: Record<string, unknown> | null | undefined): Filters {
  const { powerUnit: _unit, ...filters } = apiQueryToFilters(aiFilters ?? {});
  // The place's name travels as location_city (not an API filter): keep it for the chips and the address.
  const city = aiFilters?.location_city;
  if (filters.location && typeof city === 'string' && city.trim()) filters.location = { city: city.trim(), ...filters.location };
  return filters;
}

/** Chips for an AI answer: its `understood` list, or the filters themselves when it has none. */
export function understoodItems(answer: { understood?: unknown; filters?: unknown }): Understood[] {
  if (Array.isArray(answer.understood)) {
    return answer.understood.filter(
      (u): u is Understood => typeof u === 'object' && u !== null && typeof (u as Understood).key === 'string',
    );
  }
  const filters = (answer.filters ?? {}) as Record<string, unknown>;
  const items: Understood[] = [];
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'longitude' || key === 'sort_direction') continue;
    for (const v of Array.isArray(value) ? value : [value]) items.push({ key: key.replace(/\[\]$/, ''), value: v, label: String(v) });
  }
  return items;
}
