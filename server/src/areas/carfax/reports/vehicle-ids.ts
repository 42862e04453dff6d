/** ISO 3779: 17 characters, digits and capital letters except I, O and Q (they look like 1 and 0). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** Italian plates since 1994: AA000AA, letters without I, O, Q and U. */
export const PLATE_PATTERN = /^[A-HJ-NPR-TV-Z]{2}[0-9]{3}[A-HJ-NPR-TV-Z]{2}$/;

/** As typed → as stored and compared: upper case, no spaces, dashes or dots; empty → null. */
const normalise = (value: string | null | undefined) => {
  const text = (value ?? '').toUpperCase().replace(/[\s.\-]+/g, '');
  return text || null;
};
export const normaliseVin = normalise;
export const normalisePlate = normalise;
