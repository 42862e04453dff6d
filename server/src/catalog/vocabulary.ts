/**
 * Canonical lookup vocabularies (see /work/shared/spec/VOCABULARY.md).
 * Slugs are what the API stores, filters on and returns; names are the
 * Italian labels shown by the interface. Pure data, no I/O.
 */

export interface VocabularyItem {
  readonly slug: string;
  readonly name: string;
}

export const categories = [
  { slug: 'city-car', name: 'City car' },
  { slug: 'berlina', name: 'Berlina' },
  { slug: 'station-wagon', name: 'Station wagon' },
  { slug: 'suv', name: 'SUV/Fuoristrada' },
  { slug: 'monovolume', name: 'Monovolume' },
  { slug: 'coupe', name: 'Coupé' },
  { slug: 'cabrio', name: 'Cabrio' },
  { slug: 'pick-up', name: 'Pick-up' },
  { slug: 'furgone', name: 'Furgone' },
] as const;

export const powerTypes = [
  { slug: 'benzina', name: 'Benzina' },
  { slug: 'diesel', name: 'Diesel' },
  { slug: 'gpl', name: 'GPL' },
  { slug: 'metano', name: 'Metano' },
  { slug: 'elettrica', name: 'Elettrica' },
  { slug: 'ibrida', name: 'Ibrida (benzina/elettrica)' },
  { slug: 'ibrida-diesel', name: 'Ibrida (diesel/elettrica)' },
  { slug: 'ibrida-plug-in', name: 'Ibrida plug-in' },
  { slug: 'idrogeno', name: 'Idrogeno' },
] as const;

export const tractionTypes = [
  { slug: 'anteriore', name: 'Anteriore' },
  { slug: 'posteriore', name: 'Posteriore' },
  { slug: 'integrale', name: 'Integrale' },
] as const;

export const gearboxTypes = [
  { slug: 'manuale', name: 'Manuale' },
  { slug: 'automatico', name: 'Automatico' },
  { slug: 'semiautomatico', name: 'Semiautomatico' },
] as const;

export const origins = [
  { slug: 'italiana', name: 'Italiana' },
  { slug: 'estera', name: 'Estera (importata)' },
] as const;

export const emissionClasses = [
  { slug: 'euro-1', name: 'Euro 1' },
  { slug: 'euro-2', name: 'Euro 2' },
  { slug: 'euro-3', name: 'Euro 3' },
  { slug: 'euro-4', name: 'Euro 4' },
  { slug: 'euro-5', name: 'Euro 5' },
  { slug: 'euro-6', name: 'Euro 6' },
  { slug: 'euro-6b', name: 'Euro 6b' },
  { slug: 'euro-6c', name: 'Euro 6c' },
  { slug: 'euro-6d-temp', name: 'Euro 6d-TEMP' },
  { slug: 'euro-6d', name: 'Euro 6d' },
  { slug: 'euro-6e', name: 'Euro 6e' },
] as const;

export const exteriorColors = [
  { slug: 'bianco', name: 'Bianco' },
  { slug: 'nero', name: 'Nero' },
  { slug: 'grigio', name: 'Grigio' },
  { slug: 'argento', name: 'Argento' },
  { slug: 'blu', name: 'Blu' },
  { slug: 'azzurro', name: 'Azzurro' },
  { slug: 'rosso', name: 'Rosso' },
  { slug: 'verde', name: 'Verde' },
  { slug: 'giallo', name: 'Giallo' },
  { slug: 'arancione', name: 'Arancione' },
  { slug: 'marrone', name: 'Marrone' },
  { slug: 'beige', name: 'Beige' },
  { slug: 'viola', name: 'Viola' },
  { slug: 'oro', name: 'Oro' },
  { slug: 'bordeaux', name: 'Bordeaux' },
] as const;

export const paintTypes = [
  { slug: 'metallizzata', name: 'Metallizzata' },
  { slug: 'pastello', name: 'Pastello' },
  { slug: 'perlata', name: 'Perlata' },
  { slug: 'opaca', name: 'Opaca' },
] as const;

export const interiorColors = [
  { slug: 'nero', name: 'Nero' },
  { slug: 'grigio', name: 'Grigio' },
  { slug: 'beige', name: 'Beige' },
  { slug: 'marrone', name: 'Marrone' },
  { slug: 'rosso', name: 'Rosso' },
  { slug: 'bianco', name: 'Bianco' },
  { slug: 'blu', name: 'Blu' },
] as const;

export const interiorMaterials = [
  { slug: 'tessuto', name: 'Tessuto' },
  { slug: 'pelle', name: 'Pelle' },
  { slug: 'pelle-parziale', name: 'Pelle parziale' },
  { slug: 'alcantara', name: 'Alcantara' },
  { slug: 'similpelle', name: 'Similpelle' },
  { slug: 'velluto', name: 'Velluto' },
] as const;

export type CategorySlug = (typeof categories)[number]['slug'];
export type PowerTypeSlug = (typeof powerTypes)[number]['slug'];
export type TractionSlug = (typeof tractionTypes)[number]['slug'];
export type GearboxSlug = (typeof gearboxTypes)[number]['slug'];
export type OriginSlug = (typeof origins)[number]['slug'];
export type EmissionClassSlug = (typeof emissionClasses)[number]['slug'];
export type ExteriorColorSlug = (typeof exteriorColors)[number]['slug'];
export type PaintTypeSlug = (typeof paintTypes)[number]['slug'];
export type InteriorColorSlug = (typeof interiorColors)[number]['slug'];
export type InteriorMaterialSlug = (typeof interiorMaterials)[number]['slug'];

/** Longer aliases of the slug types above. */
export type TractionTypeSlug = TractionSlug;
export type GearboxTypeSlug = GearboxSlug;

/** Lookup vocabularies keyed by the URL segment of `/api/vehicles/<segment>`. */
export const vocabularies = {
  categories,
  'power-types': powerTypes,
  'traction-types': tractionTypes,
  'gearbox-types': gearboxTypes,
  origins,
  'emission-classes': emissionClasses,
  'exterior-colors': exteriorColors,
  'paint-types': paintTypes,
  'interior-colors': interiorColors,
  'interior-materials': interiorMaterials,
} as const satisfies Record<string, readonly VocabularyItem[]>;

export type VocabularySegment = keyof typeof vocabularies;

export const vocabularySegments = Object.keys(vocabularies) as VocabularySegment[];

/** Returns true when `slug` is one of the slugs of the given vocabulary. */
export function isVocabularySlug(segment: VocabularySegment, slug: string): boolean {
  const list: readonly VocabularyItem[] = vocabularies[segment];
  return list.some((item) => item.slug === slug);
}

/** Italian display name of a slug, or undefined when unknown. */
export function vocabularyName(segment: VocabularySegment, slug: string): string | undefined {
  const list: readonly VocabularyItem[] = vocabularies[segment];
  return list.find((item) => item.slug === slug)?.name;
}
