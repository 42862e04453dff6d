/**
 * The VIN and plate rules of the purchase form, checked before the call (the server checks them
 * again and answers C5/C6): a VIN per ISO 3779 (17 characters, letters and digits, no I, O, Q),
 * an Italian plate since 1994 (AA000AA). Spaces and case do not matter.
 */
import { compactVehicleId, PLATE_PATTERN, VIN_PATTERN } from '@automercato/api-sdk';
import { t } from '../texts';

export type BuyKind = 'plate' | 'vin';

export const normalise = compactVehicleId;

export const VIN_MESSAGE = t('rules.ilTelaioVinDeve');
export const PLATE_MESSAGE = t('rules.inserisciUnaTargaItaliana');

export function buyFieldError(kind: BuyKind, raw: string): string | null {
  const value = normalise(raw);
  if (!value) return kind === 'vin' ? t('rules.inserisciIlNumeroDi') : t('rules.inserisciLaTarga');
  if (kind === 'vin') return VIN_PATTERN.test(value) ? null : VIN_MESSAGE;
  return PLATE_PATTERN.test(value) ? null : PLATE_MESSAGE;
}
