import crypto from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { hashPassword } from '../../src/areas/accounts/auth/password.js';
import type { DealersTable } from '../../src/db/schema.js';
import type { TestApp, TestClient } from './test-app.js';

/** The password of every user these fixtures create. */
export const FIXTURE_PASSWORD = 'Prova#Test2026';
let serial = 0;

export interface NewDealer { dealerId: string; userId: string; email: string; client: TestClient }

/**
 * A new dealer owned by a new user (customer + dealer roles), straight into the tables, and a client
 * signed in as the owner (an owner with an unverified e-mail signs in too, and is refused by 'dealer' routes).
 * `dealer` overrides the dealer's columns (city, verified_at, vat_confirmation…).
 */
export async function newDealer(t: TestApp, options: { verified?: boolean; dealer?: Partial<Insertable<DealersTable>>; emailPrefix?: string } = {}): Promise<NewDealer> {
  const db = t.database.db;
  serial += 1;
  const tag = `${serial}${crypto.randomBytes(3).toString('hex')}`;
  const email = `${options.emailPrefix ?? 'titolare'}${tag}@prova.example`;
  const user = await db.insertInto('users').values({
    email, password_hash: await hashPassword(FIXTURE_PASSWORD), name: 'Giulia', surname: 'Prova', role: 'dealer',
    email_verified_at: options.verified === false ? null : new Date(),
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values([{ user_id: user.id, role: 'customer' }, { user_id: user.id, role: 'dealer' }]).execute();
  const dealer = await db.insertInto('dealers').values({
    name: `Auto Prova ${tag}`, slug: `auto-prova-${tag}`, company_name: `Auto Prova ${tag} S.r.l.`,
    vat_number: `9${String(crypto.randomInt(0, 9_999_999_999)).padStart(10, '0')}`, email: `info${tag}@prova.example`,
    address: 'Via Roma 1', city: 'Bologna', province_code: 'BO',
    // Fixture dealers are reviewed companies (migration 025); a test of the review passes 'unconfirmed'.
    vat_confirmation: 'confirmed',
    ...options.dealer,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('dealer_memberships').values({ dealer_id: dealer.id, user_id: user.id, role: 'owner' }).execute();
  const client = await t.signIn(email, FIXTURE_PASSWORD);
  return { dealerId: dealer.id, userId: user.id, email, client };
}

/**
 * `n` listings for the dealer copied from the seed's enabled ones (with photos unless `withPhotos: false`),
 * an hour apart; their ids newest first.
 */
export async function giveListings(t: TestApp, dealerId: string, n: number, options: { state?: string; withPhotos?: boolean } = {}): Promise<string[]> {
  const db = t.database.db;
  const state = options.state ?? 'published';
  const photos = options.withPhotos === false ? sql`true` : sql`photo_count > 0`;
  await sql`insert into listings (dealer_id, state, make_slug, model_slug, version, category, power_type, gearbox_type, traction_type,
      exterior_color, exterior_paint_type, interior_color, interior_material, origin, mileage, registration_year,
      registration_month, power_kw, horsepower, price, photos, photo_count, city, created_at)
    select ${dealerId}, ${state}, make_slug, model_slug, version, category, power_type, gearbox_type, traction_type, exterior_color,
      exterior_paint_type, interior_color, interior_material, origin, mileage, registration_year, registration_month,
      power_kw, horsepower, price, photos, photo_count, city, now() - make_interval(hours => (row_number() over ())::int)
    from (select * from listings where ${photos} and status = 'enabled' order by id limit ${n}) x`.execute(db);
  const rows = await db.selectFrom('listings').select('id').where('dealer_id', '=', dealerId).where('state', '=', state as never)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => r.id);
}
