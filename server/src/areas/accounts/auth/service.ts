import crypto from 'node:crypto';
import type { RegisterCustomerBody } from '@automercato/api-contract';
import { passwordChangedMail, passwordResetMail, verificationMail } from '../../../mail/templates.js';
import { ApiError, forbidden, gone, notFound } from '../../../http/errors.js';
import { limitKeys, type RateLimiter } from '../../../http/rate-limit.js';
import { addressUnit } from '../../../http/client-address.js';
import type { Session, SessionUser } from '../../../http/session.js';
import type { QueueData } from '../../../jobs/index.js';
import { hashPassword, verifyPassword } from './password.js';
import { assertAcceptablePassword } from './password-policy.js';
import type { AccountQueries, AccountQueriesInTransaction } from './queries.js';
import { consumeToken, inspectToken, issueToken, tokenOwner } from './tokens.js';
import { assertNotThrottled, recordAttempt } from './throttle.js';
import { secretLink } from '../../../http/secret-urls.js';

/**
 * Seconds before an 'account-mail' job may run: 1 to 3, at random. The look-up and, for a known
 * address, the token and mail then run at a moment that has nothing to do with the request, so
 * they cannot be timed on the caller's next request to the same process either.
 */
const afterTheAnswer = () => 1 + crypto.randomInt(0, 2001) / 1000;

export const SAME_ANSWER = 'Se l\'indirizzo è registrato, riceverai a breve un\'email con le istruzioni.';
const RESET_LINK_UNKNOWN = 'Il link per reimpostare la password non è valido.';
const RESET_LINK_GONE = 'Il link per reimpostare la password è scaduto o è già stato usato.';

export interface AccountServiceOptions {
  queries: AccountQueries;
  appUrl: string;
  hibpUrl: string | null;
  /** Per address or user: sign-ups, verification and recovery mails (each reveals or sends something). */
  mailLimiter: RateLimiter;
}

/** The sign-up body as the contract defines it (the schema has already refused anything but consent). */
export type Registration = RegisterCustomerBody;
export interface ProfileChange { name: string; surname: string; email: string; phone?: string | null }
export interface PasswordChange { current_password: string; password: string; password_confirmation?: string }

/**
 * E-mail and password accounts: sign-up, sign-in, e-mail verification, password recovery with
 * single-use links valid 60 minutes, and the signed-in user's own profile, role and password.
 * Starting and ending sessions stays with the routes (it is HTTP: cookies).
 */
