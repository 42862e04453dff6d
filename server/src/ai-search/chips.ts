/**
 * The "understood" chips: one per thing the query set, with the Italian label the interface
 * shows ("Marca: Volkswagen", "Prezzo fino a 25.000 €", "Entro 50 km da Bologna"). Removing a
 * chip removes exactly what it set (`removeChip`).
 */
import { AiFilters, FILTER_OF, SEARCH_FILTERS, filterKeys, filterRow, type FilterName } from '@automercato/api-contract';
import type { AiCatalogue } from './catalogue.js';
import { MULTI_KEYS, vocabularyName, type MultiKey } from './lexicon.js';
import { formatNumber } from './text.js';
import type { AiFilterKey, Chip, ChipKey } from './types.js';

/** The API keys of an AI answer (the contract's AiFilters: the search's keys the parser sets, and location_city). */
export const AI_FILTER_KEYS = Object.keys(AiFilters.properties) as AiFilterKey[];

/**
 * The filter keys each chip key stands for: its own key and what the filters' table says means
 * nothing without it (a model without its make), plus two chips that stand for several keys.
 */
export const CHIP_KEYS: Readonly<Record<ChipKey, readonly AiFilterKey[]>> = (() => {
  const keys: Partial<Record<ChipKey, readonly AiFilterKey[]>> = {
    location: ['location_city', 'latitude', 'longitude', 'radius'],
    registration_year: ['registration_year_min', 'registration_year_max'],
  };
  for (const key of AI_FILTER_KEYS) {
    const name = (FILTER_OF as Record<string, FilterName | undefined>)[key];
    const cleared = name ? (filterRow(name).clears ?? []).flatMap((n) => filterKeys(n as FilterName)) : [];
    keys[key] ??= [key, ...(cleared as AiFilterKey[])];
  }
  return keys as Record<ChipKey, readonly AiFilterKey[]>;
})();

/**
 * The AI's own wording where it says more than the filter panel's chip: the emission class in
 * full, and that a Carfax report is required. Every other title is the table's.
 */
const AI_WORDING: Partial<Record<AiFilterKey, string>> = { emission_class: 'Classe di emissione', exclude_no_carfax: 'Solo con report Carfax' };
const title = (key: keyof typeof SEARCH_FILTERS & AiFilterKey) => AI_WORDING[key] ?? SEARCH_FILTERS[key].chip;

export const KEY_TITLES = Object.fromEntries(MULTI_KEYS.map((key) => [key, title(key)])) as Record<MultiKey, string>;

interface ChipContext {
  groups: readonly { key: MultiKey; values: readonly string[]; label: string }[];
  labels: Partial<Record<string, string>>;
}

const euro = (n: number) => `${formatNumber(n)} €`;

