/**
 * The heart of a listing: whether the signed-in buyer saved it, and the optimistic toggle
 * (POST / DELETE /api/listings/favourites/{id}, rolled back with an error toast when the
 * call fails). A guest is asked to sign in instead; the listing waits (shell-api's pending
 * favourite) and is saved as soon as they are back here signed in.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { ApiError } from '@automercato/api-sdk';
import {
  $currentUser,
  isLoggedIn,
  isPendingFavourite,
  rememberPendingFavourite,
  takePendingFavourite,
} from '@automercato/shell-api';
import { useApi } from './api';
import { notify } from './notify';
import { useSignInPrompt } from './useSignInPrompt';

/** Pages of saved listings read to find this one (the API gives at most 100 a page). */
const PER_PAGE = 100;
const MAX_PAGES = 5;

export const FAVOURITE_TEXTS = {
  add: 'Aggiungi ai preferiti',
  remove: 'Rimuovi dai preferiti',
  signInTitle: 'Accedi per salvare i preferiti',
  signInText: 'Salva gli annunci che ti interessano e ritrovali quando vuoi nella pagina Preferiti.',
  addFailed: 'Non è stato possibile aggiungere l’annuncio ai preferiti. Riprova.',
  savedAfterSignIn: 'Annuncio salvato nei preferiti.',
  removeFailed: 'Non è stato possibile rimuovere l’annuncio dai preferiti. Riprova.',
} as const;

export function useFavourite(listingUuid: string) {
  const api = useApi();
  const user = useUnit($currentUser);
  const loggedIn = isLoggedIn(user);
  const userUuid = loggedIn ? user.uuid : null;
  const askToSignIn = useSignInPrompt();
  const [saved, setSaved] = useState(false);
  const pending = useRef(false);
  /** Bumped by every toggle: a slow "is it saved?" answer must not undo a click. */
  const version = useRef(0);

  useEffect(() => {
    setSaved(false);
    if (!userUuid) return;
    let current = true;
    const started = version.current;
    (async () => {
      // Tapped as a guest, then signed in: save it now.
      if (isPendingFavourite(listingUuid)) {
        takePendingFavourite();
        try {
          await api.listings.favourites.add(listingUuid);
        } catch {
          notify.error(FAVOURITE_TEXTS.addFailed);
          return false;
        }
        notify.success(FAVOURITE_TEXTS.savedAfterSignIn);
        return true;
      }
      for (let page = 1; page <= MAX_PAGES; page++) {
        const result = await api.listings.favourites.list({ page, per_page: PER_PAGE });
        if (result.items.some((item) => item.uuid === listingUuid)) return true;
        if (page >= result.meta.last_page) return false;
      }
      return false;
    })().then(
      (found) => {
        if (current && version.current === started) setSaved(found);
      },
      () => {
        /* not knowing only means the heart starts empty */
      },
    );
    return () => {
      current = false;
    };
  }, [api, userUuid, listingUuid]);

  const toggle = useCallback(async () => {
    // Asked to sign in, the listing waits to be saved on return; "Annulla" forgets it.
    const signInToSave = async () => {
      rememberPendingFavourite(listingUuid);
      if (!(await askToSignIn(FAVOURITE_TEXTS.signInTitle, FAVOURITE_TEXTS.signInText))) takePendingFavourite();
    };
    if (!userUuid) {
      await signInToSave();
      return;
    }
    if (pending.current) return;
    pending.current = true;
    version.current++;
    const next = !saved;
    setSaved(next);
    try {
      if (next) await api.listings.favourites.add(listingUuid);
      else await api.listings.favourites.remove(listingUuid);
    } catch (error) {
      setSaved(!next);
      if (error instanceof ApiError && error.code === '3') {
        if (next) await signInToSave();
        else await askToSignIn(FAVOURITE_TEXTS.signInTitle, FAVOURITE_TEXTS.signInText);
      } else {
        notify.error(next ? FAVOURITE_TEXTS.addFailed : FAVOURITE_TEXTS.removeFailed);
      }
    } finally {
      pending.current = false;
    }
  }, [api, askToSignIn, listingUuid, saved, userUuid]);

  return { saved, toggle, loggedIn };
}
