/**
 * Where to go after signing in (`?redirectTo=`): only same-site paths, never another origin.
 * The rule itself lives once in `@automercato/validation/redirect`.
 */
import { safeRedirectPath } from '@automercato/validation/redirect';
import { DEALER_AREA_LINK } from '../layout/links';

// Same-site paths only: the platform's one rule (server, shell, shell-api).
export { safeRedirectPath };

/**
 * After signing in: `redirectTo` when it is a same-site path; otherwise the dealer area for
 * the dealer sign-in (`?dealer=true`), home for everyone else.
 */
export function afterSignInPath(query: URLSearchParams): string {
  const target = safeRedirectPath(query.get('redirectTo'));
  if (target) return target;
  return query.get('dealer') === 'true' ? DEALER_AREA_LINK : '/';
}
