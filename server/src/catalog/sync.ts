import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { vocabularies } from './vocabulary.js';
import { makes } from './vehicles.js';
import { provinces } from './provinces.js';
import { carfaxPackages, plans } from './prices.js';

export const ROLES = [
  { name: 'customer', label: 'Cliente' },
  { name: 'dealer', label: 'Concessionario' },
  { name: 'automercato-admin', label: 'Amministratore AutoMercato' },
  { name: 'super-admin', label: 'Super amministratore' },
] as const;

const ROLE_LABELS: ReadonlyMap<string, string> = new Map(ROLES.map((r) => [r.name, r.label]));
/** A role as people read it ("Cliente", not "customer"); an unknown one keeps its name. */
export const roleLabel = (role: string): string => ROLE_LABELS.get(role) ?? role;

/**
 * Brings the reference data that lives in code (vocabularies, makes and models, provinces,
 * roles, plans, report packages) into the database. Idempotent: runs at every start, so a
 * new model in the catalogue reaches an existing database. Never deletes (listings refer to it).
 */
export async function syncCatalog(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('roles').values([...ROLES])
      .onConflict((oc) => oc.column('name').doUpdateSet({ label: sql`excluded.label` })).execute();

    const vocabRows = Object.entries(vocabularies).flatMap(([kind, items]) =>
      items.map((item, position) => ({ kind, slug: item.slug, name: item.name, position })));
    await trx.insertInto('vocabulary').values(vocabRows)
      .onConflict((oc) => oc.columns(['kind', 'slug']).doUpdateSet({ name: sql`excluded.name`, position: sql`excluded.position` }))
      .execute();

    await trx.insertInto('makes').values(makes.map((m) => ({ slug: m.slug, name: m.name, premium: m.premium })))
      .onConflict((oc) => oc.column('slug').doUpdateSet({ name: sql`excluded.name`, premium: sql`excluded.premium` }))
      .execute();
    await trx.insertInto('models')
      .values(makes.flatMap((m) => m.models.map((model) => ({
        make_slug: m.slug, slug: model.slug, name: model.name, category: model.category,
        curb_weight_kg: model.curbWeightKg ?? null,
      }))))
      .onConflict((oc) => oc.columns(['make_slug', 'slug']).doUpdateSet({
        name: sql`excluded.name`, category: sql`excluded.category`, curb_weight_kg: sql`excluded.curb_weight_kg`,
      }))
      .execute();

    await trx.insertInto('provinces').values(provinces.map((p) => ({ ...p })))
      .onConflict((oc) => oc.column('code').doUpdateSet({
        name: sql`excluded.name`, region: sql`excluded.region`,
        latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude`,
      }))
      .execute();

    await trx.insertInto('subscription_plans')
      .values(plans.map((p, position) => ({
        code: p.code, name: p.name, tier: p.tier, price_cents: p.priceCents,
        max_active_listings: p.maxActiveListings, showcase_slots: p.showcaseSlots,
        featured_slots: p.featuredSlots, reports_per_month: p.reportsPerMonth,
        is_trial: p.isTrial, trial_days: p.trialDays, purchasable: p.purchasable, position,
      })))
      .onConflict((oc) => oc.column('code').doUpdateSet({
        name: sql`excluded.name`, tier: sql`excluded.tier`, price_cents: sql`excluded.price_cents`,
        max_active_listings: sql`excluded.max_active_listings`, showcase_slots: sql`excluded.showcase_slots`,
        featured_slots: sql`excluded.featured_slots`, reports_per_month: sql`excluded.reports_per_month`,
        is_trial: sql`excluded.is_trial`, trial_days: sql`excluded.trial_days`,
        purchasable: sql`excluded.purchasable`, position: sql`excluded.position`,
      }))
      .execute();

    await trx.insertInto('carfax_packages')
      .values(carfaxPackages.map((p) => ({ code: p.code, name: p.name, reports: p.reports, price_cents: p.priceCents, validity_months: p.validityMonths })))
      .onConflict((oc) => oc.column('code').doUpdateSet({
        name: sql`excluded.name`, reports: sql`excluded.reports`, price_cents: sql`excluded.price_cents`,
        validity_months: sql`excluded.validity_months`,
      }))
      .execute();
  });
}
