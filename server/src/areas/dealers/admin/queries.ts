import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DB, VatConfirmation } from '../../../db/schema.js';
import { normaliseItalianVat } from '@automercato/validation';
import { escapeLike } from '../../../db/like.js';
import { isUuid } from '@automercato/api-contract';
import { placeDealer } from '../../../geo/dealer-place.js';
import { countUpTo, type ListWindow } from '../../../http/admin-list.js';
import { recordAudit, type Actor, type AuditChange } from '../../../audit/index.js';
import type { Jobs } from '../../../jobs/jobs.js';
import type { Mail } from '../../../mail/mailer.js';
import { withTransaction } from '../../../db/transaction.js';
import { usingThePlan } from '../../listings/plan-count.js';

export type AdminDealerSort = 'created_at' | 'name' | 'city';
export interface AdminDealerFilters {
  status?: 'enabled' | 'disabled';
  verified?: 'yes' | 'no';
  vat?: VatConfirmation;
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
  'vat_confirmation', 'vat_confirmed_at', 'vat_confirmed_by', 'vat_review_reason', 'disabled_reason', 'disabled_at',
] as const;

type Scope = ExpressionBuilder<DB & { d: DB['dealers'] }, 'd'>;

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

/** The admin back-office's dealer reads and writes. */
export function adminDealerQueries(db: Kysely<DB>, jobs: Jobs) {
  /**
   * The plan filter in EXISTS forms (subscriptions_dealer serves them): the effective plan is a
   * paid subscription before a trial, active or past due and not past its end; none is Free.
   */
  const live = (eb: Scope, kind?: 'paid' | 'trial', code?: string) => {
    let sub = eb.selectFrom('subscriptions as s').innerJoin('subscription_plans as p', 'p.id', 's.plan_id').select(sql`1`.as('one'))
      .whereRef('s.dealer_id', '=', 'd.id').where('s.status', 'in', ['active', 'past_due']).where('s.current_period_end', '>', sql<Date>`now()`);
    if (kind) sub = sub.where('s.kind', '=', kind);
    if (code) sub = sub.where('p.code', '=', code);
    return eb.exists(sub);
  };

  const filtered = (filters: AdminDealerFilters, q: string | undefined) => db.selectFrom('dealers as d').where((eb) => {
    const scope = eb as unknown as Scope;
    const and: Expression<SqlBool>[] = [];
    if (filters.status) and.push(eb('d.enabled', '=', filters.status === 'enabled'));
    if (filters.verified) and.push(eb('d.verified_at', filters.verified === 'yes' ? 'is not' : 'is', null));
    // 'unconfirmed' is the review queue: a partial index serves it (migration 025).
    if (filters.vat) and.push(eb('d.vat_confirmation', '=', filters.vat));
    if (filters.plan === 'free') and.push(eb.not(live(scope)));
    else if (filters.plan === 'trial') and.push(eb.and([live(scope, 'trial'), eb.not(live(scope, 'paid'))]));
    else if (filters.plan) and.push(live(scope, 'paid', filters.plan));
    if (q) and.push(searchCondition(scope, q));
    return eb.and(and);
  });

  const baseRows = (filters: AdminDealerFilters, window: ListWindow<AdminDealerSort>, limit: number, offset: number) => filtered(filters, window.q)
    .select([
      'd.id as uuid', 'd.name', 'd.company_name', 'd.vat_number', 'd.email', 'd.city', 'd.enabled', 'd.created_at',
      'd.vat_confirmation', sql<boolean>`d.verified_at is not null`.as('verified'),
    ])
    .orderBy(SORT_COLUMNS[window.sortBy], window.direction).orderBy('d.id', window.direction)
    .limit(limit).offset(offset).execute();

  /** The page's dealers with their effective plan and published listings, read for those ids only (never per row of the whole table). */
  async function rows(filters: AdminDealerFilters, window: ListWindow<AdminDealerSort>, limit: number, offset: number) {
    const dealers = await baseRows(filters, window, limit, offset);
    if (!dealers.length) return [];
    const ids = dealers.map((d) => d.uuid);
    const [plans, counts] = await Promise.all([
      db.selectFrom('subscriptions as s').innerJoin('subscription_plans as p', 'p.id', 's.plan_id')
        .distinctOn('s.dealer_id').select(['s.dealer_id', 'p.code', 'p.name'])
        .where('s.dealer_id', 'in', ids).where('s.status', 'in', ['active', 'past_due']).where('s.current_period_end', '>', sql<Date>`now()`)
        .orderBy('s.dealer_id').orderBy(sql`case s.kind when 'paid' then 0 else 1 end`).orderBy('s.current_period_end', 'desc')
        .execute(),
      db.selectFrom('listings').select(['dealer_id', sql<number>`count(*)::int`.as('n')])
        .where('dealer_id', 'in', ids).$call(usingThePlan).groupBy('dealer_id').execute(),
    ]);
    const planOf = new Map(plans.map((p) => [p.dealer_id, p]));
    const countOf = new Map(counts.map((c) => [c.dealer_id, c.n]));
    return dealers.map((d) => ({
      ...d,
      plan_code: planOf.get(d.uuid)?.code ?? 'free',
      plan_name: planOf.get(d.uuid)?.name ?? 'Free',
      published_listings: countOf.get(d.uuid) ?? 0,
    }));
  }

  const queries = {
    /** One page of the list and how many match (counted up to the cap). */
    async page(filters: AdminDealerFilters, window: ListWindow<AdminDealerSort>) {
      const [items, matches] = await Promise.all([
        rows(filters, window, window.perPage, window.offset),
        countUpTo(db, filtered(filters, window.q)),
      ]);
      return { items, matches };
    },

    /** A batch of the export (same filter and order as the list). */
    exportBatch: (filters: AdminDealerFilters, window: ListWindow<AdminDealerSort>, limit: number, offset: number) =>
      rows(filters, window, limit, offset),

    dealer: (dealerId: string) => db.selectFrom('dealers').select(DEALER_COLUMNS).where('id', '=', dealerId).executeTakeFirst(),

    /** The dealer row, locked until the transaction ends (every dealer write locks it first, as dealer-listings does). */
    lockDealer: (dealerId: string) => db.selectFrom('dealers').select(DEALER_COLUMNS).where('id', '=', dealerId).forUpdate().executeTakeFirst(),

    /** Companies that contested this dealer's registration of their number, newest first. */
    vatContests: (dealerId: string) => db.selectFrom('vat_contests')
      .select(['id as uuid', 'vat_number', 'company_name', 'email', 'message', 'created_at'])
      .where('dealer_id', '=', dealerId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(50).execute(),

    update: (dealerId: string, change: DealerChange & {
      enabled?: boolean; disabled_reason?: string | null; disabled_at?: Date | null;
      vat_confirmation?: VatConfirmation; vat_confirmed_at?: Date; vat_confirmed_by?: string | null; vat_review_reason?: string;
    }) => db.updateTable('dealers')
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

    /** The owners' names and addresses (enabled users): who is told of a disabling. */
    owners: (dealerId: string) => db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.email', 'u.name']).where('m.dealer_id', '=', dealerId).where('m.role', '=', 'owner').where('u.enabled', '=', true)
      .orderBy('u.email').execute(),
    /** Geocodes the saved address and moves the dealer's listings with it (inside transaction()). */
    place: (dealerId: string) => placeDealer(db, dealerId),

    /** An audit row through this connection: inside transaction() it commits with the change. */
    audit: (actor: Actor, change: AuditChange) => recordAudit(db, actor, change),
    /** Enqueued by the same connection: the mail goes only if the change commits. */
    queueMail: (mail: Mail) => jobs.enqueue('mail', mail, { tx: db }),
  };
  return withTransaction(db, queries, (trx): typeof queries => adminDealerQueries(trx, jobs));
}

export type AdminDealerQueries = ReturnType<typeof adminDealerQueries>;
export type AdminDealerRowRaw = Awaited<ReturnType<AdminDealerQueries['page']>>['items'][number];
