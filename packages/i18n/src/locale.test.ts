import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE, LOCALE_COOKIE_MAX_AGE, localeCookie, setLocaleCookie } from './locale.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('locale cookie', () => {
  it('is it-IT for 365 days on the whole site', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    expect(LOCALE).toBe('it-IT');
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(localeCookie()).toBe(
      'locale=it-IT; Max-Age=31536000; Expires=Thu, 01 Jan 2026 00:00:00 GMT; Path=/; SameSite=Lax',
    );
    expect(localeCookie({ secure: true })).toMatch(/; Secure$/);
  });
  it('is written to the document, Secure over https', () => {
    const doc = { cookie: '' };
    expect(setLocaleCookie(doc)).toBe(doc.cookie);
    expect(doc.cookie).toMatch(/^locale=it-IT; Max-Age=31536000; /);
    expect(doc.cookie).not.toMatch(/Secure/);
    vi.stubGlobal('location', { protocol: 'https:' });
    setLocaleCookie(doc);
    expect(doc.cookie).toMatch(/; Secure$/);
  });
  it('does nothing without a document', () => {
    expect(setLocaleCookie(undefined)).toBeUndefined();
  });
});
