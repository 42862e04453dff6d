import type { RegisterDealerBody, VatContestBody } from '@automercato/api-contract';
import { italianVatIssue, messages, normaliseItalianVat, VAT_ISSUE_MESSAGES } from '@automercato/validation';
import { dealerPlace } from '../../../geo/dealer-place.js';
import { ApiError, forbidden, invalid } from '../../../http/errors.js';
import { limitKeys, type RateLimiter } from '../../../http/rate-limit.js';
import { vatContestMail, verificationMail } from '../../../mail/templates.js';
import { hashPassword } from '../../accounts/auth/password.js';
import { assertAcceptablePassword } from '../../accounts/auth/password-policy.js';
import type { AccountQueries } from '../../accounts/auth/index.js';
import { issueToken } from '../../accounts/auth/tokens.js';
import { slugify } from '../../listings/public/present.js';
import type { DealerSignupQueries, VatStatus } from './queries.js';
import { sameCompany, type Vies, type ViesAnswer } from './vies.js';
import { secretLink } from '../../../http/secret-urls.js';

export interface DealerSignupOptions {
  queries: DealerSignupQueries;
  /** The accounts area's queries: the same "e-mail already used" look-up and profile as buyer sign-up. */
  accounts: AccountQueries;
  vies: Vies;
  appUrl: string;
  hibpUrl: string | null;
  /** Sign-ups per address: the buyer sign-up's budget (one key for both). */
  mailLimiter: RateLimiter;
  /** check-vat per address: it tells whether a number is registered and may call VIES. */
  lookupLimiter: RateLimiter;
}

const VAT_TAKEN = messages.vat_taken();

/**
 * The codes of SPEC §8 for a bad partita IVA, by route: the check (check-vat) answers O3 when it is
 * missing and O4 when its format or check digit is wrong (the "OpenAPI" VAT look-up codes); the
 * sign-up answers A5 for any bad or missing number (the "Auth" code of the form). Both carry the
 * reason in data.errors.vat, so the form shows it on the field. A number already used by a dealer
 * is A5 on both, with its own message.
 */
function assertVatShape(raw: string | undefined, on: 'check' | 'signup'): string {
  const issue = italianVatIssue(raw);
  if (issue) {
    const message = VAT_ISSUE_MESSAGES[issue];
    const code = on === 'signup' ? 'A5' : issue === 'missing' ? 'O3' : 'O4';
    throw new ApiError(code, message, { errors: { vat: [message] } });
  }
  return normaliseItalianVat(raw!);
}

const vatTaken = () => new ApiError('A5', VAT_TAKEN, { errors: { vat: [VAT_TAKEN] } });

/** What VIES said, as the dealer row keeps it: an outage is "pending" (asked again), never "invalid". */
const STATUS_OF: Record<ViesAnswer['outcome'], VatStatus> = { off: 'unchecked', valid: 'valid', invalid: 'invalid', unavailable: 'pending' };

/** Lower-case ASCII words; a company name of only symbols still gets a slug. */
const slugBase = (companyName: string) => slugify(companyName).slice(0, 60).replace(/-+$/, '') || 'concessionario';

