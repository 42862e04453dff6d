import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';
import { normaliseItalianVat } from '@automercato/validation';
import { escapeLike } from '../../db/like.js';
import { isUuid } from '../../db/ids.js';
import { countUpTo, type ListWindow } from '../../http/admin-list.js';
import { recordAudit, type Actor, type AuditChange } from '../../audit/index.js';

export type AdminDealerSort = 'created_at' | 'name' | 'city';
export interface AdminDealerFilters {
  status?: 'enabled' | 'disabled';
  verified?: 'yes' | 'no';
  plan?: string;
}

/** Columns an admin may correct (AdminDealerBody after its checks). */
export interface DealerChange {
  name?: string; company_name?: string; vat_number?: string; email?: string; phone?: string | null; website?: string | null;
  address?: string; city?: string; province_code?: string | null; postal_code?: string | null; description?: string;
  sdi_code?: string | null; pec?: string | null;
}

const SORT_COLUMNS = { created_at: 'd.created_at', name: 'd.name', city: 'd.city' } as const;

/** The whole dealer row as the audit and the detail read it (no secrets on this table). */
const DEALER_COLUMNS = [
  'id', 'name', 'slug', 'company_name', 'vat_number', 'vat_status', 'email', 'phone', 'website', 'address', 'city',
  'province_code', 'postal_code', 'description', 'sdi_code', 'pec', 'enabled', 'verified_at', 'created_at', 'updated_at',
] as const;

type Scope = ExpressionBuilder<DB & { d: DB['dealers'] } & { ep: { plan_code: string; plan_name: string } }, 'd' | 'ep'>;

/**
 * Text search in forms an index can serve on a big table: a prefix of lower(name), lower(company_name),
 * lower(email) or lower(city), the exact partita IVA, or the dealer's uuid.
 */
function searchCondition(eb: Scope, q: string): Expression<SqlBool> {
  if (isUuid(q)) return eb('d.id', '=', q.toLowerCase());
  const prefix = `${escapeLike(q.toLowerCase())}%`;
  const vat = normaliseItalianVat(q);
  return eb.or([
    eb(eb.fn('lower', ['d.name']), 'like', prefix),
    eb(eb.fn('lower', ['d.company_name']), 'like', prefix),
    eb(eb.fn('lower', ['d.email']), 'like', prefix),
    eb(eb.fn('lower', ['d.city']), 'like', prefix),
    eb('d.vat_number', '=', vat),
  ]);
}

