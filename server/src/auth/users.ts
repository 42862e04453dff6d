import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The signed-in user as every client screen needs it (no secrets). */
export async function presentUser(db: Kysely<DB>, userId: string) {
  const user = await db.selectFrom('users')
    .select(['id', 'email', 'name', 'surname', 'phone', 'role', 'email_verified_at', 'google_subject'])
    .where('id', '=', userId).executeTakeFirstOrThrow();
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute();
  // The dealers this user owns or administers (SPEC §4 "ownDealers"): the dealer area's guards need them.
  const dealers = await db.selectFrom('dealer_memberships as m').innerJoin('dealers as d', 'd.id', 'm.dealer_id')
    .select(['d.id as uuid', 'd.name', 'd.slug', 'd.city', 'd.enabled', 'm.role as membership'])
    .where('m.user_id', '=', userId).orderBy('d.name').execute();
  return {
    uuid: user.id,
    email: user.email,
    name: user.name,
    surname: user.surname,
    phone: user.phone,
    role: user.role,
    roles: roles.map((r) => r.role),
    email_verified_at: user.email_verified_at,
    has_google: user.google_subject !== null,
    dealers,
  };
}

/**
 * The one spelling of an address for look-ups and for every limit keyed on it: " A@b.it" and
 * "a@b.it " are one account, so they share one lockout.
 */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', normaliseEmail(email)))
    .executeTakeFirst();
}
