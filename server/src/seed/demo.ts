import { demoReport } from '../carfax-provider/demo.js';
import { sql, type Kysely } from 'kysely';
import { vatCheckDigit } from '@automercato/validation';
import type { DB } from '../db/schema.js';
import { makes } from '../catalog/vehicles.js';
import { dealers as dealerCatalogue } from '../catalog/dealers.js';
import { hashPassword } from '../areas/accounts/auth/password.js';
import { carfaxPackages, plans, TRIAL_DAYS } from '../catalog/prices.js';
import { slugify } from '../areas/listings/public/present.js';
import { Random } from './random.js';
import { LISTING_COLUMNS, ListingFactory, type DealerForListings, type GeneratedListing } from './listing-factory.js';

/** The demo sign-ins printed at start (passwords meet the account password rule). */
export const DEMO_ACCOUNTS = [
  { email: 'cliente@automercato.example', password: 'Cliente#Demo2026', role: 'customer', label: 'Cliente', name: 'Giulia', surname: 'Bianchi' },
  { email: 'concessionario@automercato.example', password: 'Dealer#Demo2026', role: 'dealer', label: 'Concessionario (2 sedi, una in prova gratuita)', name: 'Marco', surname: 'Rossi' },
  { email: 'concessionario2@automercato.example', password: 'Dealer2#Demo2026', role: 'dealer', label: 'Concessionario', name: 'Francesca', surname: 'Esposito' },
  { email: 'admin@automercato.example', password: 'Admin#Demo2026', role: 'automercato-admin', label: 'Amministratore', name: 'Luca', surname: 'Ferrari' },
  { email: 'superadmin@automercato.example', password: 'Super#Demo2026', role: 'super-admin', label: 'Super amministratore', name: 'Paola', surname: 'Romano' },
] as const;

export interface SeedOptions {
  listings: number;
  seed?: number;
  now?: Date;
  /** Print progress for big seeds. */
  log?: (message: string) => void;
}

const DAY = 86_400_000;
const BATCH = 5_000;

/** Plan per dealer position: one trial, a few free, then a spread of paid tiers. */
function planFor(index: number): string {
  if (index === 0) return 'trial';
  if (index % 10 === 3) return 'free';
  return ['base', 'pro', 'premium', 'pro', 'base', 'premium'][index % 6]!;
}

/** One statement per batch: a column of values per array, unnested into rows. */
async function insertListings(db: Kysely<DB>, rows: GeneratedListing[]) {
  const names = Object.keys(LISTING_COLUMNS) as (keyof typeof LISTING_COLUMNS)[];
  const columns = sql.raw(names.join(', '));
  const arrays = names.map((name) => sql`${rows.map((row) => row[name])}::${sql.raw(LISTING_COLUMNS[name])}[]`);
  await sql`insert into listings (${columns}, updated_at)
    select *, u.created_at from unnest(${sql.join(arrays)}) as u(${columns})`.execute(db);
}

