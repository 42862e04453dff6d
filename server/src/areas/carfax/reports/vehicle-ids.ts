import { compactVehicleId, PLATE_PATTERN, VIN_PATTERN } from '@automercato/api-contract';

/** The contract's VIN and plate rules (one home with the forms and the import). */
export { PLATE_PATTERN, VIN_PATTERN };

/** As typed → as stored and compared (see compactVehicleId); empty → null. */
const normalise = (value: string | null | undefined) => compactVehicleId(value ?? '') || null;
export const normaliseVin = normalise;
export const normalisePlate = normalise;
