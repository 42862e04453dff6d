import { describe, expect, it } from 'vitest';
import { loggableUrl, secretLink } from './secret-urls.js';

describe('loggableUrl: what the request log writes', () => {
  it('writes a secret path as its template, without the token or the query', () => {
    expect(loggableUrl('/password-reset/abcDEF123_-?email=a%40b.it')).toBe('/password-reset/:token');
    expect(loggableUrl('/api/email/verify/abc')).toBe('/api/email/verify/:token');
    expect(loggableUrl('/carfax/report/abc/')).toBe('/carfax/report/:token');
    expect(loggableUrl('/api/carfax-reports/shared/abc')).toBe('/api/carfax-reports/shared/:token');
    expect(loggableUrl('/social/callback/google?code=xyz&state=s')).toBe('/social/callback/google');
    // An escaped slash does not hide the path from the rule.
    expect(loggableUrl('/password-reset%2Fabc')).toBe('/password-reset/:token');
  });

  it('keeps every other URL as it is', () => {
    expect(loggableUrl('/api/listings?make=fiat')).toBe('/api/listings?make=fiat');
    expect(loggableUrl('/password-reset')).toBe('/password-reset');
  });

  it('builds the links the mails carry from the same paths', () => {
    expect(secretLink('https://x.example', 'passwordReset', 'T').url).toBe('https://x.example/password-reset/T');
    expect(secretLink('https://x.example', 'carfaxReport', 'T').url).toBe('https://x.example/carfax/report/T');
  });
});
