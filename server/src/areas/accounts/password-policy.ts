import { checkAccountPassword, messages } from '@automercato/validation';
import { invalid } from '../../http/errors.js';
import { isInBreachedList, isPwned } from './breached.js';

/**
 * The account password rule of SPEC §5 (8–128 characters, upper, lower, digit, special, not a
 * known-breached password) plus the confirmation; throws 422 with Italian per-field messages.
 */
export async function assertAcceptablePassword(password: string, confirmation: string | undefined, hibpUrl: string | null): Promise<void> {
  const problem = await checkAccountPassword(password, {
    isBreached: async (candidate) => isInBreachedList(candidate) || (hibpUrl !== null && (await isPwned(candidate, hibpUrl))),
  });
  if (problem) throw invalid({ password: [problem] });
  if (confirmation !== undefined && confirmation !== password) {
    throw invalid({ password_confirmation: [messages.confirmed('conferma password')] });
  }
}