export function accountService({ queries, appUrl, hibpUrl, mailLimiter }: AccountServiceOptions) {
  // A hash to verify against when the e-mail is unknown, so both failures take as long.
  const decoy = hashPassword('decoy-password-never-matches');

  // Every mail is a job (src/jobs) enqueued in the transaction that issues its token or makes the
  // change it reports: a worker sends it after the answer (a slow SMTP server must not tell whether
  // an address exists), with retries, and a crash after the answer loses nothing.

  const queueVerification = (q: AccountQueriesInTransaction, userId: string, to: string, userName: string) =>
    queueVerificationMail(q, appUrl, userId, to, userName);

  return {
    /** The signed-in user as every client screen needs it (no secrets). */
    profile: (userId: string) => queries.currentUser(userId),

    /** The signed-in user, or null for a guest (a disabled user: code 5). */
    async session(user: SessionUser | null | undefined) {
      if (!user) return null;
      if (!user.enabled) throw new ApiError('5');
      return queries.currentUser(user.id);
    },

    /** A new customer; the verification mail leaves after the answer. Returns the new user's id. */
    async register(body: Registration, ip: string): Promise<string> {
      await mailLimiter.check(limitKeys.signUp(ip));
      await assertAcceptablePassword(body.password, body.password_confirmation, hibpUrl, body);
      if (await queries.findUserByEmail(body.email)) throw new ApiError('A3');
      const hash = await hashPassword(body.password);
      const user = await queries.transaction(async (q) => {
        const created = await q.createCustomer({
          email: body.email.trim(), passwordHash: hash, name: body.name.trim(), surname: body.surname.trim(),
          phone: body.phone?.trim() || null,
        });
        await queueVerification(q, created.id, created.email, created.name);
        return created;
      }).catch((error: { code?: string }) => {
        if (error.code === '23505') throw new ApiError('A3'); // lost a race for the same e-mail
        throw error;
      });
      return user.id;
    },

    /** The user id for a right e-mail and password; A1 for either wrong, after the same work; 429 when throttled. */
    async signIn(address: string, given: string, callerIp: string): Promise<string> {
      const ip = addressUnit(callerIp);
      await assertNotThrottled(queries, address, ip);
      const user = await queries.findUserByEmail(address);
      const matches = await verifyPassword(given, user?.password_hash ?? (await decoy));
      await recordAttempt(queries, address, ip, Boolean(user && matches));
      if (!user || !matches) throw new ApiError('A1');
      if (!user.enabled) throw new ApiError('5', 'Il tuo account è stato disabilitato. Contatta l\'assistenza di AutoMercato.');
      return user.id;
    },

    /**
     * The link in the verification mail: 'verified' when it was valid (the e-mail now counts as
     * verified, and the dealers the user owns go public); otherwise 'failed', or 'dealer-failed'
     * when the (used or expired) link was a dealer owner's, whose page explains what it means for the dealer.
     */
    async verifyEmail(token: string): Promise<'verified' | 'failed' | 'dealer-failed'> {
      const userId = await consumeToken(queries, 'email_verification_tokens', token);
      if (!userId) {
        const owner = await tokenOwner(queries, 'email_verification_tokens', token);
        return owner && (await queries.ownsDealer(owner)) ? 'dealer-failed' : 'failed';
      }
      await queries.transaction(async (q) => {
        await q.markEmailVerified(userId);
        await q.verifyOwnedDealers(userId);
      });
      return 'verified';
    },

    async resendVerification(user: SessionUser) {
      if (user.email_verified_at) return { already_verified: true };
      await mailLimiter.check(`verify:${user.id}`);
      await queries.transaction((q) => queueVerification(q, user.id, user.email, user.name));
      return { already_verified: false, message: 'Ti abbiamo inviato una nuova email di conferma.' };
    },

    /**
     * From the "link expired" page, signed in or not. The same answer, after the same work, whether
     * or not the address exists: the look-up happens in the 'account-mail' job (accountMailWork).
     */
    async renewVerification(signedInEmail: string | undefined, givenEmail: string | undefined, ip: string) {
      await mailLimiter.check(`renew:${ip}`);
      const email = signedInEmail ?? givenEmail;
      if (email) await queries.queueAccountMail({ kind: 'verification', email }, afterTheAnswer());
      return { message: SAME_ANSWER };
    },

    /** The same answer, after the same work, whether or not the address exists (see renewVerification). */
    async forgotPassword(email: string, ip: string) {
      await mailLimiter.check(`forgot:${ip}`);
      await queries.queueAccountMail({ kind: 'password-reset', email }, afterTheAnswer());
      return { message: SAME_ANSWER };
    },

    async validateResetToken(token: string) {
      const state = await inspectToken(queries, 'password_reset_tokens', token);
      if (state.status === 'valid') return { valid: true };
      if (state.status === 'unknown') throw notFound(RESET_LINK_UNKNOWN);
      throw gone(RESET_LINK_GONE);
    },

    async resetPassword(raw: string, chosen: string, confirmation: string | undefined) {
      const state = await inspectToken(queries, 'password_reset_tokens', raw);
      if (state.status === 'unknown') throw notFound(RESET_LINK_UNKNOWN);
      if (state.status !== 'valid') throw gone(RESET_LINK_GONE);
      await assertAcceptablePassword(chosen, confirmation, hibpUrl, await queries.passwordOwner(state.userId));
      const hash = await hashPassword(chosen);
      await queries.transaction(async (q) => {
        const userId = await consumeToken(q, 'password_reset_tokens', raw);
        if (!userId) throw gone(RESET_LINK_GONE);
        const updated = await q.setPasswordVerifyingEmail(userId, hash);
        // The reset link proved the mailbox: a dealer waiting for it goes public too.
        await q.verifyOwnedDealers(userId);
        // A new password ends every session: whoever knew the old one is out.
        await q.endSessions(userId);
        await q.clearAttempts(updated.email);
        await q.queueMail(passwordChangedMail(updated.email, updated.name));
        return updated;
      });
      return { message: 'La password è stata aggiornata. Ora puoi accedere.' };
    },

    /** Name, surname, phone and e-mail; a new e-mail must be confirmed again before it counts as verified. */
    async updateProfile(current: SessionUser, body: ProfileChange, ip: string) {
      const newEmail = body.email.trim();
      const emailChanged = newEmail.toLowerCase() !== current.email.toLowerCase();
      if (emailChanged) {
        // "Already registered" reveals an account, as a sign-up does: the same limit.
        await mailLimiter.check(limitKeys.signUp(ip));
        const owner = await queries.findUserByEmail(newEmail);
        if (owner && owner.id !== current.id) throw new ApiError('A3');
      }
      await queries.transaction(async (q) => {
        await q.updateProfile(current.id, {
          name: body.name.trim(), surname: body.surname.trim(), phone: body.phone?.trim() || null, email: newEmail,
        }, emailChanged);
        if (emailChanged) await queueVerification(q, current.id, newEmail, body.name);
      });
      return queries.currentUser(current.id);
    },

    /** Only a role the user holds (403 code 6 otherwise). */
    async chooseRole(userId: string, role: string) {
      if (!(await queries.holdsRole(userId, role))) throw forbidden('Non hai questo ruolo sul tuo account.');
      await queries.setRole(userId, role);
      return queries.currentUser(userId);
    },

    /** Every other session of this user ends; the one making the change stays signed in. */
    async changePassword(session: Session, body: PasswordChange) {
      const user = await queries.passwordOf(session.user!.id);
      // An account made with Google has no password yet: it can set one without a current one.
      if (user.password_hash && !(await verifyPassword(body.current_password, user.password_hash))) {
        throw new ApiError('A7', undefined, { errors: { current_password: ['La password attuale non corrisponde.'] } });
      }
      await assertAcceptablePassword(body.password, body.password_confirmation, hibpUrl, await queries.passwordOwner(user.id));
      const hash = await hashPassword(body.password);
      await queries.transaction(async (q) => {
        await q.setPassword(user.id, hash);
        await q.endSessions(user.id, session.idHash);
        await q.queueMail(passwordChangedMail(user.email, user.name));
      });
      return { message: 'Password aggiornata. Gli altri dispositivi sono stati disconnessi.' };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;

/** A fresh verification link, and its mail queued, in the caller's transaction. */
async function queueVerificationMail(q: AccountQueriesInTransaction, appUrl: string, userId: string, to: string, userName: string) {
  const raw = await issueToken(q, 'email_verification_tokens', userId);
  await q.queueMail(verificationMail(to, userName, secretLink(appUrl, 'emailVerification', raw)));
}

/**
 * The 'account-mail' job: what a recovery or renewal request asked for, done after its answer so
 * that a known address costs the request no more than an unknown one. Only an enabled account gets
 * a reset link, only an unverified one a new verification link; the link is made here, never in the
 * request or the job's payload.
 */
export function accountMailWork({ queries, appUrl }: { queries: AccountQueries; appUrl: string }) {
  return async ({ kind, email }: QueueData['account-mail']): Promise<void> => {
    const user = await queries.findUserByEmail(email);
    if (!user?.enabled) return;
    if (kind === 'password-reset') {
      await queries.transaction(async (q) => {
        const raw = await issueToken(q, 'password_reset_tokens', user.id);
        await q.queueMail(passwordResetMail(user.email, user.name, secretLink(appUrl, 'passwordReset', raw)));
      });
    } else if (!user.email_verified_at) {
      await queries.transaction((q) => queueVerificationMail(q, appUrl, user.id, user.email, user.name));
    }
  };
}
