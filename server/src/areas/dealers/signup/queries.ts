import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { DealerPlaceColumns } from '../../../geo/dealer-place.js';
import type { Jobs } from '../../../jobs/index.js';
import { ADMIN_ROLES } from '@automercato/api-contract';
import { accountQueries } from '../../accounts/auth/index.js';
import { withTransaction } from '../../../db/transaction.js';

export type VatStatus = 'unchecked' | 'valid' | 'invalid' | 'pending';

export interface NewDealer {
  name: string; slug: string; companyName: string; vat: string; email: string; phone: string;
  address: string; city: string; provinceCode: string; postalCode: string; vatStatus: VatStatus;
  /** Where the address puts the dealer (server/src/geo): placed or not, never left untried. */
  place: DealerPlaceColumns;
  /** VIES answered valid under this company's name: public once the e-mail is confirmed. */
  vatConfirmed: boolean;
}

/** The dealer row's record of a confirmation by VIES (no admin: vat_confirmed_by stays null). */
const BY_VIES = () => ({
  vat_confirmation: 'confirmed' as const, vat_confirmed_at: new Date(),
  vat_review_reason: 'VIES: partita IVA valida, ragione sociale corrispondente',
});

/** First 'vat-recheck' a minute after sign-up; pg-boss's back-off spaces the next ones (jobs/queues.ts). */
const RECHECK_AFTER_SECONDS = 60;

/** A dealer joining: its owner's account, the dealer, the membership; the VIES re-check. */
export function dealerSignupQueries(db: Kysely<DB>, jobs: Pick<Jobs, 'enqueue'>) {
  const queries = {
    vatTaken: async (vat: string) => Boolean(await db.selectFrom('dealers').select('id').where('vat_number', '=', vat).executeTakeFirst()),

    provinceExists: async (code: string) => Boolean(await db.selectFrom('provinces').select('code').where('code', '=', code).executeTakeFirst()),

    /** Slugs already used that a new one from `base` could collide with (base, base-2, …). */
    slugsLike: async (base: string) => (await db.selectFrom('dealers').select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)])).execute()).map((r) => r.slug),

    /** The owner's account: role dealer (and customer, as every dealer can also shop); call inside transaction(). */
    async createOwner(owner: { email: string; passwordHash: string; name: string; surname: string; phone: string }) {
      const created = await db.insertInto('users').values({
        email: owner.email, password_hash: owner.passwordHash, name: owner.name, surname: owner.surname,
        phone: owner.phone, role: 'dealer', terms_accepted_at: new Date(),
      }).returning(['id', 'email', 'name']).executeTakeFirstOrThrow();
      await db.insertInto('user_roles').values([{ user_id: created.id, role: 'customer' }, { user_id: created.id, role: 'dealer' }]).execute();
      return created;
    },

    /** Hidden (verified_at null) until the owner confirms the e-mail; a duplicate VAT or slug fails with 23505. */
    createDealer: (d: NewDealer) => db.insertInto('dealers').values({
      name: d.name, slug: d.slug, company_name: d.companyName, vat_number: d.vat, email: d.email, phone: d.phone,
      address: d.address, city: d.city, province_code: d.provinceCode, postal_code: d.postalCode, ...d.place,
      verified_at: null, vat_status: d.vatStatus, vat_checked_at: d.vatStatus === 'unchecked' ? null : new Date(),
      ...(d.vatConfirmed ? BY_VIES() : { vat_confirmation: 'unconfirmed' as const }),
    }).returning(['id as uuid', 'name', 'slug', 'vat_status']).executeTakeFirstOrThrow(),

    addOwner: (dealerId: string, userId: string) => db.insertInto('dealer_memberships')
      .values({ dealer_id: dealerId, user_id: userId, role: 'owner' }).execute(),

    /** The VIES re-check as a job written in this transaction (no dealer, no job). */
    queueVatRecheck: (dealerId: string) =>
      jobs.enqueue('vat-recheck', { dealerId }, { tx: db, startAfter: RECHECK_AFTER_SECONDS }),

    /** The dealer holding a number, for a contest (any dealer: hidden or not). */
    dealerByVat: (vat: string) => db.selectFrom('dealers').select(['id', 'name']).where('vat_number', '=', vat).executeTakeFirst(),

    /** Enabled admins with a verified e-mail: the contest mail goes to each of them. */
    adminEmails: async () => (await db.selectFrom('users as u').select('u.email')
      .where('u.enabled', '=', true).where('u.deleted_at', 'is', null).where('u.email_verified_at', 'is not', null)
      .where((eb) => eb.exists(eb.selectFrom('user_roles as r').select('r.role').whereRef('r.user_id', '=', 'u.id').where('r.role', 'in', [...ADMIN_ROLES])))
      .orderBy('u.email').execute()).map((r) => r.email),

    saveContest: (contest: { vat_number: string; dealer_id: string | null; company_name: string; email: string; message: string; ip: string }) =>
      db.insertInto('vat_contests').values(contest).returning('id').executeTakeFirstOrThrow(),

    dealerVat: (dealerId: string) => db.selectFrom('dealers').select(['id', 'vat_number', 'vat_status', 'company_name'])
      .where('id', '=', dealerId).executeTakeFirst(),

    /** Only a pending dealer changes: a later admin decision is not overwritten by a late job. */
    async settleVat(dealerId: string, status: 'valid' | 'invalid', confirmed: boolean) {
      await db.updateTable('dealers')
        .set({ vat_status: status, vat_checked_at: new Date(), updated_at: new Date() })
        .where('id', '=', dealerId).where('vat_status', '=', 'pending').execute();
      if (confirmed) {
        await db.updateTable('dealers').set({ ...BY_VIES(), updated_at: new Date() })
          .where('id', '=', dealerId).where('vat_confirmation', '=', 'unconfirmed').execute();
      }
    },
  };
  // These queries and the accounts area's (tokens, the verification mail) in one transaction.
  return withTransaction(db, queries, (trx): typeof queries & { accounts: ReturnType<typeof accountQueries> } => ({ ...dealerSignupQueries(trx, jobs), accounts: accountQueries(trx, jobs) }));
}

export type DealerSignupQueries = ReturnType<typeof dealerSignupQueries>;
export type DealerSignupQueriesInTransaction = Parameters<Parameters<DealerSignupQueries['transaction']>[0]>[0];
