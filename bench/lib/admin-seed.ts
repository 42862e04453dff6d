// The admin bench's data at back-office scale, written with set-based SQL (generate_series) on top
// of the ordinary demo seed: the seed CLI gives the demo accounts, ~40 dealers, the catalogue and a
// sample of realistic listings; this multiplies them to `users` users, `dealers` dealers (with
// owners, second admins and plans), `listings` listings (clones of the sample with their own ids,
// plates, VINs, dealers, prices, dates and states), `messages` buyer messages and an audit trail.
// Deterministic in shape (not in uuids); about a minute per million listings on a throw-away server.
import pg from 'pg';
import { say } from './console.js';

export interface AdminSeedSize { users: number; dealers: number; listings: number; messages: number; audit: number }

/** What the mixes need to address real rows: a dealer with listings, a plate, an e-mail prefix, an audited entity. */
export interface AdminSamples {
  dealerId: string;
  plate: string;
  vin: string;
  listingId: string;
  emailPrefix: string;
  auditEntity: { type: string; id: string };
  counts: Record<string, number>;
}

const FIRST = ['giulia', 'marco', 'francesca', 'luca', 'chiara', 'alessandro', 'sara', 'matteo', 'valentina', 'davide',
  'elena', 'andrea', 'martina', 'simone', 'federica', 'lorenzo', 'silvia', 'giorgio', 'paola', 'stefano', 'anna', 'roberto'];
const LAST = ['rossi', 'russo', 'ferrari', 'esposito', 'bianchi', 'romano', 'colombo', 'ricci', 'marino', 'greco', 'bruno',
  'gallo', 'conti', 'deluca', 'mancini', 'costa', 'giordano', 'rizzo', 'lombardi', 'moretti', 'barbieri', 'fontana', 'santoro'];
const DOMAINS = ['gmail.com', 'libero.it', 'hotmail.it', 'yahoo.it', 'outlook.it', 'virgilio.it', 'tiscali.it', 'alice.it'];
const MESSAGES = [
  "Buongiorno, l'auto è ancora disponibile? Vorrei fissare una prova su strada.",
  'Salve, è possibile valutare una permuta con la mia auto attuale?',
  'Buonasera, il prezzo è trattabile? Grazie.',
  'Vorrei sapere se il tagliando è stato fatto presso la rete ufficiale.',
  'È possibile avere un finanziamento? Quali sono le condizioni?',
];
/** Letters of Italian plates (no I, O, Q, U). */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

const lit = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

