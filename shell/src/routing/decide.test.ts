import { describe, expect, it } from 'vitest';
import type { CurrentUser, OwnDealer } from '@automercato/shell-api';
import { decide, type DecideDeps } from './decide';
import { matchEntry } from './match';
import { aUser, anOwnDealer } from '@automercato/shell-api/testing';

const UUID = '6f1c2a4e-8b3d-4e5f-9a7b-1c2d3e4f5a6b';
const PLAN = '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const VERIFIED = '2026-01-05T09:00:00Z';

function deps(user: CurrentUser | null = null, ownDealers: OwnDealer[] = [], tokenValid = false): DecideDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    ensureSession: async () => {
      calls.push('session');
      return { user, ownDealers };
    },
    validateResetToken: async (token) => {
      calls.push(`token:${token}`);
      return tokenValid;
    },
  };
}

async function run(path: string, d: DecideDeps = deps()) {
  const url = new URL(path, 'https://www.automercato.it');
  const found = matchEntry(url.pathname);
  if (!found) throw new Error(`no entry for ${path}`);
  return decide(found.entry, found.params, url, d);
}

const to = (path: string) => ({ kind: 'redirect', to: path });

describe('redirects of SPEC §2', () => {
  it.each([
    ['/login', '/signin'],
    ['/register', '/signup'],
    ['/dealer/signin', '/signin?dealer=true'],
    ['/dealer/login', '/dealer/signin'],
    ['/dealer/register', '/dealer/signup'],
    [`/dealer/${UUID}/dashboard`, `/dealer/${UUID}/listings`],
    [`/dealer/${UUID}`, `/dealer/${UUID}/listings`],
    ['/login?redirectTo=%2Fprofile', '/signin?redirectTo=%2Fprofile'],
  ])('%s → %s', async (from, dest) => {
    expect(await run(from)).toEqual(to(dest));
  });

  it('/admin goes to the users tab, for an admin', async () => {
    const admin = aUser({ uuid: 'a', role: 'super-admin', email_verified_at: VERIFIED });
    expect(await run('/admin', deps(admin))).toEqual(to('/admin/users'));
  });

  it('/admin sends a guest to sign in first', async () => {
    expect(await run('/admin')).toEqual(to(`/signin?redirectTo=${encodeURIComponent('/admin')}`));
  });

  it('/email-verified needs verified=1, otherwise /email-token-expired', async () => {
    expect(await run('/email-verified')).toEqual(to('/email-token-expired'));
    expect(await run('/email-verified?verified=0')).toEqual(to('/email-token-expired'));
    expect(await run('/email-verified?verified=1')).toEqual({ kind: 'allow' });
  });
});

describe('guards in the table', () => {
  it('a guest on /profile signs in and comes back', async () => {
    expect(await run('/profile')).toEqual(to(`/signin?redirectTo=${encodeURIComponent('/profile')}`));
  });

  it('a guest on an admin tab signs in', async () => {
    expect(await run('/admin/users')).toEqual(to(`/signin?redirectTo=${encodeURIComponent('/admin/users')}`));
  });

  it('a customer on an admin tab is forbidden (403)', async () => {
    const customer = aUser({ uuid: 'c', role: 'customer', email_verified_at: VERIFIED });
    expect(await run('/admin/users', deps(customer))).toMatchObject({ kind: 'error', status: 403 });
  });

  it('an unverified admin verifies the e-mail first', async () => {
    const admin = aUser({ uuid: 'a', role: 'automercato-admin', email_verified_at: null });
    expect(await run('/admin/users', deps(admin))).toEqual(to('/verify-email'));
  });

  it('/password-reset/{token} asks the server, without loading the session', async () => {
    const d = deps(null, [], false);
    expect(await run('/password-reset/abc', d)).toEqual(to('/password-token-expired'));
    expect(d.calls).toEqual(['token:abc']);
    expect(await run('/password-reset/abc', deps(null, [], true))).toEqual({ kind: 'allow' });
  });

  it('pages without guards never load the session', async () => {
    const d = deps();
    expect(await run('/faq', d)).toEqual({ kind: 'allow' });
    expect(await run('/risultati/bmw', d)).toEqual({ kind: 'allow' });
    expect(d.calls).toEqual([]);
  });

  it('a session that cannot be loaded is an error, not a sign-in', async () => {
    const d: DecideDeps = {
      ensureSession: () => Promise.reject(new Error('offline')),
      validateResetToken: async () => true,
    };
    expect(await run('/profile', d)).toMatchObject({ kind: 'error', status: 503 });
  });

  it('a dealer owning the dealer reaches its pages; a guest signs in as a dealer', async () => {
    const dealer = aUser({ uuid: 'd', role: 'dealer', email_verified_at: VERIFIED });
    expect(await run(`/dealer/${UUID}/plan`, deps(dealer, [anOwnDealer({ uuid: UUID })]))).toEqual({ kind: 'allow' });
    expect(await run(`/dealer/${UUID}/plan`)).toEqual(
      to(`/signin?dealer=true&redirectTo=${encodeURIComponent(`/dealer/${UUID}/plan`)}`),
    );
  });

  it('the trial activation resolves the q placeholder to the only owned dealer', async () => {
    const dealer = aUser({ uuid: 'd', role: 'dealer', email_verified_at: VERIFIED });
    const first = await run('/free-trial/q/activate', deps(dealer, [anOwnDealer({ uuid: UUID })]));
    expect(first).toEqual(to(`/dealer/target?redirectTo=${encodeURIComponent('/free-trial/q/activate')}`));
    expect(await run(`/dealer/target?redirectTo=${encodeURIComponent('/free-trial/q/activate')}`, deps(dealer, [anOwnDealer({ uuid: UUID })]))).toEqual(
      to(`/free-trial/${UUID}/activate`),
    );
  });
});

describe('buy-plan-{planuuid}', () => {
  it('needs both uuids, otherwise 404 "Not found" — before any guard', async () => {
    const d = deps();
    expect(await run(`/dealer/${UUID}/buy-plan-basic`, d)).toEqual({ kind: 'error', status: 404, message: 'Not found' });
    expect(await run(`/dealer/${UUID}/buy-plan-`, d)).toEqual({ kind: 'error', status: 404, message: 'Not found' });
    expect(await run(`/dealer/not-a-uuid/buy-plan-${PLAN}`, d)).toEqual({ kind: 'error', status: 404, message: 'Not found' });
    expect(await run(`/dealer/${UUID}/nonsense`, d)).toMatchObject({ status: 404 });
    expect(d.calls).toEqual([]);
  });

  it('with both uuids, the dealer guards apply', async () => {
    expect(await run(`/dealer/${UUID}/buy-plan-${PLAN}`)).toMatchObject({ kind: 'redirect' });
  });
});