/** `base`, or `base-2`, `base-3`… the first not taken. */
function uniqueSlug(base: string, taken: string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Which unique index a 23505 broke (pg and PGlite both name it). */
function violated(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  return e.constraint ?? e.message ?? '';
}

export function dealerSignupService({ queries, accounts, vies, appUrl, hibpUrl, mailLimiter, lookupLimiter }: DealerSignupOptions) {
  return {
    /** POST /api/register-dealer/check-vat: the rule, "already registered", then VIES when configured. */
    async checkVat(raw: string | undefined, ip: string) {
      const vat = assertVatShape(raw, 'check');
      await lookupLimiter.check(`check-vat:${ip}`);
      if (await queries.vatTaken(vat)) throw vatTaken();
      const answer = await vies.check(vat);
      return { valid: true, vat, vies: answer.outcome, company_name: answer.name, address: answer.address };
    },

    /**
     * A new dealer, its owner (role dealer) and the owner membership, the verification mail and
     * (when VIES could not answer) the re-check job, all in one transaction. Returns the owner's
     * id, for the route to start the session, and the dealer.
     */
    async register(body: RegisterDealerBody, ip: string) {
      await mailLimiter.check(limitKeys.signUp(ip));
      const vat = assertVatShape(body.vat, 'signup');
      await assertAcceptablePassword(body.password, body.password_confirmation, hibpUrl, { ...body, company: body.company_name });
      const province = body.province_code.toUpperCase();
      if (!(await queries.provinceExists(province))) throw invalid({ province_code: [messages.invalid('provincia')] });
      if (await accounts.findUserByEmail(body.email)) throw new ApiError('A3');
      if (await queries.vatTaken(vat)) throw vatTaken();
      // Outside the transaction: a slow VIES (up to its timeout) must not hold the database.
      const answer = await vies.check(vat);
      const vatStatus = STATUS_OF[answer.outcome];
      // Public and able to buy at once only when VIES knows the number under this company's name;
      // otherwise (VIES off, down, unknown number, another name) an admin reviews it (migration 025).
      const vatConfirmed = answer.outcome === 'valid' && sameCompany(answer.name, body.company_name);
      const hash = await hashPassword(body.password);
      const companyName = body.company_name.trim();
      const place = dealerPlace({ address: body.address, postal_code: body.postal_code, city: body.city, province_code: province });

      const attempt = (slugSuffix: string) => queries.transaction(async (q) => {
        const user = await q.createOwner({
          email: body.email.trim(), passwordHash: hash, name: body.name.trim(), surname: body.surname.trim(), phone: body.phone.trim(),
        });
        const base = slugBase(companyName);
        const slug = uniqueSlug(base, await q.slugsLike(base)) + slugSuffix;
        const dealer = await q.createDealer({
          name: companyName, slug, companyName, vat, email: body.company_email.trim(), phone: body.phone.trim(),
          address: body.address.trim(), city: body.city.trim(), provinceCode: province, postalCode: body.postal_code, vatStatus, vatConfirmed,
          place,
        });
        await q.addOwner(dealer.uuid, user.id);
        // The buyer sign-up's own verification link and mail (same token table, same template).
        const token = await issueToken(q.accounts, 'email_verification_tokens', user.id);
        await q.accounts.queueMail(verificationMail(user.email, user.name, secretLink(appUrl, 'emailVerification', token)));
        if (vatStatus === 'pending') await q.queueVatRecheck(dealer.uuid);
        return { userId: user.id, dealer };
      });

      try {
        return await attempt('');
      } catch (error) {
        const index = violated(error);
        if (index === null) throw error;
        // Lost a race: for the same e-mail or number a refusal, for the same slug one more try.
        if (index.includes('email')) throw new ApiError('A3');
        if (index.includes('vat')) throw vatTaken();
        if (index.includes('slug')) return attempt(`-${Math.random().toString(36).slice(2, 6)}`);
        throw error;
      }
    },

    /**
     * POST /api/register-dealer/vat-contest: the genuine company says another dealer registered its
     * number. Kept (shown on that dealer in the back-office) and mailed to every admin, in one
     * transaction; limited per address like the other public forms.
     */
    async contest(body: VatContestBody, ip: string) {
      await mailLimiter.check(`vat-contest:${ip}`);
      const issue = italianVatIssue(body.vat_number);
      if (issue) throw invalid({ vat_number: [VAT_ISSUE_MESSAGES[issue]] });
      const vat = normaliseItalianVat(body.vat_number);
      const companyName = body.company_name.trim();
      const message = body.message.trim();
      if (companyName.length < 2) throw invalid({ company_name: [messages.required('ragione sociale')] });
      if (message.length < 10) throw invalid({ message: [messages.min('messaggio', 10)] });
      await queries.transaction(async (q) => {
        const dealer = await q.dealerByVat(vat);
        await q.saveContest({ vat_number: vat, dealer_id: dealer?.id ?? null, company_name: companyName, email: body.email.trim(), message, ip });
        const url = dealer ? `${appUrl}/admin/dealers/${dealer.id}` : `${appUrl}/admin/dealers?q=${vat}`;
        for (const to of await q.adminEmails()) {
          await q.accounts.queueMail(vatContestMail(to, { vatNumber: vat, companyName, email: body.email.trim(), message, dealerName: dealer?.name ?? null, url }));
        }
      });
      return { received: true };
    },

    /** Guests only (SPEC §2 "/dealer/signup is guests only"): a signed-in user would get a second account. */
    assertGuest(signedIn: boolean) {
      if (signedIn) throw forbidden('Hai già effettuato l\'accesso con un account: esci per registrare un nuovo concessionario.');
    },

    profile: (userId: string) => accounts.currentUser(userId),
  };
}

export type DealerSignupService = ReturnType<typeof dealerSignupService>;

/**
 * The 'vat-recheck' job: VIES again for a dealer left pending. Still unavailable → throw, so
 * pg-boss retries with back-off (jobs/queues.ts); the dealer stays pending and, until VIES or an
 * admin confirms the number, not public (migration 025). Valid under the company's own name
 * confirms it, unless an admin decided first.
 */
export async function recheckVat(queries: Pick<DealerSignupQueries, 'dealerVat' | 'settleVat'>, vies: Vies, dealerId: string): Promise<string> {
  const dealer = await queries.dealerVat(dealerId);
  if (!dealer || dealer.vat_status !== 'pending') return 'nothing to do';
  const answer = await vies.check(dealer.vat_number);
  if (answer.outcome === 'valid' || answer.outcome === 'invalid') {
    await queries.settleVat(dealerId, answer.outcome, answer.outcome === 'valid' && sameCompany(answer.name, dealer.company_name));
    return answer.outcome;
  }
  if (answer.outcome === 'off') return 'VIES off';
  throw new Error('VIES non disponibile: nuovo tentativo più tardi');
}
