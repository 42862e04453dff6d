const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid as the database makes them: lets a path segment be an id or a slug. */
export const isUuid = (value: string) => UUID.test(value);
