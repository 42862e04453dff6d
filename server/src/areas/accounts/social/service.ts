import type { GoogleIdentity } from './oidc.js';
import type { SocialQueries } from './queries.js';

export type Resolution =
  | { outcome: 'signed-in'; userId: string; how: 'subject' | 'linked' | 'created' }
  | { outcome: 'disabled'; userId: string }
  | { outcome: 'refused'; reason: string };

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * The account rules: the Google subject first; then an existing account with the same e-mail,
 * linked only when Google says the e-mail is verified; otherwise a new customer.
 */
export function resolveUser(queries: SocialQueries, identity: GoogleIdentity): Promise<Resolution> {
  return queries.transaction(async (q): Promise<Resolution> => {
    const bySubject = await q.userBySubject(identity.subject);
    if (bySubject) {
      return bySubject.enabled
        ? { outcome: 'signed-in', userId: bySubject.id, how: 'subject' }
        : { outcome: 'disabled', userId: bySubject.id };
    }
    if (!identity.email) return { outcome: 'refused', reason: 'the ID token carries no e-mail' };

    const byEmail = await q.userByEmail(identity.email);
    if (byEmail) {
      if (!identity.emailVerified) return { outcome: 'refused', reason: 'unverified Google e-mail matches an existing account' };
      if (byEmail.google_subject) return { outcome: 'refused', reason: 'the account is linked to another Google identity' };
      if (!byEmail.enabled) return { outcome: 'disabled', userId: byEmail.id };
      await q.linkGoogle(byEmail.id, identity.subject);
      return { outcome: 'signed-in', userId: byEmail.id, how: 'linked' };
    }

    const userId = await q.createGoogleCustomer({ ...identity, email: identity.email });
    return { outcome: 'signed-in', userId, how: 'created' };
  });
}

/** resolveUser, once more when two callbacks for the same new identity raced (the loser sees the winner's row). */
export async function resolveGoogleUser(queries: SocialQueries, identity: GoogleIdentity): Promise<Resolution> {
  try {
    return await resolveUser(queries, identity);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return resolveUser(queries, identity);
  }
}
