import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE_MAX_AGE, localeCookie, setLocaleCookie } from './locale';

describe('locale cookie (SPEC §1, §9)', () => {
  it('is it-IT for 365 days', () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
    expect(localeCookie(false)).toBe('locale=it-IT; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie(true)).toMatch(/; Secure$/);
    const doc = { cookie: '' };
    setLocaleCookie(doc, false);
    expect(doc.cookie).toMatch(/^locale=it-IT;/);
  });
});
