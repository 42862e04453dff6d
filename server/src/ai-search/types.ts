import type { AiFilters } from '@automercato/api-contract';

/**
 * What a natural-language query becomes (the contract's AiFilters): the API query keys of
 * SPEC §7 as `/api/listings` accepts them (slugs of VOCABULARY.md, arrays for multi-value keys,
 * `radius` in metres, flags as the string 'true'), plus `location_city`, the place the point
 * stands for.
 */
export type { AiFilters };

export type AiFilterKey = keyof AiFilters;

/**
 * Keys a chip can carry. Besides the filter keys, two chips stand for several keys at once:
 * `location` (location_city + latitude + longitude + radius) and `registration_year` (an exact
 * year: registration_year_min = registration_year_max). See `CHIP_KEYS` and `removeChip`.
 */
export type ChipKey = AiFilterKey | 'location' | 'registration_year';

/** One understood piece, shown to the user as a removable chip ("Marca: Volkswagen"). */
export interface Chip {
  key: ChipKey;
  /** The value it set: a slug, a number, 'true', or several slugs of one multi-value key ("Euro 6 (tutte)"). */
  value: string | number | string[];
  /** Italian text of the chip. */
  label: string;
}

export interface ParsedQuery {
  filters: AiFilters;
  understood: Chip[];
  /** Words of the query that set no filter (stop words left out), as typed. */
  unknown: string[];
}

/**
 * Turns a query into filters. The built-in parser is the default and the fallback; an external
 * language model can implement the same interface behind configuration.
 */
export interface QueryInterpreter {
  readonly name: string;
  interpret(query: string): Promise<ParsedQuery>;
}

export interface ParseOptions {
  /** The current year, for "recente", "ultimi 5 anni" (tests pin it). Default: this year. */
  year?: number;
}
