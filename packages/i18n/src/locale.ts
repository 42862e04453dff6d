/**
 * The interface speaks it-IT only (SPEC §1, §9). The choice is remembered in a `locale`
 * cookie that lasts 365 days.
 */
export const LOCALE = 'it-IT';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The cookie as a string, for `document.cookie` or a `Set-Cookie` header. */
export function localeCookie(options: { secure?: boolean } = {}): string {
  const expires = new Date(Date.now() + LOCALE_COOKIE_MAX_AGE * 1000).toUTCString();
  return `${LOCALE_COOKIE}=${LOCALE}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Expires=${expires}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** What `setLocaleCookie` needs of a document (kept structural: no DOM types needed). */
export interface CookieTarget {
  cookie: string;
}

interface BrowserGlobals {
  document?: CookieTarget;
  location?: { protocol?: string };
}

/**
 * Writes `locale=it-IT` for 365 days (Secure when the page is served over https). Without a
 * document (server, tests) it does nothing and returns undefined; otherwise it returns the
 * cookie string it wrote.
 */
export function setLocaleCookie(doc: CookieTarget | undefined = (globalThis as BrowserGlobals).document): string | undefined {
  if (!doc) return undefined;
  const secure = (globalThis as BrowserGlobals).location?.protocol === 'https:';
  const cookie = localeCookie({ secure });
  doc.cookie = cookie;
  return cookie;
}
