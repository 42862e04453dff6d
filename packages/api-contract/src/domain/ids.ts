/**
 * Ids as the database makes them (uuid v4 from PostgreSQL, any case on the way in): the one
 * pattern the server, the shell and the remotes test a path segment with.
 */
export const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const UUID = new RegExp(`^${UUID_SOURCE}$`, 'i');

/** True for a uuid (any case): lets a path segment be an id or a slug. */
export const isUuid = (value: string | null | undefined): boolean => typeof value === 'string' && UUID.test(value);

/** The stored spelling of an id: lowercase. */
export const normalUuid = (value: string): string => value.toLowerCase();
