import { compactVehicleId, PLATE_PATTERN, VIN_PATTERN } from '@automercato/api-contract';
import { cvToKw, kwToCv } from '@automercato/i18n/format';
import { makes, type MakeSpec, type ModelSpec, type VersionSpec } from '../../../catalog/vehicles.js';
import { vocabularies, type VocabularySegment } from '../../../catalog/vocabulary.js';
import { validateListing } from '@automercato/validation';
import type { Selectable } from 'kysely';
import type { ListingsTable } from '../../../db/schema.js';
import type { SourceRow } from './parse.js';
import { foldWords } from '@automercato/i18n/format';

/** The listing columns an import writes (the rest keep their defaults or the dealer's edits), typed as the table has them. */
export type ImportedListing = Pick<Selectable<ListingsTable>,
  | 'make_slug' | 'model_slug' | 'version' | 'category' | 'power_type' | 'gearbox_type' | 'traction_type' | 'emission_class'
  | 'exterior_color' | 'exterior_paint_type' | 'interior_color' | 'interior_material' | 'origin' | 'mileage' | 'registration_year'
  | 'registration_month' | 'power_kw' | 'horsepower' | 'engine_cc' | 'doors' | 'seats' | 'price' | 'price_negotiable'
  | 'description' | 'vin' | 'plate'>;

export type MappedRow =
  | { ok: true; line: number; reference: string; vehicle: string | null; listing: ImportedListing; photos: string[]; warnings: string[] }
  | { ok: false; line: number; reference: string | null; vehicle: string | null; errors: string[] };

/** The vehicle as the row names it, for the report: "Fiat Panda 1.2 Easy · targa AB123CD · rif. X1" (null: the row names nothing). */
export function vehicleOf(fields: Record<string, string>): string | null {
  const get = (name: string) => (fields[name] ?? '').trim().slice(0, 80);
  const name = [get('marca'), get('modello'), get('versione')].filter(Boolean).join(' ');
  const parts = [name, get('targa') ? `targa ${get('targa')}` : '', get('riferimento') ? `rif. ${get('riferimento')}` : ''].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** The documented columns, in the sample's order (the page and the sample file list them). */
export const COLUMNS = [
  'riferimento', 'marca', 'modello', 'versione', 'anno', 'mese', 'km', 'prezzo', 'carburante', 'cambio',
  'potenza_kw', 'cavalli', 'carrozzeria', 'trazione', 'colore', 'vernice', 'colore_interni', 'interni',
  'classe_emissioni', 'cilindrata', 'porte', 'posti', 'provenienza', 'trattabile', 'targa', 'telaio', 'descrizione', 'foto',
] as const;

/** Levenshtein distance, for "forse Volkswagen?". */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return prev[b.length]!;
}

const fold = (s: string) => foldWords(s);

/** The catalogue name closest to `input` if it is close enough to be a typo. */
export function nearest(input: string, names: readonly string[]): string | null {
  const target = fold(input);
  let best: { name: string; d: number } | null = null;
  for (const name of names) {
    // "Mercedez" is a typo of Mercedes-Benz: compare with the name's first word too.
    const folded = fold(name);
    const d = Math.min(editDistance(target, folded), editDistance(target, folded.split(' ')[0]!));
    if (!best || d < best.d) best = { name, d };
  }
  return best && best.d <= Math.max(2, Math.floor(target.length / 3)) ? best.name : null;
}

const makeIndex = new Map<string, MakeSpec>();
for (const make of makes) {
  makeIndex.set(fold(make.name), make);
  makeIndex.set(fold(make.slug), make);
}

