/**
 * The reference data the built-in interpreter needs, indexed once at boot: makes and models
 * with their spellings, provinces and regions with their points. Built from src/catalog (the
 * same data the database is synced from), so a new model in the catalogue is understood
 * without touching the parser.
 */
import { makes as catalogMakes } from '../catalog/vehicles.js';
import { provinces as catalogProvinces } from '../catalog/provinces.js';
import { escapeRegExp, fold } from './text.js';

export interface CatalogueModel { slug: string; name: string; fuels?: readonly string[] }
export interface CatalogueMake { slug: string; name: string; models: readonly CatalogueModel[] }
export interface CatalogueProvince { code: string; name: string; region: string; latitude: number; longitude: number }

export interface ModelRef {
  brand: string;
  slug: string;
  name: string;
  fuels: readonly string[];
  /** A word of ordinary Italian or too short to stand alone: understood only next to its make. */
  needsBrand: boolean;
  /** A bare number ("2008", "500"): understood right after its make, or alone for a few famous ones. */
  numeric: boolean;
}

export interface Place {
  /** Province name (or region name) as the catalogue spells it: becomes `location_city`. */
  name: string;
  latitude: number;
  longitude: number;
  kind: 'province' | 'region';
  /** A word of ordinary Italian ("potenza", "prato"): a place only after a preposition. */
  needsPreposition: boolean;
  /** Regions: the radius (metres) that covers their chief towns. */
  radius?: number;
}

export interface AiCatalogue {
  brandNames: ReadonlyMap<string, string>;
  models: ReadonlyMap<string, ModelRef>;
  /** Normalised spelling → make slug ("vw", "alfa romeo", "mercedes"). */
  brandAliases: ReadonlyMap<string, string>;
  /** Normalised spelling → models ("serie 3", "serie3", "troc", "500"). */
  modelAliases: ReadonlyMap<string, readonly ModelRef[]>;
  /** Single words worth a fuzzy match (typos): spelling → make slug / models. */
  fuzzyBrands: readonly (readonly [string, string])[];
  fuzzyModels: readonly (readonly [string, readonly ModelRef[]])[];
  places: ReadonlyMap<string, Place>;
  provinceCodes: ReadonlyMap<string, Place>;
  regions: ReadonlyMap<string, Place>;
  /** Regular-expression alternations, longest first. */
  patterns: { brands: string; models: string; places: string; codes: string; regions: string };
}

export interface CatalogueSource {
  makes?: readonly CatalogueMake[];
  provinces?: readonly CatalogueProvince[];
}

/** Extra spellings people type for makes (the normalised name and slug are always added). */
const BRAND_ALIASES: Record<string, string[]> = {
  volkswagen: ['vw', 'wv', 'volks', 'wolks', 'volkswagen', 'volkswagon'],
  'mercedes-benz': ['mercedes', 'merc', 'mercedes benz', 'benz', 'mercedes amg', 'mercedez', 'mercedes bens'],
  'alfa-romeo': ['alfa', 'alfa romeo', 'alfaromeo', 'alfa romeo'],
  'land-rover': ['land rover', 'landrover', 'range rover', 'rangerover'],
  bmw: ['bmw', 'bmv', 'bwm'],
  lamborghini: ['lambo', 'lamborgini'],
  hyundai: ['hyundai', 'hiunday', 'hyunday', 'huyndai', 'hundai', 'hiundai', 'hyndai'],
  peugeot: ['peugeot', 'peugeut', 'pegeot', 'peugot', 'peugeout', 'pegeout'],
  citroen: ['citroen', 'citroén', 'citroen'],
  skoda: ['skoda'],
  jeep: ['jeep', 'jep'],
  porsche: ['porsche', 'porche', 'porshe'],
  renault: ['renault', 'renaut', 'renol', 'renolt'],
  mitsubishi: ['mitsubishi', 'mitsubisi', 'mitsubishi'],
  'ds': ['ds', 'ds automobiles'],
  mini: ['mini'],
  toyota: ['toyota', 'toyta', 'tojota'],
};

