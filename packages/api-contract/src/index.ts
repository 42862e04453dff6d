/**
 * @automercato/api-contract: the one description of the JSON API. Plain values (codes,
 * roles, enums, filter keys and limits) are in ./constants and cost the front end nothing
 * else; the TypeBox schemas give the server its route schemas (and the OpenAPI document)
 * and api-sdk its types (`Static<typeof X>`, imported as types only).
 */
export * from './constants.js';
export * from './domain/ids.js';
export * from './domain/vehicle-ids.js';
export * from './domain/fields.js';
export * from './domain/filters.js';
export * from './domain/photos.js';
export * from './schemas/index.js';
export { routes, LOOKUP_KINDS, type Routes, type RouteKey, type Reply, type BodyOf, type QueryOf, type LookupKind, type ErrorStatus } from './routes.js';
export type { Static, TSchema } from '@sinclair/typebox';
