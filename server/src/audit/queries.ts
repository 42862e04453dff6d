import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

export type AuditDb = Kysely<DB> | Transaction<DB>;

export interface AuditRow {
  /** bigserial, read as a number (db/database.ts). */
  id: number;
  actor_id: string | null;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  created_at: Date;
}

/** The audit trail's only SQL: append a row, read an entity's rows. There is no update and no delete. */
export function auditQueries(db: AuditDb) {
  return {
    async append(row: Omit<AuditRow, 'id' | 'created_at'>): Promise<void> {
      await db.insertInto('audit_log').values({
        ...row,
        before: row.before === null ? null : JSON.stringify(row.before),
        after: row.after === null ? null : JSON.stringify(row.after),
      }).execute();
    },

    /** Names for the ids and e-mails a page of entries refers to (people as "Nome Cognome", or their e-mail). */
    async names(refs: { users: string[]; emails: string[]; dealers: string[]; listings: string[] }) {
      const person = (u: { name: string; surname: string; email: string; deleted_at: Date | null }) =>
        (u.deleted_at ? 'Utente eliminato' : `${u.name} ${u.surname}`.trim() || u.email);
      const [users, byEmail, dealers, listings] = await Promise.all([
        refs.users.length ? db.selectFrom('users').select(['id', 'name', 'surname', 'email', 'deleted_at']).where('id', 'in', refs.users).execute() : [],
        refs.emails.length ? db.selectFrom('users').select(['id', 'name', 'surname', 'email', 'deleted_at'])
          .where((eb) => eb(eb.fn('lower', ['email']), 'in', refs.emails)).execute() : [],
        refs.dealers.length ? db.selectFrom('dealers').select(['id', 'name']).where('id', 'in', refs.dealers).execute() : [],
        refs.listings.length ? db.selectFrom('listings').select(['id', 'make_slug', 'model_slug', 'version']).where('id', 'in', refs.listings).execute() : [],
      ]);
      return {
        users: new Map(users.map((u) => [u.id, person(u)])),
        usersByEmail: new Map(byEmail.map((u) => [u.email.toLowerCase(), person(u)])),
        dealers: new Map(dealers.map((d) => [d.id, d.name])),
        listings,
      };
    },

    async ofEntity(entityType: string, entityId: string, limit: number, offset: number) {
      const where = db.selectFrom('audit_log').where('entity_type', '=', entityType).where('entity_id', '=', entityId);
      const [rows, total] = await Promise.all([
        where.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}
