import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { isUuid } from '@automercato/api-contract';
import { escapeLike } from '../../../db/like.js';
import { inPublicSearch, publicDealer, type ListingScope } from '../../listings/public/index.js';

/**
 * Public dealer reads: only public dealers (publicDealer: enabled, e-mail confirmed, partita IVA
 * confirmed); contact e-mails and VAT stay private.
 */
export function dealerQueries(db: Kysely<DB>) {
  const publicDealers = () => db.selectFrom('dealers as d').where(publicDealer)
    .select((eb) => [
      'd.id as uuid', 'd.name', 'd.slug', 'd.address', 'd.city', 'd.province_code', 'd.postal_code',
      'd.phone', 'd.website', 'd.latitude', 'd.longitude', 'd.description', 'd.opening_hours', 'd.logo',
      // What a buyer's search of this dealer finds (the same rule and count as /api/listings/count?dealer=).
      eb.selectFrom('listings as l').whereRef('l.dealer_id', '=', 'd.id').where((inner) => inPublicSearch(inner as unknown as ListingScope))
        // A count is never null (the contract says integer).
        .select(sql<number>`count(*)::int`.as('n')).$asScalar().$notNull().as('listings_count'),
    ]);

  return {
    /** One page of enabled dealers by name, optionally in one city, and how many there are. */
    async page({ city, page, perPage }: { city?: string; page: number; perPage: number }) {
      let query = publicDealers();
      let counter = db.selectFrom('dealers as d').where(publicDealer);
      if (city) {
        query = query.where('d.city', 'ilike', escapeLike(city));
        counter = counter.where('d.city', 'ilike', escapeLike(city));
      }
      const [items, total] = await Promise.all([
        query.orderBy('d.name').orderBy('d.id').limit(perPage).offset((page - 1) * perPage).execute(),
        counter.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(total.n) };
    },

    /** Compact list for the "concessionario" search filter. */
    list: () => db.selectFrom('dealers as d').where(publicDealer)
      .select(['d.id as uuid', 'd.name', 'd.slug', 'd.city']).orderBy('d.name').execute(),

    /**
     * What a dealer's own people see and edit on their settings page (SPEC §7 "dealers/{id}/settings"):
     * the public card plus contacts, VAT and lead settings that the public reads never show.
     */
    settings: (dealerId: string) => db.selectFrom('dealers').where('id', '=', dealerId)
      .select([
        'id as uuid', 'name', 'slug', 'company_name', 'vat_number', 'email', 'phone', 'website',
        'address', 'city', 'province_code', 'postal_code', 'country', 'latitude', 'longitude', 'description',
        'enabled', 'auto_approve_carfax_requests', 'auto_purchase_carfax_reports', 'auto_purchase_daily_cap',
        'lead_notification_email_addresses', 'opening_hours', 'logo', 'geocode_status', 'geocode_precision', 'geocode_comune',
      ])
      .executeTakeFirst(),

    /** An enabled dealer by uuid or slug. */
    byIdOrSlug: (id: string) => publicDealers().where(isUuid(id) ? 'd.id' : 'd.slug', '=', id).executeTakeFirst(),
  };
}

export type DealerQueries = ReturnType<typeof dealerQueries>;