/** Extra spellings of models ("make/model" → spellings). */
const MODEL_ALIASES: Record<string, string[]> = {
  'land-rover/range-rover-evoque': ['evoque', 'range evoque', 'range rover evoque'],
  'land-rover/range-rover-sport': ['range sport', 'range rover sport'],
  'land-rover/discovery-sport': ['discovery', 'discovery sport'],
  'volkswagen/up': ['up', 'e up'],
  'volkswagen/golf': ['golf'],
  'ford/mustang-mach-e': ['mach e', 'mache', 'mustang mach e', 'mustang mache'],
  'hyundai/ioniq-5': ['ioniq', 'ioniq 5'],
  'hyundai/kona-electric': ['kona electric', 'kona ev'],
  'toyota/aygo-x': ['aygo', 'aygo x'],
  'toyota/c-hr': ['chr', 'c hr'],
  'mini/cooper': ['cooper', 'mini cooper'],
  'mini/countryman': ['countryman', 'mini countryman'],
  'smart/fortwo': ['fortwo', 'for two'],
  'smart/forfour': ['forfour', 'for four'],
  'tesla/model-3': ['model 3', 'modello 3'],
  'tesla/model-y': ['model y', 'modello y'],
  'tesla/model-s': ['model s', 'modello s'],
  'mazda/mazda2': ['mazda 2', 'mazda2'],
  'mazda/mazda3': ['mazda 3', 'mazda3'],
  'fiat/doblo': ['doblo'],
  'citroen/c3-aircross': ['c3 aircross', 'c3aircross'],
  'citroen/c5-aircross': ['c5 aircross', 'c5aircross'],
  'ds/ds-3': ['ds3', 'ds 3', 'ds 3 crossback'],
  'ds/ds-7': ['ds7', 'ds 7', 'ds 7 crossback'],
};

/** Models that are ordinary words or too short: a model only when their make is named. */
const NEEDS_BRAND = new Set(['tipo', 'punto', 'up', 'roma', 'delta', 'rio', 'mito', 'seal', 'junior', 'hs', 'zs', 'born', 'leaf', 'spring', 'discovery', 'ioniq', 'cooper', 'e up']);
/** Shared spellings: the make meant when none is named. */
const PREFERRED_BRAND: Record<string, string> = { leon: 'seat', '500': 'fiat', '500e': 'fiat', '600e': 'fiat' };

/** Province names that are ordinary Italian words: places only after "a", "vicino a", "provincia di"... */
const PLACE_NEEDS_PREPOSITION = new Set(['potenza', 'prato', 'fermo', 'massa', 'lodi', 'enna', 'aosta', 'trani', 'andria']);
/** Other names of provinces (chief town, parts of compound names, local spellings). */
const PLACE_ALIASES: Record<string, string[]> = {
  'Forlì-Cesena': ['forli', 'cesena', 'forli cesena'],
  'Pesaro e Urbino': ['pesaro', 'urbino', 'pesaro urbino'],
  'Massa-Carrara': ['massa', 'carrara', 'massa carrara'],
  'Barletta-Andria-Trani': ['barletta', 'andria', 'trani', 'bat'],
  'Verbano-Cusio-Ossola': ['verbania', 'verbano', 'vco'],
  'Monza e della Brianza': ['monza', 'brianza', 'monza brianza', 'monza e brianza'],
  'Reggio Emilia': ['reggio nell emilia'],
  'Reggio Calabria': ['reggio di calabria'],
  "L'Aquila": ['aquila', 'l aquila'],
  'La Spezia': ['spezia'],
  Bolzano: ['bozen'],
  'Sud Sardegna': ['carbonia', 'iglesias', 'sanluri'],
  'Ascoli Piceno': ['ascoli'],
  'Vibo Valentia': ['vibo'],
  Roma: ['rome'],
  Milano: ['milan'],
  Torino: ['turin'],
  Napoli: ['naples'],
  Firenze: ['florence'],
  Venezia: ['venice', 'mestre'],
  Genova: ['genoa'],
};
const REGION_ALIASES: Record<string, string[]> = {
  "Valle d'Aosta": ['valle d aosta', 'val d aosta', 'vda'],
  'Trentino-Alto Adige': ['trentino', 'trentino alto adige', 'alto adige', 'sudtirolo'],
  'Friuli-Venezia Giulia': ['friuli', 'friuli venezia giulia', 'fvg'],
  'Emilia-Romagna': ['emilia', 'romagna', 'emilia romagna'],
};

const EARTH_RADIUS_M = 6_371_000;
export function haversineMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2
    + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

