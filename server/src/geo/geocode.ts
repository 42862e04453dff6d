import { gazetteer, normalizeName, type GazetteerComune } from './gazetteer.js';

/** What a dealer wrote: any field may be empty or carry more than it should ("Torino TO", "10143 Torino"). */
export interface AddressInput {
  address?: string | null;
  postal_code?: string | null;
  city?: string | null;
  province_code?: string | null;
}

/**
 * How the comune was found: by its CAP (agreeing with the city when one is written), by name within
 * the province, or by a name that only one comune in Italy carries. The point is always the comune's
 * centre: the gazetteer knows no streets.
 */
export type GeocodePrecision = 'postal_code' | 'comune_province' | 'comune';

export type GeocodeResult =
  | { placed: true; latitude: number; longitude: number; comune: string; province_code: string; precision: GeocodePrecision }
  | { placed: false };

const NOT_PLACED: GeocodeResult = { placed: false };
const CAP = /(?<!\d)(\d{5})(?!\d)/g;

function lastCap(text: string | null | undefined): string | undefined {
  const found = [...(text ?? '').matchAll(CAP)];
  return found.length ? found[found.length - 1]![1] : undefined;
}

function placed(comune: GazetteerComune, precision: GeocodePrecision): GeocodeResult {
  return {
    placed: true, latitude: comune.latitude, longitude: comune.longitude,
    comune: comune.name, province_code: comune.province, precision,
  };
}

/** The city field without a CAP and a trailing province ("Torino (TO)", "Torino TO", "Torino, to" with TO given). */
function splitCity(city: string, givenProvince: string | undefined, provinces: ReadonlySet<string>) {
  let name = city.replace(CAP, ' ').trim();
  let province = givenProvince;
  const suffix = /^(.*?)(?:[\s,]*\(([a-z]{2})\)|[\s,]+([a-z]{2}))$/i.exec(name);
  if (suffix) {
    const code = (suffix[2] ?? suffix[3])!;
    // Uppercase or in brackets it is a province; lower case only when it repeats the province given.
    const isProvince = provinces.has(code.toUpperCase())
      && (suffix[2] !== undefined || code === code.toUpperCase() || code.toUpperCase() === givenProvince);
    if (isProvince && suffix[1]!.trim()) {
      name = suffix[1]!.trim();
      province ??= code.toUpperCase();
    }
  }
  return { name: name.replace(/[\s,]+$/, ''), province };
}

function nameMatches(comune: GazetteerComune, name: string) {
  const g = gazetteer();
  return g.byName(name).some((c) => c.istat === comune.istat) || g.byLooseName(name).some((c) => c.istat === comune.istat);
}

/**
 * Places an Italian address at its comune, offline: the CAP first, then comune + province, then the
 * comune name alone; accents, case, apostrophes and linking words ("Reggio nell'Emilia" / "Reggio
 * Emilia") do not matter. An address none of these finds is "not placed", never guessed.
 */
export function geocodeAddress(input: AddressInput): GeocodeResult {
  const g = gazetteer();
  const givenProvince = input.province_code?.trim().toUpperCase() || undefined;
  const province = givenProvince && g.provinces.has(givenProvince) ? givenProvince : undefined;
  const split = splitCity(input.city ?? '', province, g.provinces);
  const name = normalizeName(split.name) ? split.name : '';
  const cap = lastCap(input.postal_code) ?? lastCap(input.city) ?? lastCap(input.address);

  const byCap = cap ? g.byCap(cap) : [];
  if (byCap.length) {
    const agreeing = name ? byCap.filter((c) => nameMatches(c, name)) : byCap.filter((c) => !split.province || c.province === split.province);
    // Without a city a CAP shared by several comuni (65020: eleven of them) says too little.
    if (agreeing.length === 1 || (name && agreeing.length)) return placed(agreeing[0]!, 'postal_code');
  }

  if (name) {
    const named = g.byName(name).length ? g.byName(name) : g.byLooseName(name);
    if (split.province) {
      const inProvince = named.filter((c) => c.province === split.province);
      if (inProvince.length) return placed(inProvince[0]!, 'comune_province');
    }
    // A name alone only when one comune in Italy carries it and no province says otherwise.
    if (named.length === 1 && !split.province) return placed(named[0]!, 'comune');
  }

  // A CAP whose city is misspelt still places the address when the CAP belongs to one comune only.
  if (byCap.length === 1) return placed(byCap[0]!, 'postal_code');
  return NOT_PLACED;
}
