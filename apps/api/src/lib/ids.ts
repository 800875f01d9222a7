const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` has the shape of a UUID; anything else is answered 404 before reaching the database. */
export const isUuid = (id: string) => UUID.test(id);
