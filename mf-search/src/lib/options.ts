/** Picker options of SPEC §9 (price and km steps, years, radius, sort) with Italian labels. */
import { KM_STEPS, PRICE_STEPS, RADIUS_OPTIONS, sortOptionsFor, yearOptions, type Filters } from '@automercato/api-sdk';
import { formatKm, formatPrice } from '@automercato/i18n/format';

export interface Option {
  value: string;
  label: string;
}

export const priceOptions = (): Option[] => PRICE_STEPS.map((n) => ({ value: String(n), label: formatPrice(n) }));
export const kmOptions = (): Option[] => KM_STEPS.map((n) => ({ value: String(n), label: formatKm(n) }));
export const yearSelectOptions = (): Option[] => yearOptions().map((y) => ({ value: String(y), label: String(y) }));
export const RADIUS_SELECT_OPTIONS: Option[] = RADIUS_OPTIONS.map((km) => ({ value: String(km), label: `${km} km` }));
/** '' is "most relevant" (no sort_by in the address); by distance only when a place is set. */
export const sortSelectOptions = (filters: Pick<Filters, 'location'>): Option[] =>
  sortOptionsFor(filters).map((o) => ({ value: o.value ?? '', label: o.label }));

/**
 * The options plus the current value when it is not one of them (a value from a shared link
 * or an AI search, e.g. 23.500 €), in order, so the select shows what is applied.
 */
export function withCurrent(
  options: readonly Option[],
  current: number | string | null | undefined,
  label: (value: number) => string,
): Option[] {
  if (current === null || current === undefined || current === '') return [...options];
  const value = String(current);
  if (options.some((o) => o.value === value)) return [...options];
  const n = Number(value);
  const extra = { value, label: Number.isFinite(n) ? label(n) : value };
  const ascending = options.length < 2 || Number(options[0]!.value) <= Number(options[1]!.value);
  const index = options.findIndex((o) => (ascending ? Number(o.value) > n : Number(o.value) < n));
  const out = [...options];
  out.splice(index < 0 ? out.length : index, 0, extra);
  return out;
}
