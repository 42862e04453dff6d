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
