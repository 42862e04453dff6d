/**
 * @automercato/api-sdk: the only front-end code that knows the API's URLs, the XSRF dance,
 * the response envelope, the error messages and the filter ↔ query mapping.
 */
export {
  createHttp, readCookie, formToken, toSearchParams, XSRF_COOKIE, XSRF_HEADER, CSRF_COOKIE_PATH,
  type Http, type HttpOptions, type UploadOptions, type CallOptions, type RequestOptions, type Method, type Query, type QueryValue,
  type Envelope,
} from './http.js';
export {
  ApiError, toApiError, messageFor, errorMessages, errorTexts, lookupErrorMessages, type FieldErrors,
} from './errors.js';
export {
  normalizeFilters, filtersToApiQuery, apiQueryToFilters, filtersToRouteState, routeStateToFilters, splitSort,
  RADIUS_OPTIONS, PRICE_STEPS, KM_STEPS, YEAR_MIN, AMOUNT_MAX, POWER_MAX, PAGE_SIZE, FIRST_PAGE, SORT_OPTIONS, DISTANCE_SORT, sortOptionsFor,
  currentYear, yearOptions,
  type Filters, type FilterLocation, type PowerUnit, type SortValue, type RouteParams, type RouteState,
} from './filters.js';
/** The search filters' table: what the chips, the labels and the codec above are built from. */
export {
  SEARCH_FILTERS, FILTER_FIELDS, FILTER_NAMES, FILTER_OF, filterKeys, filterRow,
  type FilterName, type FilterRow, type FilterUnit, type FilterKey, type FilterField,
} from '@automercato/api-contract';
export { createApi, type Api, type Id, type ListParams, type Role } from './client.js';
export { FIRST_VIEW_ELEMENT_ID, PRIMED_ELEMENT_ID, REMOTE_FILES_ELEMENT_ID, firstViewReplaced, primedScript, takePrimed } from './primed.js';
export { urlOfCall } from './first-view.js';
/** What the server accepts for listing photos (formats, bytes per file, photos per listing). */
export { isUuid, normalUuid, UUID_SOURCE } from '@automercato/api-contract';
export { compactVehicleId, isValidItalianPlate, isValidVin, PLATE_PATTERN, VIN_PATTERN } from '@automercato/api-contract';
export { PHOTO_LIMITS, DEALER_SETTINGS_LIMITS, WEEKDAYS, PHOTO_SIZES, photoSrcSet, type PhotoVariants } from '@automercato/api-contract';
/** An admin's reason for disabling a listing: the server's limits, for the form. */
export { MODERATION_REASON_MIN, MODERATION_REASON_MAX } from '@automercato/api-contract';
/** Why a vehicle-history report has no emission class (unknown is not zero emissions). */
export { ZERO_EMISSION_POWER_TYPES, missingEmissionClass } from '@automercato/api-contract';
/** The remotes a team publishes on its own, for the back-office's choices. */
export { REMOTE_RELEASE_LABELS, REMOTE_RELEASE_NAMES } from '@automercato/api-contract';
export type * from './types.js';