async function timed(client: pg.Client, label: string, text: string, params: unknown[] = []): Promise<number> {
  const started = Date.now();
  const result = await client.query(text, params);
  say(`    ${label}: ${(result.rowCount ?? 0).toLocaleString('en-US')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.rowCount ?? 0;
}

/** Grows a database the seed CLI filled to the given size. Safe only on a fresh seed (it counts what is there). */
export async function growForAdmin(databaseUrl: string, size: AdminSeedSize): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    /** A numbered helper table for joins by row number, indexed and analysed (nothing analyses temp tables by itself). */
    const numbered = async (name: string, select: string) => {
      await client.query(`create temp table ${name} as ${select}`);
      await client.query(`create index on ${name} (rn)`);
      await client.query(`analyze ${name}`);
    };
    const count = async (table: string) => Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
    // Bulk load: no fsync wait per statement; this session only.
    await client.query('set synchronous_commit = off');
    await client.query("set maintenance_work_mem = '256MB'");
    await client.query("set work_mem = '64MB'");

    // Users: customers, 5 % dealers, a few admins; 10 % unverified, 2 % disabled; three years of sign-ups.
    const newUsers = Math.max(0, size.users - (await count('users')));
    await timed(client, 'users', `
      with u as (
        insert into users (email, name, surname, phone, role, email_verified_at, enabled, created_at, updated_at)
        select
          f.first || '.' || f.last || n || '@' || (${lit(DOMAINS)})[1 + n % ${DOMAINS.length}],
          initcap(f.first), initcap(f.last),
          '+39 3' || lpad(((n::bigint * 7919) % 1000000000)::text, 9, '0'),
          case when n % 20 = 0 then 'dealer' when n % 4999 = 0 then 'automercato-admin' else 'customer' end,
          case when n % 10 = 3 then null else now() - ((n * 37) % 1000) * interval '1 day' end,
          n % 50 <> 7,
          now() - ((n::bigint * 7919) % 1576800) * interval '1 minute',
          now() - ((n::bigint * 104729) % 525600) * interval '1 minute'
        from generate_series(1, $1::int) n,
          lateral (select (${lit(FIRST)})[1 + n % ${FIRST.length}] as first, (${lit(LAST)})[1 + (n / ${FIRST.length}) % ${LAST.length}] as last) f
        returning id, role
      )
      insert into user_roles (user_id, role)
      select id, 'customer' from u union all select id, role from u where role <> 'customer'`, [newUsers]);

    // Dealers, each owned by one of the new dealer users; one in five has a second admin; plans spread over the tiers.
    const newDealers = Math.max(0, size.dealers - (await count('dealers')));
    await numbered('bench_prov', `select row_number() over (order by code) as rn, * from provinces`);
    await numbered('bench_dealer_users', `
      select row_number() over (order by created_at, id) as rn, id from users where role = 'dealer' and id not in (select user_id from dealer_memberships)`);
    await timed(client, 'dealers', `
      insert into dealers (name, slug, company_name, vat_number, email, phone, address, city, province_code, postal_code,
        latitude, longitude, description, enabled, verified_at, vat_status, created_at, updated_at)
      select
        'Autosalone ' || initcap((${lit(LAST)})[1 + n % ${LAST.length}]) || ' ' || n,
        'bench-autosalone-' || n,
        'Auto ' || initcap((${lit(LAST)})[1 + n % ${LAST.length}]) || ' ' || n || ' S.r.l.',
        '0' || lpad(n::text, 10, '0'),
        'info' || n || '@autosalone' || n || '.example',
        '+39 0' || lpad(((n::bigint * 7919) % 1000000000)::text, 9, '0'),
        'Via Roma ' || (1 + n % 200),
        p.name, p.code, lpad((10000 + n % 89999)::text, 5, '0'),
        p.latitude + ((n % 21) - 10) / 200.0, p.longitude + ((n % 17) - 8) / 200.0,
        'Concessionario di auto usate.',
        n % 40 <> 0,
        case when n % 25 = 0 then null else now() - (n % 700) * interval '1 day' end,
        (array['unchecked','valid','valid','invalid'])[1 + n % 4],
        now() - (n % 1400) * interval '1 day', now() - (n % 90) * interval '1 day'
      from generate_series(1, $1::int) n
      join bench_prov p on p.rn = 1 + n % (select count(*) from bench_prov)`, [newDealers]);
    await numbered('bench_new_dealers', `
      select row_number() over (order by slug) as rn, id from dealers where slug like 'bench-autosalone-%'`);
    await timed(client, 'owners', `
      insert into dealer_memberships (dealer_id, user_id, role, created_at)
      select d.id, u.id, 'owner', now() - (d.rn % 1400) * interval '1 day'
      from bench_new_dealers d join bench_dealer_users u on u.rn = d.rn`);
    await timed(client, 'second admins', `
      insert into dealer_memberships (dealer_id, user_id, role, created_at)
      select d.id, u.id, 'admin', now() - (d.rn % 300) * interval '1 day'
      from bench_new_dealers d
      join bench_dealer_users u on u.rn = (select count(*) from bench_new_dealers) + d.rn / 5
      where d.rn % 5 = 0
      on conflict do nothing`);
    await timed(client, 'subscriptions', `
      insert into subscriptions (dealer_id, plan_id, kind, status, current_period_start, current_period_end, provider, provider_subscription_id)
      select d.id, p.id, 'paid', (array['active','active','active','past_due','canceled','expired'])[1 + d.rn % 6],
        now() - (d.rn % 27) * interval '1 day', now() + (30 - d.rn % 27) * interval '1 day', 'demo', 'bench_sub_' || d.rn
      from bench_new_dealers d
      join subscription_plans p on p.code = (array['base','pro','premium','pro','base'])[1 + d.rn % 5]
      where d.rn % 10 <> 3`);

    // Listings: clones of the seed's sample, spread over every dealer (a few big ones, many small),
    // with their own id, plate, VIN, dates, price, mileage, state and status.
    const sample = await count('listings');
    const newListings = Math.max(0, size.listings - sample);
    await numbered('bench_sample', `select row_number() over (order by id) as rn, * from listings`);
    await numbered('bench_dealers', `
      select row_number() over (order by id) - 1 as rn, id, city, province_code, postal_code, latitude, longitude from dealers`);
    const columns = (await client.query<{ column_name: string }>(`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'listings' and is_generated = 'NEVER' and is_identity = 'NO'
      order by ordinal_position`)).rows.map((r) => r.column_name);
    const override: Record<string, string> = {
      id: 'gen_random_uuid()',
      dealer_id: 'd.id', city: 'd.city', province_code: 'd.province_code', postal_code: 'd.postal_code',
      latitude: 'd.latitude', longitude: 'd.longitude',
      status: "case when g.n % 50 = 0 then 'disabled' else 'enabled' end",
      state: "case when g.n % 100 < 90 then 'published' when g.n % 100 < 94 then 'draft' when g.n % 100 < 97 then 'withdrawn' else 'sold' end",
      price: 'greatest(500, round(s.price * (0.8 + (g.n % 41) / 100.0) / 100) * 100)::int',
      mileage: 'greatest(0, s.mileage + (g.n % 20001) - 10000)',
      vin: `left(coalesce(s.vin, 'ZFA'), 3) || lpad(upper(to_hex(g.n)), 14, '0')`,
      // A unique plate per clone: n scrambled by a multiplier prime to 22⁴·1000, then AA000AA.
      plate: [10648000, 484000].map((k) => `substr('${PLATE_LETTERS}', 1 + (g.x / ${k})::int % 22, 1)`).join(' || ')
        + " || lpad((g.x % 1000)::text, 3, '0') || "
        + [22000, 1000].map((k) => `substr('${PLATE_LETTERS}', 1 + (g.x / ${k})::int % 22, 1)`).join(' || '),
      created_at: 'g.created_at', updated_at: "g.created_at + (g.n % 30) * interval '1 day'",
      published_at: "case when g.n % 100 < 90 or g.n % 100 >= 94 then g.created_at end",
      withdrawn_at: "case when g.n % 100 between 94 and 96 then g.created_at + interval '20 days' end",
      sold_at: "case when g.n % 100 >= 97 then g.created_at + interval '25 days' end",
      showcase: 'false', showcased_at: 'null', featured: 'false', featured_at: 'null', carfax_report_id: 'null',
      reference: 'null', import_photo_urls: 'null',
    };
    const exprs = columns.map((c) => override[c] ?? `s.${c}`);
    const dealersCount = await count('bench_dealers');
    const chunk = 200_000;
    const started = Date.now();
    for (let from = 1; from <= newListings; from += chunk) {
      const to = Math.min(newListings, from + chunk - 1);
      await client.query(`
        insert into listings (${columns.join(', ')})
        select ${exprs.join(', ')}
        from (
          select n, (n::bigint * 48271) % 234256000 as x,
            -- Skewed: a few dealers hold many listings, most hold a few hundred.
            floor($3::int * power(((n::bigint * 2654435761) % 1000003) / 1000003.0, 2))::int as drn,
            now() - ((n::bigint * 7919) % 1051200) * interval '1 minute' as created_at
          from generate_series($1::int, $2::int) n
        ) g
        join bench_sample s on s.rn = 1 + g.n % $4::int
        join bench_dealers d on d.rn = g.drn`, [from, to, dealersCount, sample]);
      say(`    listings: ${to.toLocaleString('en-US')} / ${newListings.toLocaleString('en-US')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }

    // Buyer messages: signed-in customers and guests, some read, a few deleted by the dealer or an admin.
    await numbered('bench_listing_ids', `
      select row_number() over (order by id) as rn, id, dealer_id from listings tablesample system (20)`);
    await numbered('bench_customers', `
      select row_number() over (order by id) as rn, id, name, surname, email from users where role = 'customer'`);
    await timed(client, 'messages', `
      insert into user_messages (listing_id, dealer_id, user_id, name, email, phone, message, created_at, read_at,
        deleted_by_dealer_at, deleted_by_admin_at)
      select l.id, l.dealer_id, case when g.n % 4 = 0 then null else c.id end,
        c.name || ' ' || c.surname, c.email, case when g.n % 3 = 0 then null else '+39 333 ' || lpad((g.n % 10000000)::text, 7, '0') end,
        (${lit(MESSAGES)})[1 + g.n % ${MESSAGES.length}],
        g.at, case when g.n % 3 <> 0 then g.at + interval '1 day' end,
        case when g.n % 37 = 0 then g.at + interval '2 days' end,
        case when g.n % 101 = 0 then g.at + interval '3 days' end
      from (select n, now() - ((n::bigint * 7919) % 525600) * interval '1 minute' as at from generate_series(1, $1::int) n) g
      join bench_listing_ids l on l.rn = 1 + (g.n::bigint * 2654435761) % (select count(*) from bench_listing_ids)
      join bench_customers c on c.rn = 1 + (g.n::bigint * 40503) % (select count(*) from bench_customers)`, [size.messages]);

    // An audit trail: a year of admin changes over users, dealers, listings and messages, a few
    // hundred entities of each kind with many rows each (the entity page shows a long trail).
    await numbered('bench_message_ids', `select row_number() over (order by id) as rn, id from user_messages limit 1000`);
    await timed(client, 'audit', `
      insert into audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after, ip, created_at)
      select a.id, a.email, t.entity || '.update', t.entity, e.id::text,
        jsonb_build_object('enabled', true), jsonb_build_object('enabled', false), '127.0.0.1',
        now() - ((g.n::bigint * 7919) % 525600) * interval '1 minute'
      from generate_series(1, $1::int) g(n)
      cross join lateral (select (array['user','dealer','listing','listing','message'])[1 + g.n % 5] as entity, g.n / 5 as k) t
      cross join (select id, email from users where email = 'admin@automercato.example') a
      cross join lateral (
        select case t.entity
          when 'user' then (select id from bench_customers where rn = 1 + t.k % least(2000, (select count(*) from bench_customers)))
          when 'dealer' then (select id from bench_dealers where rn = t.k % least(500, (select count(*) from bench_dealers)))
          when 'listing' then (select id from bench_listing_ids where rn = 1 + t.k % least(5000, (select count(*) from bench_listing_ids)))
          else (select id from bench_message_ids where rn = 1 + t.k % (select count(*) from bench_message_ids)) end as id
      ) e`, [size.audit]);
    const started2 = Date.now();
    await client.query('vacuum analyze');
    say(`    vacuum analyze in ${((Date.now() - started2) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/** Real ids and values for the mixes, read once before the load. */
export async function adminSamples(databaseUrl: string): Promise<AdminSamples> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async <T extends object>(text: string) => {
      const row = (await client.query<T>(text)).rows[0];
      if (!row) throw new Error(`no row for: ${text.trim().slice(0, 120)}`);
      return row;
    };
    // A mid-sized dealer: the typical "this dealer's listings" page.
    const dealer = await one<{ dealer_id: string }>(`
      select dealer_id from (select dealer_id, count(*) as n from listings group by dealer_id) c
      order by abs(n - 300), dealer_id limit 1`);
    const listing = await one<{ id: string; plate: string; vin: string }>(
      `select id, plate, vin from listings where plate is not null and vin is not null order by created_at desc limit 1 offset 5000`);
    const audit = await one<{ entity_type: string; entity_id: string }>(`
      select entity_type, entity_id from audit_log where entity_type = 'listing' group by 1, 2 order by count(*) desc, 2 limit 1`);
    const counts: Record<string, number> = {};
    for (const table of ['users', 'dealers', 'dealer_memberships', 'listings', 'user_messages', 'audit_log']) {
      counts[table] = Number((await one<{ n: string }>(`select count(*) as n from ${table}`)).n);
    }
    return {
      dealerId: dealer.dealer_id, plate: listing.plate, vin: listing.vin, listingId: listing.id,
      // "giulia.ross": about one user in 500 (a realistic typed prefix, many matches but not the table).
      emailPrefix: 'giulia.ross',
      auditEntity: { type: audit.entity_type, id: audit.entity_id },
      counts,
    };
  } finally {
    await client.end();
  }
}
