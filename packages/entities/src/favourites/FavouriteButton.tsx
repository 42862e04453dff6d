/** The hearts of a listing, both driven by the one favourites model. */
import { useEffect } from 'react';
import { useStoreMap, useUnit } from 'effector-react';
import { Button, IconButton } from '@automercato/ui/button';
import { IconHeart } from '@automercato/ui/icons';
import { $busyIds, $favouriteIds, favouriteToggled, favouritesMounted, type SignInPrompt } from './model';

/** (Re)loads the favourites of the signed-in user for a page that shows hearts. */
export function useFavouritesOnPage(): void {
  const mounted = useUnit(favouritesMounted);
  useEffect(() => mounted(), [mounted]);
}

function useFavourite(id: string) {
  const saved = useStoreMap({ store: $favouriteIds, keys: [id], fn: (ids, [key]) => ids.includes(key) });
  const busy = useStoreMap({ store: $busyIds, keys: [id], fn: (ids, [key]) => ids.includes(key) });
  const toggle = useUnit(favouriteToggled);
  return { saved, busy, toggle };
}

/** The heart on a listing card: an icon toggle button (aria-pressed). */
export function FavouriteButton({ id, title }: { id: string; title: string }) {
  const { saved, busy, toggle } = useFavourite(id);
  return (
    <IconButton
      label={`Salva nei preferiti: ${title}`}
      title={saved ? 'Rimuovi dai preferiti' : 'Salva nei preferiti'}
      aria-pressed={saved}
      variant="secondary"
      size="sm"
      className={`ms-heart${saved ? ' ms-heart--on' : ''}`}
      data-busy={busy || undefined}
      onClick={() => toggle(id)}
    >
      <IconHeart size={20} fill={saved ? 'currentColor' : 'none'} />
    </IconButton>
  );
}

export const FAVOURITE_TOGGLE_TEXTS = {
  add: 'Aggiungi ai preferiti',
  remove: 'Rimuovi dai preferiti',
} as const;

/** The page's sign-in question (the listing page, where the card's wording does not fit). */
export const PAGE_SIGN_IN_PROMPT: SignInPrompt = {
  text: 'Salva gli annunci che ti interessano e ritrovali quando vuoi nella pagina Preferiti.',
  no: 'Annulla',
};

/**
 * The labelled heart of a listing's own page ("Preferiti"): its name says what a tap does.
 * It loads the favourites itself, so a page needs nothing else.
 */
export function FavouriteToggle({ id, className }: { id: string; className?: string }) {
  useFavouritesOnPage();
  const { saved, busy, toggle } = useFavourite(id);
  const label = saved ? FAVOURITE_TOGGLE_TEXTS.remove : FAVOURITE_TOGGLE_TEXTS.add;
  return (
    <Button
      variant="secondary"
      className={[className, saved ? `${className ?? 'am-fav'}--on` : null].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      data-busy={busy || undefined}
      onClick={() => toggle({ id, prompt: PAGE_SIGN_IN_PROMPT })}
      iconStart={<IconHeart />}
    >
      Preferiti
    </Button>
  );
}
