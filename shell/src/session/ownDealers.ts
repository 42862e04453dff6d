/**
 * The dealers a signed-in dealer owns or administers, for the guards "logged-in dealer", "owns
 * dealer" and "dealer target chosen" (`$ownDealers` of @automercato/shell-api). GET /api/user
 * names them (`dealers`), so no further request is needed. It runs after every session load or
 * sign-in of a user with the dealer role (see session.ts).
 */
import { DEALER_ROLE, type CurrentUser, type OwnDealer } from '@automercato/shell-api';

function isOwnDealer(value: unknown): value is OwnDealer {
  return typeof value === 'object' && value !== null && typeof (value as { uuid?: unknown }).uuid === 'string';
}

export async function loadOwnDealers(user: CurrentUser): Promise<OwnDealer[]> {
  if (user.role !== DEALER_ROLE) return [];
  const dealers = (user as { dealers?: unknown }).dealers;
  return Array.isArray(dealers) ? dealers.filter(isOwnDealer) : [];
}
