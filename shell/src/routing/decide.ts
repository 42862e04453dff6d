/**
 * What happens when an address of the route table is requested: allow, redirect, or an
 * error status — before anything renders. Dependencies are passed in, so it is tested
 * without a browser or a server.
 */
import {
  ALLOW,
  GUARDS,
  SESSION_FREE_GUARDS,
  errorStatus,
  redirectTo,
  runGuards,
  type GuardContext,
  type GuardResult,
} from '../guards/guards';
import { redirectTarget, type RouteEntry } from './table';
import type { CurrentUser, OwnDealer } from '@automercato/shell-api';

export interface DecideDeps {
  ensureSession: () => Promise<{ user: CurrentUser | null; ownDealers: readonly OwnDealer[] }>;
  validateResetToken: GuardContext['validateResetToken'];
  /** The dealer this browser last opened (the area's entry goes there). */
  lastDealerUuid?: () => string | null;
}

export const NOT_FOUND_MESSAGE = 'Not found';
export const SESSION_UNAVAILABLE = 'Non è stato possibile caricare il profilo utente';

export async function decide(
  entry: RouteEntry,
  params: Readonly<Record<string, string | undefined>>,
  url: URL,
  deps: DecideDeps,
): Promise<GuardResult> {
  if (entry.notFoundUnless && !entry.notFoundUnless(params)) return errorStatus(404, NOT_FOUND_MESSAGE);
  if (entry.requireQuery) {
    const { key, value, otherwise } = entry.requireQuery;
    if (url.searchParams.get(key) !== value) return redirectTo(otherwise);
  }
  const names = entry.guards ?? [];
  if (names.length > 0) {
    let session: Awaited<ReturnType<DecideDeps['ensureSession']>> = { user: null, ownDealers: [] };
    if (names.some((name) => !SESSION_FREE_GUARDS.has(name))) {
      try {
        session = await deps.ensureSession();
      } catch {
        return errorStatus(503, SESSION_UNAVAILABLE);
      }
    }
    const result = await runGuards(
      names.map((name) => GUARDS[name]),
      { ...session, params, url, validateResetToken: deps.validateResetToken, lastDealerUuid: deps.lastDealerUuid?.() ?? null },
    );
    if (result.kind !== 'allow') return result;
  }
  if (entry.kind === 'redirect') return redirectTo(redirectTarget(entry, params, url.search));
  return ALLOW;
}
