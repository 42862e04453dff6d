import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { changedFields, recordAudit, type Actor } from '../src/audit/index.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const actor: Actor = { id: '00000000-0000-4000-8000-000000000001', email: 'admin@automercato.example', ip: '127.0.0.1' };

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('the audit trail (platform)', () => {
  it('keeps only the fields that changed', () => {
    expect(changedFields({ name: 'Anna', city: 'Roma', tags: ['a'] }, { name: 'Anna', city: 'Milano', tags: ['a'] }))
      .toEqual({ before: { city: 'Roma' }, after: { city: 'Milano' } });
    expect(changedFields(null, { enabled: false })).toEqual({ before: null, after: { enabled: false } });
  });

  it('commits with the change, and a rolled-back change leaves no row', async () => {
    const { db } = t.database;
    await db.transaction().execute((trx) => recordAudit(trx, actor, { action: 'test.kept', entityType: 'user', entityId: 'u-kept', after: { enabled: false } }));
    await expect(db.transaction().execute(async (trx) => {
      await recordAudit(trx, actor, { action: 'test.lost', entityType: 'user', entityId: 'u-lost', after: { enabled: false } });
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    const rows = await db.selectFrom('audit_log').select(['action', 'entity_id', 'actor_email', 'ip', 'after']).where('entity_id', 'in', ['u-kept', 'u-lost']).execute();
    expect(rows).toEqual([{ action: 'test.kept', entity_id: 'u-kept', actor_email: actor.email, ip: '127.0.0.1', after: { enabled: false } }]);
  });

  it('cannot be edited or deleted, not even by SQL', async () => {
    const { db } = t.database;
    await recordAudit(db, actor, { action: 'test.fixed', entityType: 'dealer', entityId: 'd-fixed', before: { enabled: true }, after: { enabled: false } });
    await expect(sql`update audit_log set action = 'forged' where entity_id = 'd-fixed'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where entity_id = 'd-fixed'`.execute(db)).rejects.toThrow(/append-only/);
    const row = await db.selectFrom('audit_log').select('action').where('entity_id', '=', 'd-fixed').executeTakeFirstOrThrow();
    expect(row.action).toBe('test.fixed');
  });

  it('is read by admins only, newest first', async () => {
    const url = '/api/admin/audit?entity_type=dealer&entity_id=d-fixed';
    expect((await t.request(url)).statusCode).toBe(401);
    const customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
    expect((await customer.request({ method: 'GET', url })).statusCode).toBe(403);
    const admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
    const res = await admin.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.items[0]).toMatchObject({ action: 'test.fixed', actor: { email: actor.email }, before: { enabled: true }, after: { enabled: false } });
    expect(res.body.data.meta).toMatchObject({ total: 1, total_capped: false });
  });
});

describe('the audit trail in Italian', () => {
  type Change = { field: string; label: string; before: string; after: string };
  type Entry = { action: string; actor: { email: string; name?: string | null }; changes: Change[] };

  async function trail(entityType: string, entityId: string): Promise<Entry[]> {
    const admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
    const res = await admin.request({ method: 'GET', url: `/api/admin/audit?entity_type=${entityType}&entity_id=${entityId}` });
    expect(res.statusCode).toBe(200);
    return res.body.data.items;
  }
  // it-IT writes "12.500 €" with a no-break space.
  const shown = (entry: Entry) => entry.changes.map((c) => `${c.label}: ${c.before} → ${c.after}`.replace(/\u00a0/g, ' '));

  it('a listing suspended and enabled again: labels and words, the admin by name, no updated_at or moderated_by uuid', async () => {
    const { db } = t.database;
    const admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
    const listing = await db.selectFrom('listings').select('id').where('status', '=', 'enabled').where('state', '=', 'published')
      .orderBy('id', 'desc').executeTakeFirstOrThrow();
    const reason = 'Foto non pertinenti al veicolo.';
    expect((await admin.request({ method: 'POST', url: `/api/admin/listings/${listing.id}/disable`, payload: { reason } })).statusCode).toBe(200);
    expect((await admin.request({ method: 'POST', url: `/api/admin/listings/${listing.id}/enable` })).statusCode).toBe(200);
    const [enabled, disabled] = await trail('listing', listing.id);
    expect(enabled!.action).toBe('listing.enable');
    expect(shown(enabled!)).toEqual(['Stato (moderazione): disattivato → attivo', `Motivo della sospensione: ${reason} → —`]);
    expect(shown(disabled!)).toEqual(['Stato (moderazione): attivo → disattivato', `Motivo della sospensione: — → ${reason}`]);
    expect(enabled!.actor).toMatchObject({ email: 'admin@automercato.example', name: 'Luca Ferrari' });
    // Stored as it was (the raw values stay for the record), shown without the bookkeeping.
    const raw = JSON.stringify(enabled);
    expect(raw).toContain('updated_at');
    expect(JSON.stringify(enabled!.changes)).not.toMatch(/updated_at|moderated_by|moderated_at|enabled|disabled|[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('a user disabled: "Stato: attivo → disattivato"', async () => {
    const admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
    const user = await t.database.db.selectFrom('users').select('id').where('email', '=', 'cliente@automercato.example').executeTakeFirstOrThrow();
    expect((await admin.request({ method: 'POST', url: `/api/admin/users/${user.id}/disable` })).statusCode).toBe(200);
    expect((await admin.request({ method: 'POST', url: `/api/admin/users/${user.id}/enable` })).statusCode).toBe(200);
    const [enabled, disabled] = await trail('user', user.id);
    expect(shown(disabled!)).toEqual(['Stato: attivo → disattivato']);
    expect(shown(enabled!)).toEqual(['Stato: disattivato → attivo']);
  });

  it('ids become names (people, dealers, listings), roles and times read in Italian', async () => {
    const { db } = t.database;
    const buyer = await db.selectFrom('users').select('id').where('email', '=', 'cliente@automercato.example').executeTakeFirstOrThrow();
    const moderator = await db.selectFrom('users').select('id').where('email', '=', 'superadmin@automercato.example').executeTakeFirstOrThrow();
    const [a, b] = await db.selectFrom('dealers').select(['id', 'name']).orderBy('name').limit(2).execute();
    const id = crypto.randomUUID();
    await recordAudit(db, actor, {
      action: 'listing.update', entityType: 'listing', entityId: id,
      before: { dealer_id: a!.id, moderated_by: null, published_at: null, price: 12500, updated_at: '2026-01-01T10:00:00Z', power_type: 'diesel' },
      after: { dealer_id: b!.id, moderated_by: moderator.id, published_at: '2026-07-01T22:30:00.000Z', price: 11900, updated_at: '2026-07-01T22:30:00Z', power_type: 'ibrida' },
    });
    await recordAudit(db, actor, {
      action: 'message.delete', entityType: 'message', entityId: id,
      before: { user_id: buyer.id, deleted_by_admin_at: null }, after: { user_id: null, deleted_by_admin_at: '2026-01-15T10:05:09Z' },
    });
    await recordAudit(db, actor, {
      action: 'user.update', entityType: 'user', entityId: id, before: { roles: ['customer'], role: 'customer' }, after: { roles: ['customer', 'dealer'], role: 'dealer' },
    });
    const [listing] = await trail('listing', id);
    expect(shown(listing!)).toEqual([
      `Concessionario: ${a!.name} → ${b!.name}`,
      'Alimentazione: Diesel → Ibrida (benzina/elettrica)',
      'Prezzo: 12.500 € → 11.900 €',
      'Pubblicato il: — → 02/07/2026 00:30:00',
    ]);
    const [message] = await trail('message', id);
    expect(shown(message!)).toEqual(['Account: Giulia Bianchi → —', 'Eliminato dallo staff il: — → 15/01/2026 11:05:09']);
    const [user] = await trail('user', id);
    expect(shown(user!)).toEqual(['Ruolo attivo: Cliente → Concessionario', 'Ruoli: Cliente → Cliente, Concessionario']);
  });

  it('a dealer\'s membership entries name the person, not their e-mail', async () => {
    const { db } = t.database;
    const dealer = await db.selectFrom('dealers').select('id').orderBy('id').executeTakeFirstOrThrow();
    await recordAudit(db, actor, {
      action: 'membership.add', entityType: 'dealer', entityId: dealer.id,
      before: { 'cliente@automercato.example': null }, after: { 'cliente@automercato.example': 'amministratore' },
    });
    const [entry] = await trail('dealer', dealer.id);
    expect(shown(entry!)).toEqual(['Giulia Bianchi: nessun ruolo → amministratore']);
  });

  it('every column of an audited table has an Italian label or is deliberately hidden', async () => {
    const { FIELD_LABELS, HIDDEN_FIELDS } = await import('../src/audit/present.js');
    const tables = { user: 'users', dealer: 'dealers', listing: 'listings', message: 'user_messages', remote: 'remote_map' } as const;
    for (const [entity, table] of Object.entries(tables) as Array<[keyof typeof tables, string]>) {
      const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(t.database.db);
      const unlabelled = columns.rows.map((c) => c.column_name)
        .filter((column) => !FIELD_LABELS[entity][column] && !HIDDEN_FIELDS[entity].includes(column));
      expect(unlabelled, table).toEqual([]);
    }
  });
});
