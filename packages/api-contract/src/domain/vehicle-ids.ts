/**
 * How a car is identified: its VIN and its Italian plate. One rule for the listing form, the
 * Carfax purchase form, the feed import and the server's C5/C6 answers, so a value one of them
 * accepts is never refused by another.
 */

/** ISO 3779: 17 characters, digits and capital letters except I, O and Q (they look like 1 and 0). The check digit is not required: European VINs often have none. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Italian plates since 1994: AA000AA, letters without I, O, Q and U. */
export const PLATE_PATTERN = /^[A-HJ-NPR-TV-Z]{2}[0-9]{3}[A-HJ-NPR-TV-Z]{2}$/;

/** As typed → as stored and compared: upper case, without the spaces, dots and dashes people type between the groups. */
export const compactVehicleId = (value: string): string => value.replace(/[\s.-]+/g, '').toUpperCase();

/** A VIN in any case and spacing. */
export const isValidVin = (value: string): boolean => VIN_PATTERN.test(compactVehicleId(value));

/** An Italian plate in any case and spacing ("ga 123 bc"). */
export const isValidItalianPlate = (value: string): boolean => PLATE_PATTERN.test(compactVehicleId(value));
