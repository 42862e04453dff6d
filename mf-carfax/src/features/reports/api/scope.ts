/**
 * Whose reports and requests a page shows: one dealer's (the dealer area) or every dealer's (the
 * admin area). The calls are the same below /api/dealers/{uuid} and /api/admin.
 */
import { getApi } from '@automercato/entities/api';

export type Scope = { kind: 'dealer'; dealerUuid: string } | { kind: 'admin' };

export const carfaxCalls = (scope: Scope) =>
  scope.kind === 'admin' ? getApi().carfax.admin : getApi().carfax.dealer(scope.dealerUuid);

/** The page of one report in the scope's area. */
export const reportPath = (scope: Scope, reportUuid: string) =>
  scope.kind === 'admin'
    ? `/admin/carfax-reports/${encodeURIComponent(reportUuid)}`
    : `/dealer/${encodeURIComponent(scope.dealerUuid)}/carfax-reports/${encodeURIComponent(reportUuid)}`;
