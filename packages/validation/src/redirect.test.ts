import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.js';

describe('safeRedirectPath (server, shell and shell-api)', () => {
  it('keeps paths of this site, with their query and hash', () => {
    expect(safeRedirectPath('/')).toBe('/');
    expect(safeRedirectPath('/profile')).toBe('/profile');
    expect(safeRedirectPath('/risultati/fiat?page=2#top')).toBe('/risultati/fiat?page=2#top');
    expect(safeRedirectPath('/dealer/q/listings')).toBe('/dealer/q/listings');
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['tab before a second slash', '/\t/evil.example'],
    ['newline', '/ok\n//evil.example'],
    ['carriage return', '/ok\r\nSet-Cookie: x=1'],
    ['NUL', '/ok\u0000'],
    ['DEL', '/ok\u007f'],
    ['other origin', 'https://evil.example/'],
    ['other origin over http', 'http://evil.example/x'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['host without a scheme', 'evil.example'],
    ['relative path', 'profile'],
    ['empty', ''],
  ])('refuses a %s address', (_, value) => expect(safeRedirectPath(value)).toBeNull());

  it('refuses what is not a string, and very long values', () => {
    for (const value of [null, undefined, 42, ['/a', '/b'], { to: '/' }]) expect(safeRedirectPath(value)).toBeNull();
    expect(safeRedirectPath(`/${'a'.repeat(2100)}`)).toBeNull();
  });

  it('lets percent-encoded text through only as a path of this site', () => {
    for (const value of ['/%0d%0aSet-Cookie:x', '/%2F%2Fevil.example', '/%5Cevil.example']) {
      const kept = safeRedirectPath(value);
      expect(kept, value).not.toBeNull();
      expect(kept!.startsWith('/') && !kept!.startsWith('//'), value).toBe(true);
      expect(new URL(kept!, 'https://automercato.it').origin, value).toBe('https://automercato.it');
    }
  });
});
