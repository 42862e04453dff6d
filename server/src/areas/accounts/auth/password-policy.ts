import { checkAccountPassword, loadPasswordStrength, messages, type PasswordOwner } from '@automercato/validation';
import { invalid } from '../../../http/errors.js';
import { isInBreachedList, isPwned } from './breached.js';

export type { PasswordOwner };

/**
 * The one account password rule, for every place a password is set (sign-up as buyer or dealer,
 * reset, profile change, an admin creating a user): SPEC §5's composition, not built from the
 * site's or the owner's words, not on the breached list once normalised, "Buona" or better for
 * the strength estimator, and (HIBP_ENABLED) not known to Have I Been Pwned; then the
 * confirmation. Throws 422 with Italian per-field messages.
 */
export async function assertAcceptablePassword(
  password: string, confirmation: string | undefined, hibpUrl: string | null, owner: PasswordOwner,
): Promise<void> {
  const problem = await checkAccountPassword(password, {
    owner,
    isCommon: isInBreachedList,
    estimate: await loadPasswordStrength(),
    isBreached: hibpUrl === null ? undefined : (candidate) => isPwned(candidate, hibpUrl),
  });
  if (problem) throw invalid({ password: [problem] });
  if (confirmation !== undefined && confirmation !== password) {
    throw invalid({ password_confirmation: [messages.confirmed('conferma password')] });
  }
}
