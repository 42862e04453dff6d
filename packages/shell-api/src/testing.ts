/**
 * Test fixtures of the host's session: a whole contract `User` (and an own dealer) with only the
 * fields a test cares about spelled out. For tests only (`@automercato/shell-api/testing`).
 */
import type { CurrentUser } from './session';
import type { OwnDealer } from './dealer';

export function aUser(patch: Partial<CurrentUser> = {}): CurrentUser {
  return {
    uuid: 'u-1',
    email: 'utente@automercato.example',
    name: 'Giulia',
    surname: 'Rossi',
    phone: null,
    role: 'customer',
    roles: [patch.role ?? 'customer'],
    email_verified_at: '2026-01-10T10:00:00Z',
    has_google: false,
    dealers: [],
    ...patch,
  };
}

export function anOwnDealer(patch: Partial<OwnDealer> = {}): OwnDealer {
  return {
    uuid: 'd-1',
    name: 'Autosalone Demo',
    slug: 'autosalone-demo',
    city: 'Milano',
    enabled: true,
    disabled_reason: null,
    vat_confirmation: 'confirmed',
    membership: 'owner',
    ...patch,
  };
}