/** Italian words dealers' systems write, folded, → the vocabulary slug. */
const SYNONYMS: Partial<Record<VocabularySegment, Record<string, string>>> = {
  'power-types': {
    benzina: 'benzina', 'benzina verde': 'benzina', petrol: 'benzina', b: 'benzina',
    diesel: 'diesel', gasolio: 'diesel', d: 'diesel',
    gpl: 'gpl', 'benzina gpl': 'gpl', 'benzina/gpl': 'gpl', metano: 'metano', 'benzina metano': 'metano', cng: 'metano',
    elettrica: 'elettrica', elettrico: 'elettrica', ev: 'elettrica', bev: 'elettrica',
    ibrida: 'ibrida', ibrido: 'ibrida', 'ibrida benzina': 'ibrida', 'ibrida benzina elettrica': 'ibrida', hybrid: 'ibrida', 'full hybrid': 'ibrida', 'mild hybrid': 'ibrida', hev: 'ibrida',
    'ibrida diesel': 'ibrida-diesel', 'ibrida diesel elettrica': 'ibrida-diesel', 'diesel hybrid': 'ibrida-diesel',
    'ibrida plug in': 'ibrida-plug-in', 'plug in': 'ibrida-plug-in', 'plug in hybrid': 'ibrida-plug-in', phev: 'ibrida-plug-in',
    idrogeno: 'idrogeno',
  },
  'gearbox-types': {
    manuale: 'manuale', m: 'manuale', meccanico: 'manuale', automatico: 'automatico', automatica: 'automatico', a: 'automatico', auto: 'automatico',
    semiautomatico: 'semiautomatico', semiautomatica: 'semiautomatico', sequenziale: 'semiautomatico', robotizzato: 'semiautomatico',
  },
  'traction-types': { anteriore: 'anteriore', posteriore: 'posteriore', integrale: 'integrale', '4x4': 'integrale', awd: 'integrale', '4wd': 'integrale' },
  categories: {
    utilitaria: 'city-car', 'city car': 'city-car', citycar: 'city-car', berlina: 'berlina', 'due volumi': 'berlina', 'tre volumi': 'berlina',
    'station wagon': 'station-wagon', sw: 'station-wagon', familiare: 'station-wagon', suv: 'suv', fuoristrada: 'suv', 'suv fuoristrada': 'suv', crossover: 'suv',
    monovolume: 'monovolume', coupe: 'coupe', cabrio: 'cabrio', cabriolet: 'cabrio', spider: 'cabrio', 'pick up': 'pick-up', pickup: 'pick-up', furgone: 'furgone', van: 'furgone',
  },
  'paint-types': { metallizzata: 'metallizzata', metallizzato: 'metallizzata', metallic: 'metallizzata', pastello: 'pastello', perlata: 'perlata', perla: 'perlata', opaca: 'opaca', opaco: 'opaca' },
  origins: { italiana: 'italiana', italia: 'italiana', nazionale: 'italiana', estera: 'estera', importata: 'estera', import: 'estera' },
};

/** The slug of a vocabulary value: the slug itself, its Italian name, or a synonym; masculine colours accepted. */
function vocabulary(segment: VocabularySegment, raw: string): string | null {
  const key = fold(raw);
  const items = vocabularies[segment] as readonly { slug: string; name: string }[];
  const direct = items.find((item) => fold(item.slug) === key || fold(item.name) === key);
  if (direct) return direct.slug;
  const synonym = SYNONYMS[segment]?.[key];
  if (synonym) return synonym;
  // Colours: "Grigio metallizzato", "nera", "bianca perla" → the first word's colour.
  if (segment === 'exterior-colors' || segment === 'interior-colors') {
    const first = key.split(' ')[0] ?? '';
    const stems: Record<string, string> = { nera: 'nero', bianca: 'bianco', rossa: 'rosso', gialla: 'giallo', grigia: 'grigio', argentato: 'argento', argentata: 'argento' };
    const word = stems[first] ?? first;
    return items.find((item) => item.slug === word)?.slug ?? null;
  }
  return null;
}

/** An integer written the Italian way or not: "12.500", "12500", "12.500,00 €", "12 500 km". */
function integer(raw: string): number | null {
  const cleaned = raw.replace(/[€\s]|km|cv|kw/gi, '');
  if (!cleaned) return null;
  let normalised = cleaned;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(cleaned)) normalised = cleaned.replace(/\./g, '').replace(',', '.');
  else if (/^\d+,\d+$/.test(cleaned)) normalised = cleaned.replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(cleaned)) normalised = cleaned.replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Math.round(Number(normalised));
}

const yes = (raw: string) => ['si', 'sì', 's', 'yes', 'y', 'true', '1', 'x'].includes(raw.trim().toLowerCase());


const MAX_PHOTOS = 30;

