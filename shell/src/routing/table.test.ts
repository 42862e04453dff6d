import { describe, expect, it } from 'vitest';
import { matchEntry } from './match';
import { ROUTE_TABLE, buyPlanUuid, redirectTarget, type RedirectEntry, type RouteEntry } from './table';

const UUID = '6f1c2a4e-8b3d-4e5f-9a7b-1c2d3e4f5a6b';
const PLAN = '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

function describeEntry(entry: RouteEntry | undefined) {
  if (!entry) return 'none';
  if (entry.kind === 'page') return `page:${entry.page}`;
  if (entry.kind === 'remote') return `remote:${entry.remote}`;
  return `redirect`;
}

describe('route table (SPEC §2): every address has an owner', () => {
  it.each([
    ['/login', 'redirect'],
    ['/register', 'redirect'],
    ['/signin', 'page:signin'],
    ['/signup', 'page:signup'],
    ['/risultati', 'remote:mf_search'],
    ['/risultati/bmw', 'remote:mf_search'],
    ['/risultati/bmw/x3', 'remote:mf_search'],
    [`/item/${UUID}`, 'remote:mf_listing'],
    [`/annunci/milano/fiat/panda/autorossi/${UUID}`, 'remote:mf_listing'],
    ['/carfax', 'remote:mf_carfax'],
    ['/carfax/report/abc123token', 'remote:mf_carfax'],
    [`/carfax/richieste/${UUID}`, 'remote:mf_carfax'],
    ['/favourites', 'remote:mf_search'],
    ['/profile', 'page:profile'],
    ['/faq', 'page:faq'],
    ['/tos', 'page:tos'],
    ['/about-us', 'page:about-us'],
    ['/contact-us', 'page:contact-us'],
    ['/for-dealers', 'page:for-dealers'],
    ['/how-it-works', 'page:how-it-works'],
    ['/privacy-policy', 'page:privacy-policy'],
    ['/purchase-ok', 'page:purchase-ok'],
    ['/purchase-ko', 'page:purchase-ko'],
    ['/verify-email', 'page:verify-email'],
    ['/email-verified', 'page:email-verified'],
    ['/email-token-expired', 'page:email-token-expired'],
    ['/password-recover', 'page:password-recover'],
    ['/password-reset/abc123', 'page:password-reset'],
    ['/password-updated', 'page:password-updated'],
    ['/password-token-expired', 'page:password-token-expired'],
    ['/dev', 'page:dev'],
    ['/list', 'page:placeholder-list'],
    ['/technology', 'page:placeholder-technology'],
    ['/about', 'page:placeholder-about'],
    ['/dealer', 'page:placeholder-dealer'],
    ['/contatti', 'page:placeholder-contatti'],
    [`/free-trial/${UUID}/activate`, 'remote:mf_dealer'],
    [`/free-trial/${UUID}/activated`, 'remote:mf_dealer'],
    ['/dealer/signin', 'redirect'],
    ['/dealer/login', 'redirect'],
    ['/dealer/register', 'redirect'],
    ['/dealer/signup', 'remote:mf_dealer'],
    ['/dealer/target', 'remote:mf_dealer'],
    ['/dealer/no-associated', 'remote:mf_dealer'],
    ['/dealer/failed-verification', 'remote:mf_dealer'],
    ['/dealer/plan-purchase-ok', 'remote:mf_dealer'],
    ['/dealer/plan-purchase-ko', 'remote:mf_dealer'],
    [`/dealer/${UUID}`, 'redirect'],
    [`/dealer/${UUID}/dashboard`, 'redirect'],
    [`/dealer/${UUID}/plan`, 'remote:mf_dealer'],
    [`/dealer/${UUID}/carfax`, 'remote:mf_carfax'],
    [`/dealer/${UUID}/listings`, 'remote:mf_dealer'],
    [`/dealer/${UUID}/messages`, 'remote:mf_dealer'],
    [`/dealer/${UUID}/carfax-reports`, 'remote:mf_carfax'],
    [`/dealer/${UUID}/carfax-reports/${PLAN}`, 'remote:mf_carfax'],
    [`/dealer/${UUID}/settings`, 'remote:mf_dealer'],
    [`/dealer/${UUID}/buy-plan-${PLAN}`, 'remote:mf_dealer'],
    ['/admin', 'redirect'],
    ['/admin/users', 'remote:mf_admin'],
    ['/admin/carfax', 'remote:mf_carfax'],
    ['/admin/listings', 'remote:mf_admin'],
    ['/admin/messages', 'remote:mf_admin'],
    ['/admin/dealers', 'remote:mf_admin'],
    ['/admin/carfax-reports', 'remote:mf_carfax'],
    [`/admin/carfax-reports/${UUID}`, 'remote:mf_carfax'],
    [`/admin/dealers/${UUID}`, 'remote:mf_admin'],
    ['/admin/dealer-admins', 'remote:mf_admin'],
    [`/admin/dealer-admins/${UUID}`, 'remote:mf_admin'],
    ['/admin/releases', 'remote:mf_admin'],
    ['/pulse', 'remote:mf_admin'],
    ['/horizon', 'remote:mf_admin'],
  ])('%s → %s', (path, owner) => {
    expect(describeEntry(matchEntry(path)?.entry)).toBe(owner);
  });

  it.each(['/nope', '/item', '/risultati/a/b/c', '/admin/unknown', '/admin/users/extra', '/favourites/x', '/free-trial/x'])(
    '%s matches nothing (404)',
    (path) => {
      expect(matchEntry(path)).toBeNull();
    },
  );

  it('has a page title for every page and remote, the trial one as SPEC §2 says', () => {
    for (const entry of ROUTE_TABLE) {
      if (entry.kind !== 'redirect') expect(entry.title, entry.path).toMatch(/AutoMercato/);
    }
    expect(matchEntry(`/free-trial/${UUID}/activate`)?.entry).toMatchObject({ title: 'Prova Gratuita 30 Giorni – AutoMercato' });
  });

  it('reads the plan uuid of buy-plan-{planuuid}', () => {
    expect(buyPlanUuid(`buy-plan-${PLAN}`)).toBe(PLAN);
    expect(buyPlanUuid('buy-plan-')).toBeNull();
    expect(buyPlanUuid('buy-plan-basic')).toBeNull();
    expect(buyPlanUuid('plan')).toBeNull();
  });
});

describe('redirectTarget', () => {
  const entry = (to: RedirectEntry['to']): RedirectEntry => ({ kind: 'redirect', path: 'x', to });
  it('keeps the query string, without overriding the destination’s own', () => {
    expect(redirectTarget(entry('/signin'), {}, '?redirectTo=%2Fprofile')).toBe('/signin?redirectTo=%2Fprofile');
    expect(redirectTarget(entry('/signin?dealer=true'), {}, '?dealer=false&x=1')).toBe('/signin?dealer=true&x=1');
    expect(redirectTarget(entry('/signup'), {}, '')).toBe('/signup');
  });
  it('computes destinations from params', () => {
    expect(redirectTarget(entry((p) => `/dealer/${p['dealerUuid']}/listings`), { dealerUuid: 'd-1' }, '')).toBe(
      '/dealer/d-1/listings',
    );
  });
});
