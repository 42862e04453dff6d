import { MODERATION_REASON_MAX, MODERATION_REASON_MIN, type AdminDealerBody, type AdminVatReviewBody } from '@automercato/api-contract';
import { isEmail, italianVatIssue, normaliseItalianVat, VAT_ISSUE_MESSAGES, messages } from '@automercato/validation';
import { checkContacts } from '@automercato/validation/dealer-settings';
import type { Actor } from '../../../audit/index.js';
import { isUuid } from '@automercato/api-contract';
import { touchesAddress } from '../../../geo/dealer-place.js';
import { invalid, notFound } from '../../../http/errors.js';
import { dealerDisabledMail, dealerEnabledMail } from '../../../mail/templates.js';
import { effectivePlan, planUsage, type SubscriptionQueries } from '../../billing/subscriptions/index.js';
import type { AdminDealerQueries, DealerChange } from './queries.js';
import type { Emitter } from '../../../http/events.js';

export interface AdminDealerServiceOptions {
  queries: AdminDealerQueries;
  /** The plan, limits and usage are the subscriptions area's (one definition of "effective plan"). */
  plans: SubscriptionQueries;
  /** The mails' links to the dealer area. */
  appUrl: string;
  /** Announces a change the public sees ('public-listings-changed': search counts and home counters go stale). */
  events: Emitter;
}

const dealerNotFound = () => notFound('Concessionario non trovato.');

/** Name, company, VAT, SDI and PEC here; the contact fields through the dealer settings' own rules. */
function checkBody(body: AdminDealerBody, provinces: ReadonlySet<string> | undefined) {
  const errors: Record<string, string[]> = {};
  const change: DealerChange = {};
  const text = (key: 'name' | 'company_name', label: string) => {
    if (body[key] === undefined) return;
    const value = body[key]!.trim();
    if (!value) errors[key] = [messages.required(label)];
    change[key] = value;
  };
  text('name', 'nome');
  text('company_name', 'ragione sociale');
  if (body.vat_number !== undefined) {
    const issue = italianVatIssue(body.vat_number);
    if (issue) errors.vat_number = [VAT_ISSUE_MESSAGES[issue]];
    change.vat_number = normaliseItalianVat(body.vat_number);
  }
  if (body.sdi_code !== undefined) {
    const sdi = body.sdi_code?.trim().toUpperCase() || null;
    if (sdi && !/^[A-Z0-9]{7}$/.test(sdi)) errors.sdi_code = ['Il campo codice SDI deve avere 7 caratteri, lettere o cifre'];
    change.sdi_code = sdi;
  }
  if (body.pec !== undefined) {
    const pec = body.pec?.trim() || null;
    if (pec && !isEmail(pec)) errors.pec = [messages.email('PEC')];
    change.pec = pec;
  }
  const contacts = checkContacts(body, provinces);
  Object.assign(errors, contacts.errors);
  Object.assign(change, contacts.value);
  return { change, errors };
}

