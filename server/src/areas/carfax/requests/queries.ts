import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { isUuid } from '@automercato/api-contract';
import type { Mail } from '../../../mail/mailer.js';
import type { Jobs } from '../../../jobs/index.js';
import { withTransaction } from '../../../db/transaction.js';
import { onSaleColumn } from '../../listings/public/index.js';

export type RequestStatus = 'pending' | 'approved' | 'rejected';

export interface NewRequest {
  listingId: string; dealerId: string; userId: string | null; email: string; name: string | null; message: string | null;
}

export interface Approval {
  decidedBy: string | null; reportId: string; tokenHash: string; expiresAt: Date; auto: boolean;
}

/** A request with what deciding and listing it needs: its listing (title parts, path parts, VIN/plate) and dealer. */
const requestColumns = [
  'r.id', 'r.status', 'r.created_at', 'r.decided_at', 'r.decided_by', 'r.auto_approved', 'r.email', 'r.name', 'r.message',
  'r.user_id', 'r.dealer_id', 'r.listing_id', 'r.carfax_report_id', 'r.report_token_expires_at',
  'l.make_slug', 'l.model_slug', 'l.version', 'l.city', 'l.vin', 'l.plate', 'l.carfax_report_id as listing_report_id',
  'd.name as dealer_name', 'd.slug as dealer_slug',
] as const;

export interface RequestRow {
  id: string; status: RequestStatus; created_at: Date; decided_at: Date | null; decided_by: string | null;
  auto_approved: boolean; email: string; name: string | null; message: string | null; user_id: string | null;
  dealer_id: string; listing_id: string; carfax_report_id: string | null; report_token_expires_at: Date | null;
  make_slug: string; model_slug: string; version: string; city: string; vin: string | null; plate: string | null;
  listing_report_id: string | null; dealer_name: string; dealer_slug: string;
  /** The public sees the listing (listings/public-rule.ts). */
  on_sale: boolean;
}

export interface ListedRow extends RequestRow { decided_by_name: string | null; decided_by_surname: string | null }

export interface ListFilter { dealerId?: string; status?: RequestStatus }

function plainQueries(db: Kysely<DB>, jobs: Pick<Jobs, 'enqueue'>) {
  const base = () => db.selectFrom('carfax_requests as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .innerJoin('dealers as d', 'd.id', 'r.dealer_id');
  // Every request read says whether the public sees its listing (the link is shown only then).
  const requests = () => base().select(requestColumns).select(onSaleColumn);

  return {
    /** The mail as a job on this connection: inside transaction() it exists only if the decision is saved. */
    queueMail: (mail: Mail) => jobs.enqueue('mail', mail, { tx: db }),

    /** What a request on this listing needs beyond its public row: the identifiers and the dealer's choice. */
    listingExtras: (listingId: string) => db.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id')
      .select(['l.vin', 'l.plate', 'd.auto_approve_carfax_requests', 'd.auto_purchase_carfax_reports', 'd.name as dealer_name'])
      .where('l.id', '=', listingId).executeTakeFirstOrThrow(),

    /**
     * The buyer's request on this listing that a repeat should answer: the pending one, or an
     * approved one whose link still works (the user when signed in, else the address).
     */
    openRequest: (listingId: string, buyer: { userId: string | null; email: string }) => {
      let query = requests().where('r.listing_id', '=', listingId)
        .where((eb) => eb.or([
          eb('r.status', '=', 'pending'),
          eb.and([eb('r.status', '=', 'approved'), eb('r.report_token_expires_at', '>', new Date())]),
        ]));
      query = buyer.userId ? query.where('r.user_id', '=', buyer.userId)
        : query.where('r.user_id', 'is', null).where(sql`lower(r.email)`, '=', buyer.email.toLowerCase());
      return query.orderBy('r.created_at', 'desc').executeTakeFirst();
    },

    /**
     * A new pending request, or null when the buyer already has one pending on the listing (the
     * partial unique index of migration 015 decides, so two simultaneous clicks make one request).
     */
    async insertPending(request: NewRequest): Promise<string | null> {
      const result = await sql<{ id: string }>`
        insert into carfax_requests (listing_id, dealer_id, user_id, email, name, message)
        values (${request.listingId}, ${request.dealerId}, ${request.userId}, ${request.email}, ${request.name}, ${request.message})
        on conflict (listing_id, (coalesce(user_id::text, lower(email)))) where status = 'pending' do nothing
        returning id`.execute(db);
      return result.rows[0]?.id ?? null;
    },

    /** One request, locked until the transaction ends: two decisions on it run one after the other. */
    lockRequest: async (id: string, dealerId?: string) => {
      if (!isUuid(id)) return undefined;
      let query = requests().where('r.id', '=', id.toLowerCase());
      if (dealerId) query = query.where('r.dealer_id', '=', dealerId);
      return await query.forUpdate('r').executeTakeFirst();
    },

    byId: async (id: string) => (isUuid(id)
      ? await requests().where('r.id', '=', id.toLowerCase()).executeTakeFirst()
      : undefined),

    /** The approved request behind a link's token, whatever its expiry (the service checks it). */
    byTokenHash: async (tokenHash: string) => await requests()
      .where('r.report_token_hash', '=', tokenHash).where('r.status', '=', 'approved')
      .executeTakeFirst(),

    approve: (id: string, approval: Approval) => db.updateTable('carfax_requests').set({
      status: 'approved', decided_by: approval.decidedBy, decided_at: new Date(), auto_approved: approval.auto,
      carfax_report_id: approval.reportId, report_token_hash: approval.tokenHash, report_token_expires_at: approval.expiresAt,
    }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst(),

    reject: (id: string, decidedBy: string) => db.updateTable('carfax_requests').set({
      status: 'rejected', decided_by: decidedBy, decided_at: new Date(),
    }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst(),

    /** The name of whoever decided (for the dealer's list). */
    userName: (userId: string) => db.selectFrom('users').select(['name', 'surname', 'email']).where('id', '=', userId).executeTakeFirst(),

    /** The signed-in buyer's requests, newest first (a buyer has few). */
    buyerRequests: async (userId: string) => await requests().where('r.user_id', '=', userId)
      .orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(500).execute(),

    /** A page of a dealer's (or every dealer's) requests, newest first, with the decider's name. */
    async list(filter: ListFilter, limit: number, offset: number) {
      let query = base().leftJoin('users as u', 'u.id', 'r.decided_by');
      if (filter.dealerId) query = query.where('r.dealer_id', '=', filter.dealerId);
      if (filter.status) query = query.where('r.status', '=', filter.status);
      const [rows, total] = await Promise.all([
        query.select(requestColumns).select(onSaleColumn).select(['u.name as decided_by_name', 'u.surname as decided_by_surname'])
          .orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.total) };
    },

    /** The stored report a link shows (its document, migration 014); a deleted report shows nothing. */
    report: async (reportId: string) => await db.selectFrom('carfax_reports')
      .select(['id', 'summary', 'document'])
      .where('id', '=', reportId).where('deleted_at', 'is', null).executeTakeFirst(),
  };
}

export function carfaxRequestQueries(db: Kysely<DB>, jobs: Pick<Jobs, 'enqueue'>) {
  const queries = plainQueries(db, jobs);
  return withTransaction(db, queries, (trx): typeof queries => plainQueries(trx, jobs));
}

export type CarfaxRequestQueries = ReturnType<typeof carfaxRequestQueries>;
export type CarfaxRequestTxQueries = ReturnType<typeof plainQueries>;
