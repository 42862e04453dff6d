/**
 * AI natural-language search (DECISIONS.md): an Italian sentence → the filters of SPEC §7.
 * The built-in interpreter needs no network and no model; an external one can be plugged in
 * behind `QueryInterpreter` and wrapped with `withFallback`.
 */
export { createAiCatalogue, type AiCatalogue, type CatalogueSource } from './catalogue.js';
export { parseQuery, KM_ZERO_MAX, FEW_KM_MAX, RECENT_YEARS, CITY_RADIUS_M, AREA_RADIUS_M } from './parser.js';
export { buildChips, removeChip, CHIP_KEYS } from './chips.js';
export { sanitizeFilters, sanitizeParsed, toListingFilters } from './sanitize.js';
export { BuiltinInterpreter, withFallback, type FallbackOptions } from './interpreter.js';
export { registerAiSearch, AI_QUERY_MAX_LENGTH, type AiSearchOptions } from './route.js';
export type { AiFilters, AiFilterKey, Chip, ChipKey, ParsedQuery, QueryInterpreter, ParseOptions } from './types.js';
