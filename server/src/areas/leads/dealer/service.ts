import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DEALER_SETTINGS_LIMITS, type DealerSettingsBody } from '@automercato/api-contract';
import { messages as texts } from '@automercato/validation';
import { checkAutoPurchaseDailyCap, checkContacts, checkLeadEmails, checkOpeningHours, WEEKDAY_KEYS } from '@automercato/validation/dealer-settings';
import type { Lookups } from '../../../catalog/lookups.js';
import type { OpeningHours } from '../../../db/schema.js';
import { touchesAddress } from '../../../geo/dealer-place.js';
import { invalid, notFound } from '../../../http/errors.js';
import { leadReplyMail } from '../../../mail/templates.js';
import type { MediaStorage } from '../../../media-storage/index.js';
import { PhotoError } from '../../listings/photos/images.js';
import { processLogo } from './logo.js';
import { listingTitle, presentLead } from './present.js';
import type { DealerLeadQueries, SettingsChange } from './queries.js';

const messageNotFound = () => notFound('Messaggio non trovato tra quelli del concessionario.');
const REPLY_MIN = 2;

export interface DealerLeadServiceOptions {
  queries: DealerLeadQueries; lookups: Lookups; storage: MediaStorage; appUrl: string;
}

export function dealerLeadService({ queries, lookups, storage, appUrl }: DealerLeadServiceOptions) {
  async function lead(dealerId: string, messageId: string) {
    const row = await queries.one(dealerId, messageId);
    if (!row) throw messageNotFound();
    return presentLead(row, lookups);
  }

  return {
    async list(dealerId: string, { unreadOnly, page, perPage }: { unreadOnly: boolean; page: number; perPage: number }) {
      const { items, total, unread } = await queries.page(dealerId, { unreadOnly, page, perPage });
      return {
        items: items.map((row) => presentLead(row, lookups)),
        meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)), unread },
      };
    },

    async setRead(dealerId: string, messageId: string, read: boolean) {
      if (!(await queries.setRead(dealerId, messageId, read))) throw messageNotFound();
      return lead(dealerId, messageId);
    },

    /** The answer goes by e-mail to the buyer (Reply-To: the dealer), as a job in the same transaction as replied_at. */
    async reply(dealerId: string, messageId: string, text: string) {
      const answer = text.trim();
      if (!answer) throw invalid({ message: [texts.required('messaggio')] });
      if (answer.length < REPLY_MIN) throw invalid({ message: [texts.min('messaggio', REPLY_MIN)] });
      const row = await queries.one(dealerId, messageId);
      if (!row) throw messageNotFound();
      const dealer = await queries.contact(dealerId);
      if (!dealer) throw messageNotFound();
      const presented = presentLead(row, lookups);
      const title = presented.listing?.title ?? (row.make_slug && row.model_slug ? listingTitle(lookups, { make_slug: row.make_slug, model_slug: row.model_slug, version: row.version ?? '' }) : 'il vostro annuncio');
      await queries.transaction(async (q) => {
        await q.markReplied(dealerId, messageId);
        await q.queueMail(leadReplyMail(row.email, row.name, {
          dealerName: dealer.name, dealerEmail: dealer.email, title,
          url: presented.listing?.public ? `${appUrl}${presented.listing.url}` : null,
          original: row.message, reply: answer,
        }));
      });
      return lead(dealerId, messageId);
    },

    async remove(dealerId: string, messageId: string) {
      if (!(await queries.softDelete(dealerId, messageId))) throw messageNotFound();
      return { message: 'Messaggio eliminato.' };
    },

    /** Any of the settings, each checked; nothing is saved unless all are right. */
    async updateSettings(dealerId: string, body: DealerSettingsBody) {
      const errors: Record<string, string[]> = {};
      const change: SettingsChange = {};
      if (body.auto_approve_carfax_requests !== undefined) change.auto_approve_carfax_requests = body.auto_approve_carfax_requests;
      if (body.auto_purchase_carfax_reports !== undefined) change.auto_purchase_carfax_reports = body.auto_purchase_carfax_reports;
      if (body.auto_purchase_daily_cap !== undefined) {
        const problem = checkAutoPurchaseDailyCap(body.auto_purchase_daily_cap);
        if (problem) errors['auto_purchase_daily_cap'] = [problem];
        else change.auto_purchase_daily_cap = body.auto_purchase_daily_cap;
      }
      if (body.lead_notification_email_addresses !== undefined) {
        const checked = checkLeadEmails(body.lead_notification_email_addresses);
        Object.assign(errors, checked.errors);
        change.lead_notification_email_addresses = checked.value;
      }
      const needsProvinces = body.province_code !== undefined && body.province_code !== null && body.province_code.trim() !== '';
      const contacts = checkContacts(body, needsProvinces ? await queries.provinceCodes() : undefined);
      Object.assign(errors, contacts.errors);
      Object.assign(change, contacts.value);
      if (body.opening_hours !== undefined) {
        if (body.opening_hours === null) change.opening_hours = null;
        else {
          const hours = Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, body.opening_hours![day].map(({ from, to }) => ({ from: from.trim(), to: to.trim() }))])) as OpeningHours;
          Object.assign(errors, checkOpeningHours(hours));
          change.opening_hours = hours;
        }
      }
      if (Object.keys(errors).length) throw invalid(errors);
      if (!Object.keys(change).length) return;
      await queries.transaction(async (q) => {
        await q.updateSettings(dealerId, change);
        // Every address change places the dealer again (or says it cannot): search by distance depends on it.
        if (touchesAddress(change)) await q.place(dealerId);
      });
    },

    /** A new logo replaces the old one; the old file goes once the row no longer names it. */
    async setLogo(dealerId: string, file: { filename: string; read(): Promise<Buffer> } | null, log?: FastifyBaseLogger) {
      if (!file) throw invalid({ logo: ['Scegli un\'immagine da caricare come logo.'] });
      let processed;
      try {
        processed = await processLogo(await file.read(), file.filename);
      } catch (error) {
        if (error instanceof PhotoError) throw invalid({ logo: [error.message] });
        throw error;
      }
      const hash = crypto.createHash('sha256').update(processed.body).digest('hex').slice(0, 16);
      const key = `dealers/${dealerId}/logo-${hash}.webp`;
      await storage.put(key, processed.body, 'image/webp');
      const logo = { key, url: storage.url(key), width: processed.width, height: processed.height };
      let previous;
      try {
        previous = await queries.transaction(async (q) => {
          const before = await q.lockLogo(dealerId);
          await q.setLogo(dealerId, logo);
          return before;
        });
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
      if (previous && previous.key !== key) await this.dropFile(previous.key, log);
      return { logo, max_file_bytes: DEALER_SETTINGS_LIMITS.logoMaxFileBytes };
    },

    async removeLogo(dealerId: string, log?: FastifyBaseLogger) {
      const previous = await queries.transaction(async (q) => {
        const before = await q.lockLogo(dealerId);
        await q.setLogo(dealerId, null);
        return before;
      });
      if (previous) await this.dropFile(previous.key, log);
      return { logo: null, max_file_bytes: DEALER_SETTINGS_LIMITS.logoMaxFileBytes };
    },

    /** A stored file that no row names any more; failing to delete it is logged, never the caller's problem. */
    async dropFile(key: string, log?: FastifyBaseLogger) {
      try {
        await storage.delete(key);
      } catch (error) {
        log?.warn({ err: error, key }, 'could not delete a stored logo file');
      }
    },
  };
}

export type DealerLeadService = ReturnType<typeof dealerLeadService>;