/** Chips for a filter set, in the order of the filters. */
export function buildChips(filters: AiFilters, context: ChipContext, catalogue: AiCatalogue): Chip[] {
  const chips: Chip[] = [];
  if (filters.brand) chips.push({ key: 'brand', value: filters.brand, label: `${title('brand')}: ${catalogue.brandNames.get(filters.brand) ?? filters.brand}` });
  if (filters.model) {
    const name = filters.brand ? catalogue.models.get(`${filters.brand}/${filters.model}`)?.name : undefined;
    chips.push({ key: 'model', value: filters.model, label: `${title('model')}: ${name ?? filters.model}` });
  }
  if (filters.version) chips.push({ key: 'version', value: filters.version, label: `${title('version')}: ${filters.version}` });

  for (const key of MULTI_KEYS) {
    const values = filters[key];
    if (!values?.length) continue;
    const left = new Set(values);
    for (const group of context.groups) {
      if (group.key !== key || !group.values.every((v) => left.has(v))) continue;
      chips.push({ key, value: [...group.values], label: group.label });
      for (const v of group.values) left.delete(v);
    }
    for (const value of values) {
      if (left.has(value)) chips.push({ key, value, label: `${KEY_TITLES[key]}: ${vocabularyName(key, value)}` });
    }
  }
  if (filters.price_negotiable) chips.push({ key: 'price_negotiable', value: 'true', label: title('price_negotiable') });
  if (filters.exclude_no_carfax) chips.push({ key: 'exclude_no_carfax', value: 'true', label: title('exclude_no_carfax') });
  // The same words as the filter panel's checkbox and its chip.
  if (filters.neopatentati) chips.push({ key: 'neopatentati', value: 'true', label: title('neopatentati') });

  const label = (key: string, fallback: string) => context.labels[key] ?? fallback;
  if (filters.price_min !== undefined) chips.push({ key: 'price_min', value: filters.price_min, label: label('price_min', `Prezzo da ${euro(filters.price_min)}`) });
  if (filters.price_max !== undefined) chips.push({ key: 'price_max', value: filters.price_max, label: label('price_max', `Prezzo fino a ${euro(filters.price_max)}`) });
  if (filters.mileage_min !== undefined) chips.push({ key: 'mileage_min', value: filters.mileage_min, label: label('mileage_min', `Da ${formatNumber(filters.mileage_min)} km`) });
  if (filters.mileage_max !== undefined) chips.push({ key: 'mileage_max', value: filters.mileage_max, label: label('mileage_max', `Fino a ${formatNumber(filters.mileage_max)} km`) });
  const { registration_year_min: yMin, registration_year_max: yMax } = filters;
  if (yMin !== undefined && yMin === yMax) {
    chips.push({ key: 'registration_year', value: yMin, label: `Anno: ${yMin}` });
  } else {
    if (yMin !== undefined) chips.push({ key: 'registration_year_min', value: yMin, label: label('registration_year_min', `Immatricolata dal ${yMin}`) });
    if (yMax !== undefined) chips.push({ key: 'registration_year_max', value: yMax, label: label('registration_year_max', `Immatricolata fino al ${yMax}`) });
  }
  if (filters.power_min !== undefined) chips.push({ key: 'power_min', value: filters.power_min, label: label('power_min', `Potenza da ${formatNumber(filters.power_min)} kW`) });
  if (filters.power_max !== undefined) chips.push({ key: 'power_max', value: filters.power_max, label: label('power_max', `Potenza fino a ${formatNumber(filters.power_max)} kW`) });
  if (filters.horsepower_min !== undefined) chips.push({ key: 'horsepower_min', value: filters.horsepower_min, label: `Potenza da ${formatNumber(filters.horsepower_min)} CV` });
  if (filters.horsepower_max !== undefined) chips.push({ key: 'horsepower_max', value: filters.horsepower_max, label: `Potenza fino a ${formatNumber(filters.horsepower_max)} CV` });
  if (filters.location_city && filters.radius !== undefined) {
    const km = formatNumber(Math.round(filters.radius / 100) / 10);
    const region = catalogue.regions.has(filters.location_city.toLowerCase().replace(/[-']/g, ' '));
    chips.push({
      key: 'location', value: filters.location_city,
      label: region ? `In ${filters.location_city} (entro ${km} km)` : `Entro ${km} km da ${filters.location_city}`,
    });
  }
  return chips;
}

/** The filters without what `chip` set: the same rule the interface applies when a chip is removed. */
export function removeChip(filters: AiFilters, chip: Chip): AiFilters {
  const out: Record<string, unknown> = { ...filters };
  for (const key of CHIP_KEYS[chip.key] ?? []) {
    const current = out[key];
    if (Array.isArray(current) && chip.key === key) {
      const drop = new Set(Array.isArray(chip.value) ? chip.value : [String(chip.value)]);
      const kept = current.filter((v: string) => !drop.has(v));
      if (kept.length) out[key] = kept;
      else delete out[key];
    } else {
      delete out[key];
    }
  }
  return out as AiFilters;
}
