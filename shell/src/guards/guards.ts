/**
 * The route guards of SPEC §5, as small functions over a context. Each returns `allow`, a
 * redirect or an error status; `runGuards` applies a list in order, the first refusal wins.
 * They know nothing about react-router: the route table lists them by name and the router's
 * loaders run them (see routing/).
 */
import {
  dealerAreaPath,
  dealerTargetDecision,
  isAdmin,
  isEmailVerified,
  isLoggedIn,
  DEALER_NO_ASSOCIATED_PATH,
  DEALER_PLACEHOLDER,
  DEALER_ROLE,
  type CurrentUser,
  type OwnDealer,
} from '@automercato/shell-api';
import { afterSignInPath } from '../lib/redirect';
import { DEALER_AREA_LINK } from '../layout/links';

export interface GuardContext {
  user: CurrentUser | null;
  ownDealers: readonly OwnDealer[];
  /** Route params (`dealerUuid`, `token`…). */
  params: Readonly<Record<string, string | undefined>>;
  /** The requested URL (pathname + search are used). */
  url: URL;
  /** POST /api/validate-reset-token: true when the token can still be used. */
  validateResetToken: (token: string, email: string | null) => Promise<boolean>;
  /** The dealer this browser last opened (shell-api `$lastDealerUuid`), for the area's entry. */
  lastDealerUuid?: string | null;
}

export type GuardResult =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; notice?: string }
  | { kind: 'error'; status: number; message: string };

export type Guard = (ctx: GuardContext) => GuardResult | Promise<GuardResult>;

export const ALLOW: GuardResult = { kind: 'allow' };
export const redirectTo = (to: string, notice?: string): GuardResult => (notice ? { kind: 'redirect', to, notice } : { kind: 'redirect', to });
export const errorStatus = (status: number, message: string): GuardResult => ({ kind: 'error', status, message });

export const SIGNIN_PATH = '/signin';
export const VERIFY_EMAIL_PATH = '/verify-email';
export const PASSWORD_TOKEN_EXPIRED_PATH = '/password-token-expired';

