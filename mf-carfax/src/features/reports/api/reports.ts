import { createEffect } from 'effector';
import type { ApiError, CarfaxMatchingListing, CarfaxReport, CarfaxReportDetail, Page } from '@automercato/api-sdk';
import { carfaxCalls, type Scope } from './scope';

export const fetchReportsFx = createEffect<{ scope: Scope; search: string; page: number }, Page<CarfaxReport>, ApiError>(({ scope, search, page }) =>
  carfaxCalls(scope).reports({ page, ...(search ? { search } : {}) }) as Promise<Page<CarfaxReport>>);

export const fetchReportFx = createEffect<{ scope: Scope; reportUuid: string }, CarfaxReportDetail, ApiError>(({ scope, reportUuid }) =>
  carfaxCalls(scope).report(reportUuid));

export const deleteReportFx = createEffect<{ scope: Scope; reportUuid: string }, { uuid: string; detached_listings: number }, ApiError>(({ scope, reportUuid }) =>
  carfaxCalls(scope).deleteReport(reportUuid));

export const fetchMatchesFx = createEffect<{ scope: Scope; reportUuid: string }, CarfaxMatchingListing[], ApiError>(({ scope, reportUuid }) =>
  carfaxCalls(scope).reportMatchingListings(reportUuid));

export const associateFx = createEffect<{ scope: Scope; reportUuid: string; listings: string[] }, { carfax_report: string; listings: string[] }, ApiError>(
  ({ scope, reportUuid, listings }) => carfaxCalls(scope).associateListings(reportUuid, listings));
