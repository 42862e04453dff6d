import { createRequire } from 'node:module';
import { foldWords } from '@automercato/i18n/format';

/**
 * The Italian gazetteer: every comune with its CAP(s), province and coordinates, from the npm
 * package `italian-cap-comuni-province` (ISTAT comuni and CAP with the centre of each comune).
 * Nothing is asked of an outside service: the data ships with the installed package.
 */
export interface GazetteerComune {
  istat: string;
  name: string;
  province: string;
  latitude: number;
  longitude: number;
}

interface PackageComune {
  codiceIstat: string; nome: string; nomeAlternativo?: string; cap: string; siglaProvincia: string;
  coordinate: { lat: number; lng: number };
}

/** Lower case, no accents, apostrophes and punctuation as spaces: "Forlì", "FORLI'" and "forli" meet. */
export function normalizeName(text: string): string {
  return foldWords(text);
}

/**
 * Linking words dropped for a looser match: "Reggio nell'Emilia" is written "Reggio Emilia",
 * "Reggio di Calabria" "Reggio Calabria", "Castel San Pietro Terme" stays as it is.
 */
const LINKING = new Set(['di', 'de', 'del', 'della', 'dei', 'degli', 'delle', 'nel', 'nell', 'nella', 'sul', 'sull', 'sulla', 'in', 'e', 'd', 'l']);
export function looseName(text: string): string {
  return normalizeName(text).split(' ').filter((word) => !LINKING.has(word)).join(' ');
}

export interface Gazetteer {
  byCap(cap: string): GazetteerComune[];
  byName(name: string): GazetteerComune[];
  byLooseName(name: string): GazetteerComune[];
  provinces: ReadonlySet<string>;
}

function push(index: Map<string, GazetteerComune[]>, key: string, comune: GazetteerComune) {
  if (!key) return;
  const list = index.get(key);
  if (!list) index.set(key, [comune]);
  else if (!list.some((c) => c.istat === comune.istat)) list.push(comune);
}

let loaded: Gazetteer | undefined;

/** Built once, on first use (about 8,500 rows, a few tens of milliseconds). */
export function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  // The package's ES build imports JSON without an import attribute, which Node refuses: its CommonJS build loads.
  const rows = (createRequire(import.meta.url)('italian-cap-comuni-province') as { getAllComuni(): PackageComune[] }).getAllComuni();
  const caps = new Map<string, GazetteerComune[]>();
  const names = new Map<string, GazetteerComune[]>();
  const loose = new Map<string, GazetteerComune[]>();
  const comuni = new Map<string, GazetteerComune>();
  const provinces = new Set<string>();
  for (const row of rows) {
    const comune = comuni.get(row.codiceIstat) ?? {
      istat: row.codiceIstat, name: row.nome, province: row.siglaProvincia,
      latitude: row.coordinate.lat, longitude: row.coordinate.lng,
    };
    comuni.set(comune.istat, comune);
    provinces.add(comune.province);
    push(caps, row.cap, comune);
    // Bilingual comuni ("Bolzano/Bozen"): the whole name and each language's.
    const spellings = [row.nome, ...(row.nomeAlternativo ? [row.nomeAlternativo, ...row.nomeAlternativo.split('/')] : [])];
    for (const spelling of spellings) {
      push(names, normalizeName(spelling), comune);
      push(loose, looseName(spelling), comune);
    }
  }
  loaded = {
    byCap: (cap) => caps.get(cap) ?? [],
    byName: (name) => names.get(normalizeName(name)) ?? [],
    byLooseName: (name) => loose.get(looseName(name)) ?? [],
    provinces,
  };
  return loaded;
}
