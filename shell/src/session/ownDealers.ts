/**
 * OWNED DEALERS LOADER — to be filled by the dealer issue.
 *
 * The guards "logged-in dealer", "owns dealer" and "dealer target chosen" read the dealers
 * the user owns from `$ownDealers` (@automercato/shell-api). The API does not serve them
 * yet, so this loader answers an empty list: a signed-in dealer is sent to
 * /dealer/no-associated until it is implemented (e.g. with a `GET /api/user/dealers` call
 * in @automercato/api-sdk). It runs after every session load or sign-in of a user with the
 * dealer role (see session.ts).
 */
import { DEALER_ROLE, type CurrentUser, type OwnDealer } from '@automercato/shell-api';

export async function loadOwnDealers(user: CurrentUser): Promise<OwnDealer[]> {
  if (user.role !== DEALER_ROLE) return [];
  return [];
}
