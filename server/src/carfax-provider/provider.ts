import type { CarfaxReportDocument } from '@automercato/api-contract';

/** What we know of the vehicle when a report is bought for a listing: the history must agree with it. */
export interface VehicleHint {
  make_slug: string;
  model_slug: string;
  registration_year: number;
  registration_month: number;
  mileage: number;
  power_type: string | null;
  emission_class: string | null;
}

export interface ReportQuery {
  /** Normalised (upper case, no spaces): at least one of the two. */
  vin: string | null;
  plate: string | null;
  vehicle?: VehicleHint | null;
}

/**
 * Why a provider gave no report: 'not_found' (it has no history for this vehicle: C7, nothing to
 * retry) or 'unavailable' (down, slow, refusing us: C1, the purchase is retried as a job).
 */
export class CarfaxProviderError extends Error {
  constructor(readonly kind: 'not_found' | 'unavailable', message: string) {
    super(message);
    this.name = 'CarfaxProviderError';
  }
}

/** A source of vehicle-history reports. */
export interface CarfaxProvider {
  /** 'demo' or the real provider's name, stored with each report. */
  readonly name: string;
  readonly demo: boolean;
  /** The report of one vehicle, or a CarfaxProviderError. */
  fetchReport(query: ReportQuery): Promise<CarfaxReportDocument>;
}
