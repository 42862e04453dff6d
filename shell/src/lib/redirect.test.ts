import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeRedirectPath } from './redirect';

describe('redirectTo after signing in (same-site paths only)', () => {
  // The refusals themselves are tested once, beside the rule (packages/validation/src/redirect.test.ts).
  it('is the platform rule', () => {
    expect(safeRedirectPath('/risultati/fiat?page=2#top')).toBe('/risultati/fiat?page=2#top');
    expect(safeRedirectPath('//evil.example/x')).toBeNull();
  });

  it('goes to redirectTo, else the dealer area from the dealer sign-in, else home', () => {
    expect(afterSignInPath(new URLSearchParams('redirectTo=%2Ffaq'))).toBe('/faq');
    expect(afterSignInPath(new URLSearchParams('dealer=true&redirectTo=%2Fdealer%2Fq%2Fplan'))).toBe('/dealer/q/plan');
    expect(afterSignInPath(new URLSearchParams('dealer=true'))).toBe('/dealer/q/listings');
    expect(afterSignInPath(new URLSearchParams('redirectTo=%2F%2Fevil.example'))).toBe('/');
    expect(afterSignInPath(new URLSearchParams(''))).toBe('/');
  });
});
