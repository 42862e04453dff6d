import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $currentUser,
  $isAdmin,
  $isEmailVerified,
  $isLoggedIn,
  $sessionChecked,
  PROFILE_ERROR_TIMEOUT_MS,
  PROFILE_ERROR_TITLE,
  PROFILE_LOAD_ERROR,
  fetchUserFx,
  logoutFx,
  profileRefreshRequested,
  sessionRequested,
  userReset,
  userSet,
  type CurrentUser,
} from './session';
import { $confirm, confirmAnswered } from './confirm';
import { waitFx } from './timer';

const customer: CurrentUser = {
  uuid: 'u-1',
  email: 'cliente@automercato.example',
  name: 'Giulia',
  surname: 'Rossi',
  phone: null,
  email_verified_at: null,
  role: 'customer',
  roles: ['customer'],
  has_google: false,
  dealers: [],
};

describe('session store', () => {
  it('sets and resets the current user', async () => {
    const scope = fork();
    await allSettled(userSet, { scope, params: customer });
    expect(scope.getState($currentUser)).toEqual(customer);
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(scope.getState($isEmailVerified)).toBe(false);

    await allSettled(userSet, { scope, params: { ...customer, email_verified_at: '2026-01-10T10:00:00Z' } });
    expect(scope.getState($isEmailVerified)).toBe(true);

    await allSettled(userReset, { scope });
    expect(scope.getState($currentUser)).toBeNull();
    expect(scope.getState($isLoggedIn)).toBe(false);
  });

  it('is logged in only with a uuid', async () => {
    const scope = fork({ values: [[$currentUser, { ...customer, uuid: '' }]] });
    expect(scope.getState($isLoggedIn)).toBe(false);
  });

  it.each([
    ['automercato-admin', true],
    ['super-admin', true],
    ['customer', false],
    ['dealer', false],
  ] as const)('role %s is admin: %s', async (role, expected) => {
    const scope = fork();
    await allSettled(userSet, { scope, params: { ...customer, role } });
    expect(scope.getState($isAdmin)).toBe(expected);
  });

  it('loads the session: a user, or a guest (null)', async () => {
    const signedIn = fork({ handlers: [[fetchUserFx, () => customer]] });
    expect(signedIn.getState($sessionChecked)).toBe(false);
    await allSettled(sessionRequested, { scope: signedIn });
    expect(signedIn.getState($currentUser)).toEqual(customer);
    expect(signedIn.getState($sessionChecked)).toBe(true);

    const guest = fork({ values: [[$currentUser, customer]], handlers: [[fetchUserFx, () => null]] });
    await allSettled(sessionRequested, { scope: guest });
    expect(guest.getState($currentUser)).toBeNull();
    expect(guest.getState($sessionChecked)).toBe(true);
  });

  it('a failed profile refresh shows the error dialog for 5 s, with no choice', async () => {
    const waits: number[] = [];
    let release = () => {};
    const scope = fork({
      values: [[$currentUser, customer]],
      handlers: [
        [fetchUserFx, () => Promise.reject(new Error('Servizio non disponibile'))],
        [waitFx, (ms: number) => new Promise<void>((resolve) => { waits.push(ms); release = resolve; })],
      ],
    });
    const settled = allSettled(profileRefreshRequested, { scope });
    await new Promise((r) => setTimeout(r, 0));
    expect(scope.getState($confirm)).toMatchObject({
      title: PROFILE_ERROR_TITLE,
      text: 'Servizio non disponibile',
      showChoices: false,
      timeout: PROFILE_ERROR_TIMEOUT_MS,
    });
    expect(waits).toEqual([5000]);
    release();
    await settled;
    expect(scope.getState($confirm)).toBeNull();
    // The user is kept: a failed refresh does not sign anyone out.
    expect(scope.getState($currentUser)).toEqual(customer);
  });

  it('uses the generic text when the error has none', async () => {
    let release = () => {};
    const scope = fork({
      handlers: [
        [fetchUserFx, () => Promise.reject(new Error(''))],
        [waitFx, () => new Promise<void>((resolve) => (release = resolve))],
      ],
    });
    const settled = allSettled(profileRefreshRequested, { scope });
    await new Promise((r) => setTimeout(r, 0));
    expect(scope.getState($confirm)?.text).toBe(PROFILE_LOAD_ERROR);
    // Escape closes it early as well.
    const closed = allSettled(confirmAnswered, { scope, params: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(scope.getState($confirm)).toBeNull();
    release();
    await Promise.all([settled, closed]);
  });

  it('logging out resets the user', async () => {
    const scope = fork({ values: [[$currentUser, customer]], handlers: [[logoutFx, () => undefined]] });
    await allSettled(logoutFx, { scope });
    expect(scope.getState($currentUser)).toBeNull();
  });
});
