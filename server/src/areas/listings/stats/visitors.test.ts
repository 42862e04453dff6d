import { describe, expect, it } from 'vitest';
import { addDays, addressKey, isBot, isPrefetch, romeDay, visitorKey } from './visitors.js';

describe('who counts', () => {
  it('tells browsers from bots and tools', () => {
    expect(isBot('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36')).toBe(false);
    expect(isBot('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15')).toBe(false);
    for (const ua of ['Googlebot/2.1', 'Mozilla/5.0 (compatible; YandexBot/3.0)', 'Mozilla/5.0 HeadlessChrome/142.0', 'Go-http-client/1.1', 'node', undefined, '']) {
      expect(isBot(ua), String(ua)).toBe(true);
    }
  });

  it('recognises speculative loads', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isPrefetch({ accept: 'application/json' })).toBe(false);
  });

  it('days are Italian calendar days', () => {
    // 23:30 UTC on 24 November is already 25 November in Rome (UTC+1); in summer UTC+2.
    expect(romeDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(romeDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(romeDay(new Date('2026-07-01T22:01:00Z'))).toBe('2026-07-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('a signed-in user is one visitor whatever the session; guests are their session', () => {
    const user = { id: 'u1' };
    expect(visitorKey({ idHash: 'a', user }, 'k')).toBe(visitorKey({ idHash: 'b', user }, 'k'));
    expect(visitorKey({ idHash: 'a', user: null }, 'k')).not.toBe(visitorKey({ idHash: 'b', user: null }, 'k'));
    expect(visitorKey({ idHash: 'session-hash', user: null }, 'k')).not.toContain('session');
  });

  it('an address is one key per listing and day, an IPv6 /64 is one address, and the key names no address', () => {
    const key = (ip: string, listing = 'l1', day = '2026-11-27') => addressKey(ip, listing, day, 'k');
    expect(key('203.0.113.5')).toBe(key('203.0.113.5'));
    expect(key('203.0.113.5')).not.toBe(key('203.0.113.6'));
    expect(key('203.0.113.5')).not.toBe(key('203.0.113.5', 'l2'));
    expect(key('203.0.113.5')).not.toBe(key('203.0.113.5', 'l1', '2026-11-28'));
    expect(key('::ffff:203.0.113.5')).toBe(key('203.0.113.5'));
    expect(key('2001:db8:1:2::1')).toBe(key('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(key('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:3::1'));
    expect(key('203.0.113.5')).not.toContain('203');
    expect(addressKey('203.0.113.5', 'l1', '2026-11-27', 'other key')).not.toBe(key('203.0.113.5'));
  });
});