/** "Serie 3" → ["serie 3", "serie3"]; "XC40" → ["xc40", "xc 40"]; "T-Roc" → ["t roc", "troc"]. */
export function spellings(name: string): string[] {
  const base = fold(name).replace(/[!]/g, '').replace(/[-.'’/]/g, ' ').replace(/\s+/g, ' ').trim();
  const out = new Set([base, base.replace(/ /g, '')]);
  // Letters glued to digits can be typed apart when the letters are not a word of their own.
  const split = base.replace(/\b([a-z]{2,})(\d+)\b/g, '$1 $2');
  out.add(split);
  out.delete('');
  return [...out];
}

function alternation(keys: Iterable<string>): string {
  return [...new Set(keys)].sort((a, b) => b.length - a.length || a.localeCompare(b)).map(escapeRegExp).join('|');
}

/** Indexes makes, models and places; call once at boot. */
export function createAiCatalogue(source: CatalogueSource = {}): AiCatalogue {
  const makes = source.makes ?? catalogMakes;
  const provinceList = source.provinces ?? catalogProvinces;

  const brandNames = new Map<string, string>();
  const brandAliases = new Map<string, string>();
  const models = new Map<string, ModelRef>();
  const modelAliases = new Map<string, ModelRef[]>();
  for (const make of makes) {
    brandNames.set(make.slug, make.name);
    for (const spelling of [...spellings(make.name), ...spellings(make.slug), ...(BRAND_ALIASES[make.slug] ?? []).map(fold)]) {
      if (!brandAliases.has(spelling)) brandAliases.set(spelling, make.slug);
    }
    for (const model of make.models) {
      const ref: ModelRef = {
        brand: make.slug, slug: model.slug, name: model.name, fuels: model.fuels ?? [],
        needsBrand: NEEDS_BRAND.has(fold(model.name)) || NEEDS_BRAND.has(model.slug),
        numeric: /^\d+$/.test(model.slug),
      };
      models.set(`${make.slug}/${model.slug}`, ref);
      const names = new Set([...spellings(model.name), ...spellings(model.slug), ...(MODEL_ALIASES[`${make.slug}/${model.slug}`] ?? [])]);
      const extra: [string, ModelRef][] = [];
      // "audi a 4", "bmw x 3": a single letter apart from its digits, only next to the make.
      const folded = fold(model.name);
      const letterDigits = /^([a-z])(\d+)$/.exec(folded);
      if (letterDigits) extra.push([`${letterDigits[1]} ${letterDigits[2]}`, { ...ref, needsBrand: true }]);
      // "bmw 3" is the Serie 3, right after the make.
      const series = /^serie (\d)$/.exec(folded);
      if (series) extra.push([series[1]!, { ...ref, numeric: true }]);
      for (const [spelling, variant] of extra) {
        const list = modelAliases.get(spelling) ?? [];
        list.push(variant);
        modelAliases.set(spelling, list);
      }
      for (const spelling of names) {
        // A model spelled like its make ("Mini", "DS") is no model of its own.
        if (brandAliases.get(spelling) === make.slug && spelling !== 'mini cooper') continue;
        const list = modelAliases.get(spelling) ?? [];
        if (!list.some((m) => m.brand === ref.brand && m.slug === ref.slug)) list.push(ref);
        modelAliases.set(spelling, list);
      }
    }
  }
  for (const [spelling, list] of modelAliases) {
    const preferred = PREFERRED_BRAND[spelling];
    if (preferred) list.sort((a, b) => Number(b.brand === preferred) - Number(a.brand === preferred));
  }

  const places = new Map<string, Place>();
  const provinceCodes = new Map<string, Place>();
  const byRegion = new Map<string, CatalogueProvince[]>();
  for (const province of provinceList) {
    const place: Place = {
      name: province.name, latitude: province.latitude, longitude: province.longitude, kind: 'province',
      needsPreposition: false,
    };
    for (const spelling of [fold(province.name).replace(/[-'’]/g, ' ').replace(/\s+/g, ' '), ...(PLACE_ALIASES[province.name] ?? [])]) {
      places.set(spelling, { ...place, needsPreposition: PLACE_NEEDS_PREPOSITION.has(spelling) });
    }
    provinceCodes.set(province.code.toLowerCase(), place);
    const list = byRegion.get(province.region) ?? [];
    list.push(province);
    byRegion.set(province.region, list);
  }

  const regions = new Map<string, Place>();
  for (const [region, list] of byRegion) {
    const latitude = list.reduce((s, p) => s + p.latitude, 0) / list.length;
    const longitude = list.reduce((s, p) => s + p.longitude, 0) / list.length;
    const farthest = Math.max(...list.map((p) => haversineMetres(latitude, longitude, p.latitude, p.longitude)));
    // The chief towns plus 30 km around them, rounded up to 10 km.
    const radius = Math.ceil((farthest + 30_000) / 10_000) * 10_000;
    const place: Place = {
      name: region, latitude: Math.round(latitude * 10_000) / 10_000, longitude: Math.round(longitude * 10_000) / 10_000,
      kind: 'region', needsPreposition: true, radius,
    };
    for (const spelling of [fold(region).replace(/[-'’]/g, ' ').replace(/\s+/g, ' '), ...(REGION_ALIASES[region] ?? [])]) regions.set(spelling, place);
  }

  const fuzzyBrands = [...brandAliases].filter(([spelling]) => !spelling.includes(' ') && spelling.length >= 5 && !/\d/.test(spelling));
  const fuzzyModels = [...modelAliases].filter(([spelling]) => !spelling.includes(' ') && spelling.length >= 5 && !/\d/.test(spelling));

  return {
    brandNames, models, brandAliases, modelAliases, fuzzyBrands, fuzzyModels, places, provinceCodes, regions,
    patterns: {
      brands: alternation(brandAliases.keys()),
      models: alternation(modelAliases.keys()),
      places: alternation(places.keys()),
      codes: alternation(provinceCodes.keys()),
      regions: alternation(regions.keys()),
    },
  };
}
