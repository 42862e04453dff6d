import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@automercato/shell-api';
import {
  admin,
  dealerTargetChosen,
  emailUnverified,
  emailVerified,
  guestOnly,
  loggedIn,
  loggedInDealer,
  ownsDealer,
  passwordTokenValid,
  queryEquals,
  runGuards,
  type GuardContext,
} from './guards';
import { aUser, anOwnDealer } from '@automercato/shell-api/testing';

const VERIFIED = '2026-01-05T09:00:00Z';
const customer = aUser({ uuid: 'u-1', role: 'customer', email_verified_at: VERIFIED });
const unverified: CurrentUser = { ...customer, email_verified_at: null };
const dealer = aUser({ uuid: 'u-2', role: 'dealer', email_verified_at: VERIFIED });
const adminUser = aUser({ uuid: 'u-3', role: 'automercato-admin', email_verified_at: VERIFIED });
const superAdmin = aUser({ uuid: 'u-4', role: 'super-admin', email_verified_at: null });
const D1 = anOwnDealer({ uuid: 'd-1' });
const D2 = anOwnDealer({ uuid: 'd-2' });

function ctx(path: string, patch: Partial<GuardContext> = {}): GuardContext {
  return {
    user: null,
    ownDealers: [],
    params: {},
    url: new URL(path, 'https://www.automercato.it'),
    validateResetToken: async () => false,
    ...patch,
  };
}

const allow = { kind: 'allow' };
const to = (path: string) => ({ kind: 'redirect', to: path });
const signin = (back: string, dealerFlag = false) =>
  to(`/signin?${dealerFlag ? 'dealer=true&' : ''}redirectTo=${encodeURIComponent(back)}`);

describe('guest-only', () => {
  it('lets guests in', () => expect(guestOnly(ctx('/signin'))).toEqual(allow));
  it('sends a signed-in user home, or to a safe redirectTo', () => {
    expect(guestOnly(ctx('/signin', { user: customer }))).toEqual(to('/'));
    expect(guestOnly(ctx('/signin?redirectTo=%2Fprofile', { user: customer }))).toEqual(to('/profile'));
    expect(guestOnly(ctx('/signin?redirectTo=%2F%2Fevil.example', { user: customer }))).toEqual(to('/'));
    expect(guestOnly(ctx('/signin?redirectTo=https%3A%2F%2Fevil.example%2F', { user: customer }))).toEqual(to('/'));
    expect(guestOnly(ctx('/signin?redirectTo=%2F%5Cevil.example', { user: customer }))).toEqual(to('/'));
  });
  it('sends a signed-in user from the dealer sign-in to the dealer area (or to redirectTo)', () => {
    expect(guestOnly(ctx('/signin?dealer=true', { user: customer }))).toEqual(to('/dealer/q/listings'));
    expect(guestOnly(ctx('/signin?dealer=true&redirectTo=%2Fdealer%2Fq%2Fplan', { user: customer }))).toEqual(to('/dealer/q/plan'));
  });
});

describe('logged-in', () => {
  it('sends guests to sign in, coming back afterwards', () => {
    expect(loggedIn(ctx('/profile?tab=2'))).toEqual(signin('/profile?tab=2'));
  });
  it('lets any user in', () => expect(loggedIn(ctx('/profile', { user: unverified }))).toEqual(allow));
});

describe('logged-in dealer', () => {
  it('sends guests to the dealer sign-in', () => {
    expect(loggedInDealer(ctx('/free-trial/d-1/activated'))).toEqual(signin('/free-trial/d-1/activated', true));
  });
  it('lets a dealer in (by role or by owned dealers)', () => {
    expect(loggedInDealer(ctx('/x', { user: dealer }))).toEqual(allow);
    expect(loggedInDealer(ctx('/x', { user: customer, ownDealers: [D1] }))).toEqual(allow);
  });
  it('tells other users they have no dealer', () => {
    expect(loggedInDealer(ctx('/x', { user: customer }))).toEqual(to('/dealer/no-associated'));
  });
});

describe('admin', () => {
  it('sends guests to sign in', () => expect(admin(ctx('/admin/users'))).toEqual(signin('/admin/users')));
  it('lets both admin roles in', () => {
    expect(admin(ctx('/admin', { user: adminUser }))).toEqual(allow);
    expect(admin(ctx('/admin', { user: superAdmin }))).toEqual(allow);
  });
  it('forbids everyone else (403)', () => {
    expect(admin(ctx('/admin', { user: dealer }))).toMatchObject({ kind: 'error', status: 403 });
  });
});

