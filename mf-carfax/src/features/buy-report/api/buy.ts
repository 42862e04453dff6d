import { createEffect } from 'effector';
import type { ApiError, CarfaxReportDetail } from '@automercato/api-sdk';
import { carfaxCalls, type Scope } from '../../reports/api/scope';

/** POST …/carfax-reports {vin | plate} (the admin may name the dealer). */
export const buyReportFx = createEffect<{ scope: Scope; vin?: string; plate?: string; dealer?: string }, CarfaxReportDetail, ApiError>(
  ({ scope, vin, plate, dealer }) => carfaxCalls(scope).createReport({ ...(vin ? { vin } : {}), ...(plate ? { plate } : {}), ...(dealer ? { dealer } : {}) }));
