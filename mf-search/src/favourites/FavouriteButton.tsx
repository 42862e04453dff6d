import { useEffect } from 'react';
import { useStoreMap, useUnit } from 'effector-react';
import { IconButton } from '@automercato/ui/button';
import { IconHeart } from '@automercato/ui/icons';
import { $busyIds, $favouriteIds, favouriteToggled, favouritesMounted } from './model';

/** Loads the favourites of the signed-in user (once) for a page that shows hearts. */
export function useFavouritesOnPage(): void {
  const mounted = useUnit(favouritesMounted);
  useEffect(() => mounted(), [mounted]);
}

/** The heart on a listing card: a toggle button (aria-pressed) shared by every page. */
export function FavouriteButton({ id, title }: { id: string; title: string }) {
  const saved = useStoreMap({ store: $favouriteIds, keys: [id], fn: (ids, [key]) => ids.includes(key) });
  const busy = useStoreMap({ store: $busyIds, keys: [id], fn: (ids, [key]) => ids.includes(key) });
  const toggle = useUnit(favouriteToggled);
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
