import { Type, type Static, type TSchema, type TObject } from '@sinclair/typebox';
import { ERROR_CODES, PAGE_MAX } from '../constants.js';

/**
 * `T | null` as `type: [T, 'null']` rather than TypeBox's anyOf: fast-json-stringify
 * serialises a type list directly, an anyOf it has to validate branch by branch per value.
 */
export const Nullable = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({
    ...schema, type: [schema.type as string, 'null'],
    // An enum must list null too, or a validator of the answers (the OpenAPI document's) refuses it.
    ...(Array.isArray(schema.enum) ? { enum: [...(schema.enum as unknown[]), null] } : {}),
  });

/**
 * A string out of a fixed list as `{ type: 'string', enum }`: ajv then reports one `enum`
 * error, which the server's error handler turns into "must be one of …" (a union of literals
 * would report one `const` error per branch).
 */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** ISO 8601 in JSON (the server hands Date objects to the serializer, which writes ISO strings). */
export const DateTime = Type.String({ format: 'date-time' });

/** The envelope of DECISIONS.md "API conventions": `{ error, error_code, data, error_message }`. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({
  error: Type.Boolean(),
  error_code: Type.String(),
  data,
  error_message: Nullable(Type.String()),
});
export type EnvelopeOf<T> = { error: boolean; error_code: string; data: T; error_message: string | null };

/** A failure: what every 4xx/5xx answer carries (the error handler writes it). */
export const ErrorEnvelope = Type.Object({
  error: Type.Literal(true),
  error_code: StringEnum(ERROR_CODES),
  data: Type.Unknown(),
  error_message: Type.String(),
}, { $id: 'ErrorEnvelope', description: 'Italian message; validation (422, code 2) lists per-field messages in data.errors' });

export const PageMeta = Type.Object({
  page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  last_page: Type.Integer(),
});
export type PageMeta = Static<typeof PageMeta>;

/** Lists: `{ items, meta }`. */
export const Page = <T extends TSchema, M extends TObject = typeof PageMeta>(item: T, meta?: M) =>
  Type.Object({ items: Type.Array(item), meta: (meta ?? PageMeta) as M });
export type Page<T> = { items: T[]; meta: PageMeta };

/** Lookup vocabularies, makes and models: `{ name, slug }` (VOCABULARY.md slugs). */
export const LookupItem = Type.Object({ name: Type.String(), slug: Type.String() });
export type LookupItem = Static<typeof LookupItem>;

/** A message for the user (recovery, verification…). */
export const MessageAnswer = Type.Object({ message: Type.String() });

export const PageQuery = (pageMax: number = PAGE_MAX) => ({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: pageMax })),
  // A bigger per_page is lowered to the cap by the handler, not refused.
  per_page: Type.Optional(Type.Integer({ minimum: 1 })),
});

/** `{ id }` path parameter of at most `maxLength` characters (uuids, or slugs where allowed). */
export const IdParams = (maxLength: number) => Type.Object({ id: Type.String({ maxLength }) });

/** No answer body (a redirect). */
export const NoBody = Type.Null();