/** The admin back-office's dealers: the detail an admin needs, corrections, enable / disable. */
export function adminDealerService({ queries, plans, appUrl, events }: AdminDealerServiceOptions) {
  async function detail(dealerId: string) {
    const dealer = isUuid(dealerId) ? await queries.dealer(dealerId.toLowerCase()) : undefined;
    if (!dealer) throw dealerNotFound();
    const [{ subscription, plan, limits }, usage, credits, listingsTotal, recent, payments, members, contests] = await Promise.all([
      effectivePlan(plans, dealer.id), planUsage(plans, dealer.id), plans.creditsLeft(dealer.id), queries.listingsTotal(dealer.id),
      queries.recentListings(dealer.id), queries.payments(dealer.id), queries.memberships(dealer.id), queries.vatContests(dealer.id),
    ]);
    const { id, ...fields } = dealer;
    return {
      uuid: id, ...fields,
      vat_contests: contests,
      plan: {
        code: plan.plan_code, name: plan.plan_name, tier: plan.plan_tier, kind: subscription?.kind ?? null,
        status: subscription?.status ?? null, period_end: subscription?.current_period_end ?? null,
        cancel_at_period_end: subscription?.cancel_at_period_end ?? false,
      },
      limits,
      usage: { ...usage, carfax_credits: credits },
      listings_total: listingsTotal,
      recent_listings: recent.map((l) => ({ ...l, price: Number(l.price) })),
      payments,
      memberships: members.map((m) => ({
        user: { uuid: m.user_id, email: m.email, name: m.name, surname: m.surname, enabled: m.enabled }, role: m.role, created_at: m.created_at,
      })),
    };
  }

  /**
   * Enable or disable in one transaction with its audit row and the owners' mails; the public caches
   * are cleared once it committed. Disabling keeps its reason on the row (the dealer area shows it);
   * a disabled dealer may be given a new reason (mailed again).
   */
  async function setEnabled(actor: Actor, dealerId: string, enabled: boolean, reason: string | null) {
    if (!isUuid(dealerId)) throw dealerNotFound();
    const changed = await queries.transaction(async (q) => {
      const before = await q.lockDealer(dealerId.toLowerCase());
      if (!before) throw dealerNotFound();
      // Already so (and, disabled, for the same reason): nothing changes, nothing to record or mail.
      if (before.enabled === enabled && (enabled || before.disabled_reason === reason)) return false;
      const after = await q.update(before.id, enabled
        ? { enabled, disabled_reason: null, disabled_at: null }
        : { enabled, disabled_reason: reason, disabled_at: new Date() });
      await q.audit(actor, { action: enabled ? 'dealer.enable' : 'dealer.disable', entityType: 'dealer', entityId: before.id, before, after });
      const areaUrl = `${appUrl}/dealer/${before.id}/listings`;
      for (const owner of await q.owners(before.id)) {
        const facts = { name: owner.name, dealerName: before.name, areaUrl };
        await q.queueMail(enabled ? dealerEnabledMail(owner.email, facts) : dealerDisabledMail(owner.email, { ...facts, reason: reason! }));
      }
      return true;
    });
    if (changed) events.emit('public-listings-changed');
    return detail(dealerId);
  }

  /**
   * An admin's review of the partita IVA: confirmed makes the dealer public (with the
   * rest of publicDealer) and able to buy; rejected keeps it hidden. The reason is kept on the row
   * and, with who and when, in the audit trail of the same transaction.
   */
  async function reviewVat(actor: Actor, dealerId: string, body: AdminVatReviewBody) {
    if (!isUuid(dealerId)) throw dealerNotFound();
    const reason = body.reason.trim();
    if (reason.length < MODERATION_REASON_MIN) throw invalid({ reason: [messages.min('motivo', MODERATION_REASON_MIN)] });
    const changed = await queries.transaction(async (q) => {
      const before = await q.lockDealer(dealerId.toLowerCase());
      if (!before) throw dealerNotFound();
      if (before.vat_confirmation === body.decision && before.vat_review_reason === reason) return false;
      const after = await q.update(before.id, {
        vat_confirmation: body.decision, vat_confirmed_at: new Date(), vat_confirmed_by: actor.id, vat_review_reason: reason,
      });
      await q.audit(actor, { action: `dealer.vat_${body.decision === 'confirmed' ? 'confirm' : 'reject'}`, entityType: 'dealer', entityId: before.id, before, after });
      return true;
    });
    if (changed) events.emit('public-listings-changed');
    return detail(dealerId);
  }

  return {
    detail,
    reviewVat,
    enable: (actor: Actor, dealerId: string) => setEnabled(actor, dealerId, true, null),
    disable: (actor: Actor, dealerId: string, rawReason: string) => {
      const reason = rawReason.trim().replace(/\s+/g, ' ');
      if (reason.length < MODERATION_REASON_MIN) throw invalid({ reason: [messages.min('motivo', MODERATION_REASON_MIN)] });
      if (reason.length > MODERATION_REASON_MAX) throw invalid({ reason: [messages.max('motivo', MODERATION_REASON_MAX)] });
      return setEnabled(actor, dealerId, false, reason);
    },

    /** Corrections: every field checked first (422 per field), then saved with its audit row. */
    async update(actor: Actor, dealerId: string, body: AdminDealerBody) {
      if (!isUuid(dealerId)) throw dealerNotFound();
      const needsProvinces = Boolean(body.province_code?.trim());
      const { change, errors } = checkBody(body, needsProvinces ? await queries.provinceCodes() : undefined);
      const changed = await queries.transaction(async (q) => {
        const before = await q.lockDealer(dealerId.toLowerCase());
        if (!before) throw dealerNotFound();
        if (Object.keys(errors).length) throw invalid(errors);
        if (!Object.keys(change).length) return false;
        let after = await q.update(before.id, change);
        // An admin's correction of the address places the dealer again, as the dealer's own change does.
        if (touchesAddress(change)) {
          await q.place(before.id);
          after = (await q.lockDealer(before.id))!;
        }
        await q.audit(actor, { action: 'dealer.update', entityType: 'dealer', entityId: before.id, before, after });
        return true;
      });
      // The public card (name, city…) shows in search results.
      if (changed) events.emit('public-listings-changed');
      return detail(dealerId);
    },
  };
}

export type AdminDealerService = ReturnType<typeof adminDealerService>;
