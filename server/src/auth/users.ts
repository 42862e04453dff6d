import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The signed-in user as every client screen needs it (no secrets). */
export async function presentUser(db: Kysely<DB>, userId: string) {
  const user = await db.selectFrom('users')
    .select(['id', 'email', 'name', 'surname', 'phone', 'role', 'email_verified_at', 'google_subject'])
    .where('id', '=', userId).executeTakeFirstOrThrow();
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute();
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
  };
}

export function findUserByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}
