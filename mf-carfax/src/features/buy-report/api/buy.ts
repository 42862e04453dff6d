import { createEffect } from 'effector';
import type { ApiError, CarfaxHeldReport, CarfaxReportDetail } from '@automercato/api-sdk';
import { carfaxCalls, type Scope } from '../../reports';

export interface BuyParams { scope: Scope; vin?: string; plate?: string; dealer?: string; refresh?: boolean }

/**
 * POST …/carfax-reports {vin | plate} (the admin may name the dealer). A vehicle the dealer holds
 * already is refused (409 C1, `data.existing_report`) unless `refresh`.
 */
export const buyReportFx = createEffect<BuyParams, CarfaxReportDetail, ApiError>(
  ({ scope, vin, plate, dealer, refresh }) => carfaxCalls(scope).createReport({
    ...(vin ? { vin } : {}), ...(plate ? { plate } : {}), ...(dealer ? { dealer } : {}), ...(refresh ? { refresh: true } : {}),
  }));

/** The report the dealer holds already, when that is why a purchase was refused. */
export const heldReportOf = (error: ApiError): CarfaxHeldReport['existing_report'] | null =>
  error.status === 409 ? (error.data as Partial<CarfaxHeldReport> | null)?.existing_report ?? null : null;