describe('email verified', () => {
  it('sends unverified users to /verify-email', () => {
    expect(emailVerified(ctx('/admin', { user: superAdmin }))).toEqual(to('/verify-email'));
  });
  it('lets verified users in', () => expect(emailVerified(ctx('/admin', { user: adminUser }))).toEqual(allow));
  it('sends guests to sign in', () => expect(emailVerified(ctx('/admin'))).toEqual(signin('/admin')));
});

describe('email unverified', () => {
  it('lets unverified users in', () => expect(emailUnverified(ctx('/verify-email', { user: unverified }))).toEqual(allow));
  it('sends verified users home', () => expect(emailUnverified(ctx('/verify-email', { user: customer }))).toEqual(to('/')));
  it('sends a verified dealer to its area, not to the buyers\' home', () => {
    expect(emailUnverified(ctx('/verify-email', { user: dealer, ownDealers: [D1] }))).toEqual(to('/dealer/q/listings'));
  });
  it('sends guests to sign in', () => expect(emailUnverified(ctx('/verify-email'))).toEqual(signin('/verify-email')));
});

describe('owns dealer', () => {
  it('lets the owner of that dealer in', () => {
    expect(ownsDealer(ctx('/dealer/d-2/plan', { user: dealer, ownDealers: [D1, D2], params: { dealerUuid: 'd-2' } }))).toEqual(allow);
  });
  it('sends a dealer not owned to dealer-target, to come back to the same page', () => {
    expect(
      ownsDealer(ctx('/dealer/x-9/listings?page=3', { user: dealer, ownDealers: [D1, D2], params: { dealerUuid: 'x-9' } })),
    ).toEqual({
      kind: 'redirect',
      to: `/dealer/target?redirectTo=${encodeURIComponent('/dealer/q/listings?page=3')}`,
      notice: 'Non hai accesso a quel concessionario: scegli uno dei tuoi.',
    });
  });
  it('says why when a dealer opens another dealer\'s address', () => {
    expect(ownsDealer(ctx('/dealer/x-9/plan', { user: dealer, ownDealers: [D1], params: { dealerUuid: 'x-9' } }))).toMatchObject({
      kind: 'redirect', notice: 'Non hai accesso a quel concessionario: ti abbiamo portato al tuo.',
    });
    expect(dealerTargetChosen(ctx('/free-trial/x-9/activate', { ownDealers: [D1], params: { dealerUuid: 'x-9' } }))).toMatchObject({
      kind: 'redirect', notice: 'Non hai accesso a quel concessionario: ti abbiamo portato al tuo.',
    });
    // The `q` placeholder refuses nothing: no notice.
    expect(ownsDealer(ctx('/dealer/q/plan', { user: dealer, ownDealers: [D1], params: { dealerUuid: 'q' } }))).not.toHaveProperty('notice');
  });
  it('with no owned dealer → dealer-no-associated', () => {
    expect(ownsDealer(ctx('/dealer/target', { user: dealer }))).toEqual(to('/dealer/no-associated'));
    expect(ownsDealer(ctx('/dealer/d-1/plan', { user: dealer, params: { dealerUuid: 'd-1' } }))).toEqual(
      to('/dealer/no-associated'),
    );
  });
  it('the area\'s entry opens the dealer last used, if still owned', () => {
    const entry = (last: string | null) => ownsDealer(ctx('/dealer/q/listings', { user: dealer, ownDealers: [D1, D2], params: { dealerUuid: 'q' }, lastDealerUuid: last }));
    expect(entry('d-2')).toEqual(to('/dealer/d-2/listings'));
    expect(entry('x-9')).toEqual(to(`/dealer/target?redirectTo=${encodeURIComponent('/dealer/q/listings')}`));
    expect(entry(null)).toEqual(to(`/dealer/target?redirectTo=${encodeURIComponent('/dealer/q/listings')}`));
    // Other `q` addresses (a plan bought from the public price list) still ask which dealer.
    expect(ownsDealer(ctx('/dealer/q/plan', { user: dealer, ownDealers: [D1, D2], params: { dealerUuid: 'q' }, lastDealerUuid: 'd-2' })))
      .toEqual(to(`/dealer/target?redirectTo=${encodeURIComponent('/dealer/q/plan')}`));
  });
  it('without a dealer param, owning any dealer is enough', () => {
    expect(ownsDealer(ctx('/dealer/target', { user: dealer, ownDealers: [D1] }))).toEqual(allow);
  });
});

