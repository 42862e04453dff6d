import { describe, expect, it } from 'vitest';
import { matchesRoutePattern } from './shell-page.js';

describe('matchesRoutePattern (react-router patterns of the shell route table)', () => {
  it.each([
    ['/', '/', true],
    ['/', '/faq', false],
    ['/risultati/:make?/:model?', '/risultati', true],
    ['/risultati/:make?/:model?', '/risultati/fiat', true],
    ['/risultati/:make?/:model?', '/risultati/fiat/panda/', true],
    ['/risultati/:make?/:model?', '/risultati/fiat/panda/4x4', false],
    ['/faq', '/FAQ', true],
    ['/faq', '/faqs', false],
    ['/password-reset/:token', '/password-reset', false],
    ['/password-reset/:token', '/password-reset/abc', true],
    ['/dealer/:dealerUuid/:buyPlan', '/dealer/x/buy-plan-y', true],
    ['/admin/*', '/admin/a/b/c', true],
    ['/about-us', '/about%2Dus', true],
  ])('%s ~ %s → %s', (pattern, pathname, expected) => {
    expect(matchesRoutePattern(pattern, pathname)).toBe(expected);
  });
});