export async function hasDemoData(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('dealers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) > 0;
}

/**
 * The Italian demo marketplace: five demo accounts, ~40 dealers with valid VAT numbers and
 * coordinates, plans (one dealer on trial), listings in bulk, showcase and featured slots,
 * vehicle-history reports, favourites, leads and report requests. Deterministic for a seed.
 */
export async function seedDemo(db: Kysely<DB>, options: SeedOptions): Promise<{ listings: number; dealers: number }> {
  const rng = new Random(options.seed ?? 20261121);
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});

  const planRows = await db.selectFrom('subscription_plans').select(['id', 'code']).execute();
  const planId = new Map(planRows.map((p) => [p.code, p.id]));

  // Accounts
  const userIds: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const id = rng.uuid();
    userIds.push(id);
    await db.insertInto('users').values({
      id, email: account.email, password_hash: await hashPassword(account.password), name: account.name,
      surname: account.surname, role: account.role, email_verified_at: new Date(now.getTime() - 30 * DAY),
    }).execute();
    const roles = account.role === 'dealer' ? ['customer', 'dealer'] : account.role === 'customer' ? ['customer'] : [account.role, 'customer'];
    await db.insertInto('user_roles').values(roles.map((role) => ({ user_id: id, role }))).execute();
  }
  const [customerId, ownerId, owner2Id] = userIds as [string, string, string];

  // Dealers, each with an owner (the demo owners hold the first three)
  const dealers: (DealerForListings & { plan: string; enabled: boolean })[] = [];
  for (const [index, spec] of dealerCatalogue.entries()) {
    const id = rng.uuid();
    const first10 = String(rng.int(1, 9)) + String(rng.int(0, 999_999_999)).padStart(9, '0');
    const plan = planFor(index);
    // One dealer is suspended: its listings must never show in public results.
    const enabled = index !== dealerCatalogue.length - 1;
    await db.insertInto('dealers').values({
      id, name: spec.name, slug: slugify(spec.name), company_name: spec.companyName,
      vat_number: first10 + vatCheckDigit(first10), email: spec.email, phone: spec.phone, website: spec.website ?? null,
      address: spec.address, city: spec.city, province_code: spec.provinceCode, postal_code: spec.postalCode,
      latitude: spec.latitude, longitude: spec.longitude, description: spec.description, enabled,
      // The catalogue's street-level points (migration 029): kept, never replaced by a comune's centre.
      geocode_status: 'placed', geocode_precision: 'given', geocode_comune: spec.city,
      auto_approve_carfax_requests: index % 4 === 1,
      lead_notification_email_addresses: [spec.email],
      // The demo companies are invented and public: their numbers count as reviewed (migration 025).
      vat_confirmation: 'confirmed', vat_confirmed_at: now,
      created_at: new Date(now.getTime() - (400 - index * 7) * DAY),
    }).execute();
    let owner = index === 0 || index === 1 ? ownerId : index === 2 ? owner2Id : null;
    if (!owner) {
      owner = rng.uuid();
      await db.insertInto('users').values({
        id: owner, email: `titolare@${slugify(spec.name)}.example`, name: 'Titolare', surname: spec.name,
        role: 'dealer', email_verified_at: now,
      }).execute();
      await db.insertInto('user_roles').values([{ user_id: owner, role: 'customer' }, { user_id: owner, role: 'dealer' }]).execute();
    }
    await db.insertInto('dealer_memberships').values({ dealer_id: id, user_id: owner, role: 'owner' }).execute();
    if (plan !== 'free') {
      const start = plan === 'trial' ? new Date(now.getTime() - 5 * DAY) : new Date(now.getTime() - rng.int(1, 27) * DAY);
      const end = plan === 'trial' ? new Date(start.getTime() + TRIAL_DAYS * DAY) : new Date(start.getTime() + 30 * DAY);
      await db.insertInto('subscriptions').values({
        dealer_id: id, plan_id: planId.get(plan)!, kind: plan === 'trial' ? 'trial' : 'paid', status: 'active',
        current_period_start: start, current_period_end: end, provider: plan === 'trial' ? null : 'demo',
        provider_subscription_id: plan === 'trial' ? null : `demo_sub_${index}`,
      }).execute();
    }
    dealers.push({
      id, slug: slugify(spec.name), city: spec.city, provinceCode: spec.provinceCode, postalCode: spec.postalCode,
      latitude: spec.latitude, longitude: spec.longitude, plan, enabled,
    });
  }
  await db.insertInto('dealer_memberships').values({ dealer_id: dealers[2]!.id, user_id: ownerId, role: 'admin' })
    .onConflict((oc) => oc.doNothing()).execute();

  // How many listings each dealer gets: within its plan's limit, the rest to unlimited plans.
  const limitOf = (code: string) => plans.find((p) => p.code === code)!.maxActiveListings;
  const weights = dealers.map((d, i) => (limitOf(d.plan) ?? 400) * (0.6 + ((i * 37) % 40) / 100));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const counts = dealers.map((d, i) => {
    const share = Math.floor((options.listings * weights[i]!) / totalWeight);
    const limit = limitOf(d.plan);
    return limit === null ? share : Math.min(share, Math.floor(limit * 0.95));
  });
  const unlimited = dealers.map((d, i) => (limitOf(d.plan) === null ? i : -1)).filter((i) => i >= 0);
  let missing = options.listings - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; missing > 0; k++, missing--) counts[unlimited[k % unlimited.length]!]! += 1;

  // Listings, in bulk batches
  const factory = new ListingFactory(rng, makes, now);
  const byDealer = new Map<string, string[]>();
  let batch: GeneratedListing[] = [];
  let written = 0;
  const ageWindow = Math.max(120, Math.ceil(options.listings / 2000)) * DAY;
  for (const [i, dealer] of dealers.entries()) {
    const ids: string[] = [];
    for (let n = 0; n < counts[i]!; n++) {
      const createdAt = new Date(now.getTime() - Math.floor(rng.next() * ageWindow));
      const listing = factory.create(dealer, createdAt);
      ids.push(listing.id);
      batch.push(listing);
      if (batch.length === BATCH) {
        await insertListings(db, batch);
        written += batch.length;
        batch = [];
        if (written % 100_000 === 0) log(`  ${written.toLocaleString('it-IT')} annunci…`);
      }
    }
    byDealer.set(dealer.id, ids);
  }
  if (batch.length) await insertListings(db, batch);

  // Showcase and featured slots, within each plan's allowance
  const showcaseIds: string[] = [];
  const featuredIds: string[] = [];
  for (const dealer of dealers) {
    const plan = plans.find((p) => p.code === dealer.plan)!;
    const ids = byDealer.get(dealer.id) ?? [];
    showcaseIds.push(...ids.slice(0, Math.min(plan.showcaseSlots, Math.ceil(ids.length / 4))));
    featuredIds.push(...ids.slice(ids.length - Math.min(plan.featuredSlots, Math.ceil(ids.length / 6))));
  }
  if (showcaseIds.length) {
    await db.updateTable('listings').set({ showcase: true, showcased_at: sql`created_at + interval '1 hour'` })
      .where('id', 'in', showcaseIds).execute();
  }
  if (featuredIds.length) {
    await db.updateTable('listings').set({ featured: true, featured_at: sql`created_at + interval '2 hours'` })
      .where('id', 'in', featuredIds).execute();
  }

  // Vehicle-history reports for about one listing in six of dealers whose plan has reports: each
  // with the demo provider's document (the same the API would buy), so listing pages and the
  // sample report have a full history to show.
  const picked = await sql<{
    id: string; dealer_id: string; vin: string | null; plate: string | null; created_at: Date; make_slug: string; model_slug: string;
    registration_year: number; registration_month: number; mileage: number; power_type: string; emission_class: string | null;
  }>`
    select l.id, l.dealer_id, l.vin, l.plate, l.created_at, l.make_slug, l.model_slug, l.registration_year,
      l.registration_month, l.mileage, l.power_type, l.emission_class
    from listings l
    join subscriptions s on s.dealer_id = l.dealer_id and s.status = 'active'
    where ('x' || substr(md5(l.id::text), 1, 8))::bit(32)::int % 6 = 0
    order by l.id`.execute(db);
  for (let i = 0; i < picked.rows.length; i += 200) {
    const batch = picked.rows.slice(i, i + 200).map((l) => {
      const document = demoReport({ vin: l.vin, plate: l.plate, vehicle: l }, l.created_at);
      return {
        dealer_id: l.dealer_id, vin: l.vin, plate: l.plate, provider: 'demo', provider_reference: `demo-${l.id}`,
        source: 'subscription' as const, summary: JSON.stringify(document.problem_check), document: JSON.stringify(document),
        make_slug: l.make_slug, model_slug: l.model_slug, year: document.year, created_at: l.created_at,
      };
    });
    if (batch.length) await db.insertInto('carfax_reports').values(batch).execute();
  }
  await sql`update listings l set carfax_report_id = r.id from carfax_reports r where r.provider_reference = 'demo-' || l.id`.execute(db);

  // Report credits for two dealers
  for (const [index, code] of [[1, 'carfax-10'], [4, 'carfax-50']] as const) {
    const dealer = dealers[index];
    if (!dealer) continue;
    const pack = carfaxPackages.find((p) => p.code === code)!;
    const reports = pack.reports;
    await db.insertInto('carfax_package_purchases').values({
      dealer_id: dealer.id, package_code: code, reports_total: reports, reports_used: Math.floor(reports / 5),
      price_cents: pack.priceCents, purchased_at: new Date(now.getTime() - 40 * DAY),
      expires_at: new Date(now.getTime() + 325 * DAY),
    }).execute();
  }

  // A buyer's favourites, leads and report requests, so each area has something to show
  // (A tiny seed may give the first dealer fewer than six listings: then there is nothing to add.)
  const ownerListings = (byDealer.get(dealers[0]!.id) ?? []).slice(0, 6);
  const customer = DEMO_ACCOUNTS[0];
  if (ownerListings.length === 6) {
    await db.insertInto('favourites').values(ownerListings.slice(0, 4).map((listing_id) => ({ user_id: customerId, listing_id })))
      .execute();
    await db.insertInto('user_messages').values(ownerListings.slice(0, 3).map((listing_id, i) => ({
      listing_id, dealer_id: dealers[0]!.id, user_id: customerId, name: `${customer.name} ${customer.surname}`,
      email: customer.email, phone: '+39 333 123 4567',
      message: ['Buongiorno, l\'auto è ancora disponibile? Vorrei fissare una prova su strada sabato mattina.',
        'Salve, è possibile valutare una permuta con la mia Fiat Punto del 2015?',
        'Buonasera, il prezzo è trattabile in caso di pagamento in contanti? Grazie.'][i]!,
      created_at: new Date(now.getTime() - (i + 1) * DAY),
    }))).execute();
    await db.insertInto('carfax_requests').values(ownerListings.slice(3, 6).map((listing_id, i) => ({
      listing_id, dealer_id: dealers[0]!.id, user_id: customerId, email: customer.email,
      status: (['pending', 'approved', 'rejected'] as const)[i]!,
      decided_by: i === 0 ? null : ownerId, decided_at: i === 0 ? null : now,
      created_at: new Date(now.getTime() - (i + 2) * DAY),
    }))).execute();
  }
  // Fresh statistics and visibility map (index-only counts); PGlite never vacuums by itself.
  await sql`vacuum analyze`.execute(db);
  await sql`checkpoint`.execute(db);
  return { listings: options.listings, dealers: dealers.length };
}
