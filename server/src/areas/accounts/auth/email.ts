/**
 * The one spelling of an address for look-ups and for every limit keyed on it: " A@b.it" and
 * "a@b.it " are one account, so they share one lockout.
 */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
