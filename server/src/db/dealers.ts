import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * What a dealer's own people see and edit on their settings page (SPEC §7 "dealers/{id}/settings"):
 * the public card plus contacts, VAT and lead settings that the public reads never show.
 */
export function findDealerSettings(db: Kysely<DB>, dealerId: string) {
  return db.selectFrom('dealers').where('id', '=', dealerId)
    .select([
      'id as uuid', 'name', 'slug', 'company_name', 'vat_number', 'email', 'phone', 'website',
      'address', 'city', 'province_code', 'postal_code', 'country', 'latitude', 'longitude', 'description',
      'enabled', 'auto_approve_carfax_requests', 'lead_notification_email_addresses',
    ])
    .executeTakeFirst();
}