/** One source row → the listing it describes, or the Italian reasons it cannot be imported ("riga N: …"). */
export function mapRow({ line, fields }: SourceRow, now = new Date()): MappedRow {
  const errors: string[] = [];
  const warnings: string[] = [];
  const say = (message: string) => errors.push(`riga ${line}: ${message}`);
  const warn = (message: string) => warnings.push(`riga ${line}: ${message}`);
  const get = (name: string) => (fields[name] ?? '').trim();

  const reference = get('riferimento');
  if (!reference) say('riferimento mancante (il codice del veicolo nel vostro gestionale)');
  else if (reference.length > 64) say('riferimento troppo lungo (massimo 64 caratteri)');

  let make: MakeSpec | undefined;
  let model: ModelSpec | undefined;
  let version: VersionSpec | undefined;
  const makeName = get('marca');
  if (!makeName) say('marca mancante');
  else {
    make = makeIndex.get(fold(makeName));
    if (!make) {
      const guess = nearest(makeName, makes.map((m) => m.name));
      say(`marca '${makeName}' sconosciuta${guess ? ` — forse ${guess}?` : ''}`);
    }
  }
  const modelName = get('modello');
  if (!modelName) say('modello mancante');
  else if (make) {
    model = make.models.find((m) => fold(m.name) === fold(modelName) || fold(m.slug) === fold(modelName));
    if (!model) {
      const guess = nearest(modelName, make.models.map((m) => m.name));
      say(`modello '${modelName}' sconosciuto per ${make.name}${guess ? ` — forse ${guess}?` : ''}`);
    }
  }
  const versionName = get('versione');
  if (model && versionName) version = model.versions.find((v) => fold(v.name) === fold(versionName));

  const pick = (column: string, segment: VocabularySegment, label: string, fallback: string | null, required = true): string | null => {
    const raw = get(column);
    if (!raw) {
      if (fallback === null && required) say(`${label} mancante`);
      return fallback;
    }
    const slug = vocabulary(segment, raw);
    if (!slug) {
      const names = (vocabularies[segment] as readonly { name: string }[]).map((i) => i.name);
      say(`${label} '${raw}' non riconosciuto (valori ammessi: ${names.join(', ')})`);
      return fallback;
    }
    return slug;
  };

  const power_type = pick('carburante', 'power-types', 'carburante', version?.fuel ?? (model?.fuels.length === 1 ? model.fuels[0]! : null));
  const gearbox_type = pick('cambio', 'gearbox-types', 'cambio', version?.gearbox ?? (model?.gearboxes.length === 1 ? model.gearboxes[0]! : 'manuale'));
  const traction_type = pick('trazione', 'traction-types', 'trazione', version?.traction ?? model?.tractions[0] ?? 'anteriore');
  const category = pick('carrozzeria', 'categories', 'carrozzeria', version?.category ?? model?.category ?? null);
  const exterior_color = pick('colore', 'exterior-colors', 'colore', null);
  const exterior_paint_type = pick('vernice', 'paint-types', 'vernice', 'pastello');
  const interior_color = pick('colore_interni', 'interior-colors', 'colore degli interni', 'nero');
  const interior_material = pick('interni', 'interior-materials', 'materiale degli interni', 'tessuto');
  const origin = pick('provenienza', 'origins', 'provenienza', 'italiana');
  const emission_class = pick('classe_emissioni', 'emission-classes', 'classe di emissioni', null, false);

  const year = integer(get('anno'));
  const thisYear = now.getUTCFullYear();
  if (!get('anno')) say('anno di immatricolazione mancante');
  else if (year === null || year < 1900 || year > thisYear) say(`anno '${get('anno')}' non valido (tra 1900 e ${thisYear})`);
  else if (version && (year < version.years[0] || year > version.years[1])) {
    say(`anno ${year} fuori dagli anni della versione ${version.name} (${version.years[0]}–${version.years[1]})`);
  } else if (model && year < model.since) say(`anno ${year} precedente all'uscita di ${model.name} (${model.since})`);
  const monthRaw = get('mese');
  const month = monthRaw ? integer(monthRaw) : 1;
  if (month === null || month < 1 || month > 12) say(`mese '${monthRaw}' non valido (da 1 a 12)`);
  else if (year === thisYear && month > now.getUTCMonth() + 1) say(`immatricolazione ${month}/${year} nel futuro`);

  const km = integer(get('km'));
  if (!get('km')) say('chilometri mancanti');
  else if (km === null || km > 2_000_000) say(`chilometri '${get('km')}' non validi`);
  const price = integer(get('prezzo'));
  if (!get('prezzo')) say('prezzo mancante');
  else if (price === null || price < 100 || price > 10_000_000) say(`prezzo '${get('prezzo')}' non valido (in euro, da 100 a 10.000.000)`);

  let kw: number | null = null;
  let cv: number | null = null;
  if (get('potenza_kw')) {
    kw = integer(get('potenza_kw'));
    if (kw === null || kw < 1 || kw > 1500) say(`potenza '${get('potenza_kw')}' kW non valida`);
    else cv = kwToCv(kw);
  } else if (get('cavalli')) {
    cv = integer(get('cavalli'));
    if (cv === null || cv < 1 || cv > 2000) say(`cavalli '${get('cavalli')}' non validi`);
    else kw = cvToKw(cv);
  } else if (version) {
    kw = version.kw;
    cv = version.cv;
  } else say('potenza mancante (potenza_kw o cavalli)');

  const optionalInt = (column: string, label: string, min: number, max: number) => {
    const raw = get(column);
    if (!raw) return null;
    const value = integer(raw);
    if (value === null || value < min || value > max) {
      say(`${label} '${raw}' non valido`);
      return null;
    }
    return value;
  };
  const engine_cc = optionalInt('cilindrata', 'cilindrata', 50, 10_000);
  const doors = optionalInt('porte', 'numero di porte', 1, 7) ?? model?.doors ?? null;
  const seats = optionalInt('posti', 'numero di posti', 1, 9) ?? model?.seats ?? null;

  const plateRaw = compactVehicleId(get('targa'));
  if (plateRaw && !PLATE_PATTERN.test(plateRaw)) say(`targa '${get('targa')}' non valida (formato AA000AA, senza I, O, Q, U)`);
  const vinRaw = compactVehicleId(get('telaio'));
  if (vinRaw && !VIN_PATTERN.test(vinRaw)) say(`telaio '${get('telaio')}' non valido (17 caratteri, senza I, O, Q)`);
  const description = get('descrizione');
  if (description.length > 5000) say('descrizione troppo lunga (massimo 5000 caratteri)');

  const photos = get('foto').split('|').map((u) => u.trim()).filter(Boolean);
  const goodPhotos: string[] = [];
  for (const url of photos) {
    let parsed: URL | null = null;
    try { parsed = new URL(url); } catch { /* reported below */ }
    if (!parsed || !/^https?:$/.test(parsed.protocol)) warn(`foto '${url.slice(0, 80)}' ignorata: non è un indirizzo http(s)`);
    else goodPhotos.push(parsed.href);
  }
  if (goodPhotos.length > MAX_PHOTOS) {
    warn(`${goodPhotos.length} foto: importate le prime ${MAX_PHOTOS}`);
    goodPhotos.length = MAX_PHOTOS;
  }

  const vehicle = vehicleOf(fields);
  if (errors.length || !make || !model) return { ok: false, line, reference: reference || null, vehicle, errors };
  const listing: ImportedListing = {
    make_slug: make.slug, model_slug: model.slug, version: version?.name ?? versionName.slice(0, 200),
    category: category!, power_type: power_type!, gearbox_type: gearbox_type!, traction_type: traction_type!,
    emission_class, exterior_color: exterior_color!, exterior_paint_type: exterior_paint_type!,
    interior_color: interior_color!, interior_material: interior_material!, origin: origin!,
    mileage: km!, registration_year: year!, registration_month: month!, power_kw: kw!, horsepower: cv!,
    engine_cc, doors, seats, price: price!, price_negotiable: yes(get('trattabile')), description,
    vin: vinRaw || null, plate: plateRaw || null,
  };
  // The platform's one set of listing rules (packages/validation), as the form and the listings API apply them;
  // the version's years are checked when the row names a catalogue version.
  const shared = validateListing({ ...listing, make: listing.make_slug, model: listing.model_slug, reference }, {
    now, ...(version ? { versions: [{ name: version.name, year_from: version.years[0], year_to: version.years[1] }] } : {}),
  });
  const sharedErrors = Object.values(shared).filter((m): m is string => Boolean(m));
  if (sharedErrors.length) return { ok: false, line, reference: reference || null, vehicle, errors: sharedErrors.map((m) => `riga ${line}: ${m}`) };
  return { ok: true, line, reference, vehicle, warnings, photos: goodPhotos, listing };
}

/** The same listing? Compares only what the import writes. */
export function sameListing(a: ImportedListing, b: Record<string, unknown>): boolean {
  return (Object.keys(a) as (keyof ImportedListing)[]).every((key) => (a[key] ?? null) === (b[key] ?? null));
}