/** Path + query of the request (where to come back after signing in). */
export function currentPath(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/** `/signin?redirectTo=<here>` (plus `dealer=true` for the dealer sign-in). */
export function signInPath(url: URL, options: { dealer?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (options.dealer) query.set('dealer', 'true');
  query.set('redirectTo', currentPath(url));
  return `${SIGNIN_PATH}?${query.toString()}`;
}

/** A user who owns or administers dealers (DECISIONS: role `dealer`), or who owns one. */
export function isDealerUser(user: CurrentUser | null, ownDealers: readonly OwnDealer[]): boolean {
  return isLoggedIn(user) && (user.role === DEALER_ROLE || ownDealers.length > 0);
}

/**
 * guest-only: sign-in and sign-up pages. A signed-in user goes where signing in would take
 * them: `redirectTo` if it is a same-site path, the dealer area from the dealer sign-in, else home.
 */
export const guestOnly: Guard = ({ user, url }) => (isLoggedIn(user) ? redirectTo(afterSignInPath(url.searchParams)) : ALLOW);

/** logged-in: anyone signed in; guests go to the sign-in page and come back. */
export const loggedIn: Guard = ({ user, url }) => (isLoggedIn(user) ? ALLOW : redirectTo(signInPath(url)));

/** logged-in dealer: guests sign in as a dealer; other users are told they have no dealer. */
export const loggedInDealer: Guard = ({ user, ownDealers, url }) => {
  if (!isLoggedIn(user)) return redirectTo(signInPath(url, { dealer: true }));
  return isDealerUser(user, ownDealers) ? ALLOW : redirectTo(DEALER_NO_ASSOCIATED_PATH);
};

/** admin: role automercato-admin or super-admin (SPEC §6); others get the 403 screen. */
export const admin: Guard = ({ user, url }) => {
  if (!isLoggedIn(user)) return redirectTo(signInPath(url));
  return isAdmin(user) ? ALLOW : errorStatus(403, 'Accesso riservato agli amministratori');
};

/** email verified: users whose e-mail is not confirmed yet go to /verify-email. */
export const emailVerified: Guard = ({ user, url }) => {
  if (!isLoggedIn(user)) return redirectTo(signInPath(url));
  return isEmailVerified(user) ? ALLOW : redirectTo(VERIFY_EMAIL_PATH);
};

/**
 * email unverified: /verify-email is pointless once the address is confirmed. A dealer goes on to
 * its area (a new dealer landed on the buyers' home page), anyone else home.
 */
export const emailUnverified: Guard = ({ user, ownDealers, url }) => {
  if (!isLoggedIn(user)) return redirectTo(signInPath(url));
  if (!isEmailVerified(user)) return ALLOW;
  return redirectTo(isDealerUser(user, ownDealers) ? DEALER_AREA_LINK : '/');
};

/** What a dealer reads after being moved from another dealer's address (it was silent). */
export const NOT_YOUR_DEALER = {
  one: 'Non hai accesso a quel concessionario: ti abbiamo portato al tuo.',
  several: 'Non hai accesso a quel concessionario: scegli uno dei tuoi.',
} as const;

/** The notice for a redirect away from `dealerUuid`: none for the `q` placeholder (nothing was refused). */
function notYourDealer(ownDealers: readonly OwnDealer[], dealerUuid: string): string | undefined {
  if (dealerUuid === DEALER_PLACEHOLDER) return undefined;
  return ownDealers.length === 1 ? NOT_YOUR_DEALER.one : NOT_YOUR_DEALER.several;
}

/**
 * owns dealer: with a `dealerUuid` param, the user must own that dealer (a dealer not owned
 * → /dealer/target, coming back here); without one, at least one dealer
 * (none → /dealer/no-associated).
 */
export const ownsDealer: Guard = ({ ownDealers, params, url, lastDealerUuid }) => {
  if (ownDealers.length === 0) return redirectTo(DEALER_NO_ASSOCIATED_PATH);
  const dealerUuid = params['dealerUuid'];
  if (dealerUuid === undefined) return ALLOW;
  // The area's entry ("Area concessionario", the dealer sign-in) opens the dealer last used,
  // decided here too because the header may draw its link before the user's dealers are known.
  if (currentPath(url) === DEALER_AREA_LINK) {
    const last = dealerAreaPath(ownDealers, lastDealerUuid ?? null);
    if (last !== DEALER_AREA_LINK) return redirectTo(last);
  }
  const decision = dealerTargetDecision({ ownDealers, dealerUuid, currentPath: currentPath(url) });
  return decision.kind === 'allow' ? ALLOW : redirectTo(decision.to, notYourDealer(ownDealers, dealerUuid));
};

/**
 * dealer target chosen (SPEC §4): a page of one dealer reached with the `q` placeholder
 * (`/free-trial/q/activate`) gets the dealer chosen first; the target page itself, with
 * one owned dealer and a `redirectTo`, goes straight to that page with the dealer's uuid.
 */
export const dealerTargetChosen: Guard = ({ ownDealers, params, url }) => {
  const dealerUuid = params['dealerUuid'];
  const decision =
    dealerUuid === undefined
      ? dealerTargetDecision({ ownDealers, redirectTo: url.searchParams.get('redirectTo') })
      : dealerTargetDecision({ ownDealers, dealerUuid, currentPath: currentPath(url) });
  if (decision.kind === 'allow') return ALLOW;
  const refused = dealerUuid !== undefined && ownDealers.length > 0 ? notYourDealer(ownDealers, dealerUuid) : undefined;
  return redirectTo(decision.to, refused);
};

/** password token valid: /password-reset/{token} with a token the server still accepts. */
export const passwordTokenValid: Guard = async ({ params, url, validateResetToken }) => {
  const token = params['token'];
  if (!token) return redirectTo(PASSWORD_TOKEN_EXPIRED_PATH);
  const valid = await validateResetToken(token, url.searchParams.get('email'));
  return valid ? ALLOW : redirectTo(PASSWORD_TOKEN_EXPIRED_PATH);
};

/** A query parameter must have a value, otherwise go elsewhere (`/email-verified` needs verified=1). */
export function queryEquals(key: string, value: string, otherwise: string): Guard {
  return ({ url }) => (url.searchParams.get(key) === value ? ALLOW : redirectTo(otherwise));
}

/** The nine guards of SPEC §5, by the names the route table uses. */
export const GUARDS = {
  guestOnly,
  loggedIn,
  loggedInDealer,
  admin,
  emailVerified,
  emailUnverified,
  ownsDealer,
  passwordTokenValid,
  dealerTargetChosen,
} as const satisfies Record<string, Guard>;

export type GuardName = keyof typeof GUARDS;

/** Runs guards in order; the first that does not allow decides. */
export async function runGuards(guards: readonly Guard[], ctx: GuardContext): Promise<GuardResult> {
  for (const guard of guards) {
    const result = await guard(ctx);
    if (result.kind !== 'allow') return result;
  }
  return ALLOW;
}

/** Which guards need the session (GET /api/user) before they can answer. */
export const SESSION_FREE_GUARDS: ReadonlySet<GuardName> = new Set<GuardName>(['passwordTokenValid']);