/** The admin back-office's dealer reads and writes (issue 14). */
export function adminDealerQueries(db: Kysely<DB>) {
  /**
   * Dealers with their effective plan (paid before trial, active or past due and not past its end,
   * as subscriptions' effectivePlan decides; none is Free), one lateral row per dealer.
   */
  const withPlan = () => db.selectFrom('dealers as d').leftJoinLateral(
    (eb) => eb.selectFrom('subscriptions as s').innerJoin('subscription_plans as p', 'p.id', 's.plan_id')
      .select(['p.code as plan_code', 'p.name as plan_name'])
      .whereRef('s.dealer_id', '=', 'd.id').where('s.status', 'in', ['active', 'past_due'])
      .where('s.current_period_end', '>', sql<Date>`now()`)
      .orderBy(sql`case s.kind when 'paid' then 0 else 1 end`).orderBy('s.current_period_end', 'desc').limit(1)
      .as('ep'),
    (join) => join.onTrue(),
  );

  const filtered = (filters: AdminDealerFilters, q: string | undefined) => withPlan().where((eb) => {
    const and: Expression<SqlBool>[] = [];
    if (filters.status) and.push(eb('d.enabled', '=', filters.status === 'enabled'));
    if (filters.verified) and.push(eb('d.verified_at', filters.verified === 'yes' ? 'is not' : 'is', null));
    if (filters.plan === 'free') and.push(eb('ep.plan_code', 'is', null));
    else if (filters.plan) and.push(eb('ep.plan_code', '=', filters.plan));
    if (q) and.push(searchCondition(eb as unknown as Scope, q));
    return eb.and(and);
  });

  const rows = (filters: AdminDealerFilters, window: ListWindow<AdminDealerSort>) => filtered(filters, window.q)
    .select((eb) => [
      'd.id as uuid', 'd.name', 'd.company_name', 'd.vat_number', 'd.email', 'd.city', 'd.enabled', 'd.created_at',
      sql<boolean>`d.verified_at is not null`.as('verified'),
      sql<string>`coalesce(ep.plan_code, 'free')`.as('plan_code'),
      sql<string>`coalesce(ep.plan_name, 'Free')`.as('plan_name'),
      eb.selectFrom('listings as l').whereRef('l.dealer_id', '=', 'd.id').where('l.state', '=', 'published')
        .select(sql<number>`count(*)::int`.as('n')).$asScalar().$notNull().as('published_listings'),
    ])
    .orderBy(SORT_COLUMNS[window.sortBy], window.direction).orderBy('d.id', window.direction);

  const queries = {
    /** One page of the list and how many match (counted up to the cap). */
    async page(filters: AdminDealerFilters, window: ListWindow<AdminDealerSort>) {
      const [items, matches] = await Promise.all([
        rows(filters, window).limit(window.perPage).offset(window.offset).execute(),
        countUpTo(db, filtered(filters, window.q)),
      ]);
      return { items, matches };
    },

    /** A batch of the export (same filter and order as the list). */
    exportBatch: (filters: AdminDealerFilters, window: ListWindow<AdminDealerSort>, limit: number, offset: number) =>
      rows(filters, window).limit(limit).offset(offset).execute(),

    dealer: (dealerId: string) => db.selectFrom('dealers').select(DEALER_COLUMNS).where('id', '=', dealerId).executeTakeFirst(),

    /** The dealer row, locked until the transaction ends (every dealer write locks it first, as dealer-listings does). */
    lockDealer: (dealerId: string) => db.selectFrom('dealers').select(DEALER_COLUMNS).where('id', '=', dealerId).forUpdate().executeTakeFirst(),

    update: (dealerId: string, change: DealerChange & { enabled?: boolean }) => db.updateTable('dealers')
      .set({ ...change, updated_at: sql<Date>`now()` }).where('id', '=', dealerId)
      .returning(DEALER_COLUMNS).executeTakeFirstOrThrow(),

    provinceCodes: async () => new Set((await db.selectFrom('provinces').select('code').execute()).map((r) => r.code)),

    listingsTotal: async (dealerId: string) => (await db.selectFrom('listings').where('dealer_id', '=', dealerId)
      .select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n,

    recentListings: (dealerId: string, limit = 10) => db.selectFrom('listings as l')
      .leftJoin('makes as mk', 'mk.slug', 'l.make_slug')
      .leftJoin('models as md', (join) => join.onRef('md.make_slug', '=', 'l.make_slug').onRef('md.slug', '=', 'l.model_slug'))
      .select([
        'l.id as uuid', 'l.price', 'l.state', 'l.status', 'l.showcase', 'l.featured', 'l.created_at',
        sql<string>`concat_ws(' ', coalesce(mk.name, l.make_slug), coalesce(md.name, l.model_slug), nullif(l.version, ''))`.as('title'),
      ])
      .where('l.dealer_id', '=', dealerId).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(limit).execute(),

    payments: (dealerId: string, limit = 20) => db.selectFrom('payments as p').leftJoin('invoices as i', 'i.payment_id', 'p.id')
      .select(['p.id as uuid', 'p.purpose', 'p.amount_cents', 'p.currency', 'p.status', 'p.created_at', 'p.paid_at', 'i.code as invoice_code'])
      .where('p.dealer_id', '=', dealerId).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(limit).execute(),

    memberships: (dealerId: string) => db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id as user_id', 'u.email', 'u.name', 'u.surname', 'u.enabled', 'm.role', 'm.created_at'])
      .where('m.dealer_id', '=', dealerId).orderBy('m.role', 'desc').orderBy('u.email').execute(),

    /** An audit row through this connection: inside transaction() it commits with the change. */
    audit: (actor: Actor, change: AuditChange) => recordAudit(db, actor, change),
  };
  return {
    ...queries,
    /** The same queries inside one transaction (all or nothing). */
    transaction<T>(work: (inTransaction: typeof queries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(adminDealerQueries(trx)));
    },
  };
}

export type AdminDealerQueries = ReturnType<typeof adminDealerQueries>;
export type AdminDealerRowRaw = Awaited<ReturnType<AdminDealerQueries['page']>>['items'][number];
