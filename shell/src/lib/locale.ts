/** SPEC §1/§9: Italian only (it-IT); the locale cookie lasts 365 days. */
export const LOCALE = 'it-IT';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function localeCookie(secure: boolean): string {
  return `${LOCALE_COOKIE}=${LOCALE}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Writes (renews) the locale cookie. */
export function setLocaleCookie(doc: { cookie: string } = document, secure = location.protocol === 'https:'): void {
  doc.cookie = localeCookie(secure);
}
