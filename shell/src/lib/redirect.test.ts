import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeRedirectPath } from './redirect';

describe('redirectTo after signing in (same-site paths only)', () => {
  it('keeps paths of this site, with their query and hash', () => {
    expect(safeRedirectPath('/profile')).toBe('/profile');
    expect(safeRedirectPath('/risultati/fiat?page=2#top')).toBe('/risultati/fiat?page=2#top');
    expect(safeRedirectPath('/dealer/q/listings')).toBe('/dealer/q/listings');
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['absolute', 'https://evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['backslash', '/\\evil.example'],
    ['control character', '/ok\n//evil.example'],
    ['relative', 'profile'],
    ['empty', ''],
  ])('refuses a %s address', (_, value) => expect(safeRedirectPath(value)).toBeNull());

  it('refuses nothing at all and very long values', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(`/${'a'.repeat(2100)}`)).toBeNull();
  });

  it('goes to redirectTo, else the dealer area from the dealer sign-in, else home', () => {
    expect(afterSignInPath(new URLSearchParams('redirectTo=%2Ffaq'))).toBe('/faq');
    expect(afterSignInPath(new URLSearchParams('dealer=true&redirectTo=%2Fdealer%2Fq%2Fplan'))).toBe('/dealer/q/plan');
    expect(afterSignInPath(new URLSearchParams('dealer=true'))).toBe('/dealer/q/listings');
    expect(afterSignInPath(new URLSearchParams('redirectTo=%2F%2Fevil.example'))).toBe('/');
    expect(afterSignInPath(new URLSearchParams(''))).toBe('/');
  });
});
