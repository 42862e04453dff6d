/**
 * A guest tapped a heart and was sent to sign in: the listing id waits in sessionStorage, and
 * whichever remote is on screen once the user is back signed in saves it (the results and
 * favourites of mf-search, the listing page of mf-listing). One key for every remote.
 */
export const PENDING_FAVOURITE_KEY = 'am:pending-favourite';

export function rememberPendingFavourite(listingId: string): void {
  try {
    sessionStorage.setItem(PENDING_FAVOURITE_KEY, listingId);
  } catch {
    /* private mode: the favourite is simply not remembered */
  }
}

/** The waiting id, if any (it is forgotten: it is saved once, by whoever takes it). */
export function takePendingFavourite(): string | null {
  try {
    const id = sessionStorage.getItem(PENDING_FAVOURITE_KEY);
    sessionStorage.removeItem(PENDING_FAVOURITE_KEY);
    return id;
  } catch {
    return null;
  }
}

/** Whether `listingId` is the one waiting (without taking it). */
export function isPendingFavourite(listingId: string): boolean {
  try {
    return sessionStorage.getItem(PENDING_FAVOURITE_KEY) === listingId;
  } catch {
    return false;
  }
}
