/**
 * Neopatentati (new drivers, licences from 14/12/2024 — DECISIONS "Italian market facts"):
 * for three years they may drive a car of at most 105 kW and at most 75 kW per tonne.
 */
export const NEOPATENTATI_MAX_KW = 105;
export const NEOPATENTATI_MAX_KW_PER_TONNE = 75;

export interface NeopatentatiVehicle {
  /** Maximum power in kW. */
  kw: number;
  /** Weight (tara) in kg; when unknown only the 105 kW limit is checked. */
  weightKg?: number | null;
}

/**
 * True when a car is within both limits: ≤ 105 kW and, when the weight is known,
 * ≤ 75 kW/t. A power that is not a positive number is never "friendly"; a weight that is not
 * a positive number counts as unknown.
 */
export function isNeopatentatoFriendly({ kw, weightKg }: NeopatentatiVehicle): boolean {
  if (!Number.isFinite(kw) || kw <= 0 || kw > NEOPATENTATI_MAX_KW) return false;
  if (typeof weightKg !== 'number' || !Number.isFinite(weightKg) || weightKg <= 0) return true;
  return (kw * 1000) / weightKg <= NEOPATENTATI_MAX_KW_PER_TONNE;
}