describe('dealer target chosen', () => {
  it('one owned dealer + redirectTo → that path with the uuid for /q/', () => {
    expect(dealerTargetChosen(ctx('/dealer/target?redirectTo=%2Fdealer%2Fq%2Fplan', { ownDealers: [D1] }))).toEqual(
      to('/dealer/d-1/plan'),
    );
  });
  it('several dealers: the target page lets the user choose', () => {
    expect(dealerTargetChosen(ctx('/dealer/target?redirectTo=%2Fdealer%2Fq%2Fplan', { ownDealers: [D1, D2] }))).toEqual(allow);
  });
  it('the q placeholder in a dealer page is resolved through the target page', () => {
    expect(
      dealerTargetChosen(ctx('/free-trial/q/activate', { ownDealers: [D1, D2], params: { dealerUuid: 'q' } })),
    ).toEqual(to(`/dealer/target?redirectTo=${encodeURIComponent('/free-trial/q/activate')}`));
  });
  it('no owned dealers → dealer-no-associated', () => {
    expect(dealerTargetChosen(ctx('/dealer/target?redirectTo=%2Fdealer%2Fq%2Fplan'))).toEqual(to('/dealer/no-associated'));
  });
  it('an owned dealer in the URL is a chosen target', () => {
    expect(dealerTargetChosen(ctx('/free-trial/d-1/activate', { ownDealers: [D1], params: { dealerUuid: 'd-1' } }))).toEqual(
      allow,
    );
  });
});

describe('password token valid', () => {
  it('asks the server about the token (and the e-mail of the link)', async () => {
    const asked: unknown[] = [];
    const result = await passwordTokenValid(
      ctx('/password-reset/abc?email=a%40b.it', {
        params: { token: 'abc' },
        validateResetToken: async (token, email) => {
          asked.push([token, email]);
          return true;
        },
      }),
    );
    expect(result).toEqual(allow);
    expect(asked).toEqual([['abc', 'a@b.it']]);
  });
  it('an invalid or missing token → /password-token-expired', async () => {
    expect(await passwordTokenValid(ctx('/password-reset/old', { params: { token: 'old' } }))).toEqual(
      to('/password-token-expired'),
    );
    expect(await passwordTokenValid(ctx('/password-reset/'))).toEqual(to('/password-token-expired'));
  });
});

describe('composition', () => {
  it('queryEquals checks one query value', () => {
    const guard = queryEquals('verified', '1', '/email-token-expired');
    expect(guard(ctx('/email-verified?verified=1'))).toEqual(allow);
    expect(guard(ctx('/email-verified'))).toEqual(to('/email-token-expired'));
  });

  it('runs guards in order: the first refusal wins', async () => {
    const chain = [loggedIn, admin, emailVerified];
    expect(await runGuards(chain, ctx('/admin/users'))).toEqual(signin('/admin/users'));
    expect(await runGuards(chain, ctx('/admin/users', { user: customer }))).toMatchObject({ status: 403 });
    expect(await runGuards(chain, ctx('/admin/users', { user: superAdmin }))).toEqual(to('/verify-email'));
    expect(await runGuards(chain, ctx('/admin/users', { user: adminUser }))).toEqual(allow);
  });

  it('free-trial activation: dealer, verified, target chosen, owner', async () => {
    const chain = [loggedInDealer, emailVerified, dealerTargetChosen, ownsDealer];
    const base = { user: dealer, ownDealers: [D1] };
    expect(await runGuards(chain, ctx('/free-trial/q/activate', { ...base, params: { dealerUuid: 'q' } }))).toEqual(
      to(`/dealer/target?redirectTo=${encodeURIComponent('/free-trial/q/activate')}`),
    );
    expect(await runGuards(chain, ctx('/free-trial/d-1/activate', { ...base, params: { dealerUuid: 'd-1' } }))).toEqual(allow);
  });
});
