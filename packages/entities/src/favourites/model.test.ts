import { describe, expect, it, vi } from 'vitest';
import { allSettled, createWatch, fork } from 'effector';
import { $currentUser, $location, confirmFx, navigationRequested, showToastFx, type CurrentUser } from '@automercato/shell-api';
import { ApiError, type Api } from '@automercato/api-sdk';
import { provideApi } from '../api/api';
import {
  $busyIds, $favouriteIds, $loadedFor, addFavouriteFx, favouriteToggled, favouritesMounted, fetchFavouriteIdsFx,
  removeFavouriteFx, signInHref, storePendingFx, takePendingFx,
} from './model';
import { aUser } from '@automercato/shell-api/testing';

const user = aUser({ uuid: 'u-1', email_verified_at: '2026-01-01', role: 'customer' });

function setup(options: { user?: CurrentUser | null; ids?: string[]; add?: (id: string) => Promise<void>; remove?: (id: string) => Promise<void>; confirm?: boolean; pending?: string | null } = {}) {
  const calls = { fetch: 0, add: [] as string[], remove: [] as string[], stored: [] as string[], toasts: [] as unknown[], navigations: [] as unknown[] };
  let pending = options.pending ?? null;
  const scope = fork({
    values: [
      [$currentUser, options.user === undefined ? user : options.user],
      [$location, { pathname: '/risultati/bmw', search: '?fuel=diesel', hash: '' }],
    ],
    handlers: [
      [fetchFavouriteIdsFx, async () => {
        calls.fetch += 1;
        return options.ids ?? ['a', 'b'];
      }],
      [addFavouriteFx, async (id: string) => {
        calls.add.push(id);
        await (options.add?.(id) ?? Promise.resolve());
      }],
      [removeFavouriteFx, async (id: string) => {
        calls.remove.push(id);
        await (options.remove?.(id) ?? Promise.resolve());
      }],
      [storePendingFx, (id: string) => {
        pending = id;
        calls.stored.push(id);
      }],
      [takePendingFx, () => {
        const id = pending;
        pending = null;
        return id;
      }],
      [confirmFx, async () => options.confirm ?? true],
      [showToastFx, (toast: unknown) => {
        calls.toasts.push(toast);
        return { id: 't', ...(toast as object) };
      }],
    ],
  });
  createWatch({ unit: navigationRequested, scope, fn: (n) => calls.navigations.push(n) });
  return { scope, calls, pending: () => pending };
}

describe('favourites model', () => {
  it('loads the signed-in user\'s ids, and again when another page with hearts mounts', async () => {
    const { scope, calls } = setup();
    await allSettled(favouritesMounted, { scope });
    expect(scope.getState($favouriteIds)).toEqual(['a', 'b']);
    expect(scope.getState($loadedFor)).toBe('u-1');
    expect(calls.fetch).toBe(1);
    // The listing page (another remote) may have saved or removed one meanwhile.
    await allSettled(favouritesMounted, { scope });
    expect(calls.fetch).toBe(2);
  });

  it('does not load for a guest', async () => {
    const { scope, calls } = setup({ user: null });
    await allSettled(favouritesMounted, { scope });
    expect(calls.fetch).toBe(0);
    expect(scope.getState($favouriteIds)).toEqual([]);
  });

  it('adds at once (optimistic) and keeps it when the server agrees', async () => {
    let release!: () => void;
    const { scope, calls } = setup({ add: () => new Promise<void>((r) => (release = r)) });
    await allSettled(favouritesMounted, { scope });
    const done = allSettled(favouriteToggled, { scope, params: 'c' });
    await vi.waitFor(() => expect(calls.add).toEqual(['c']));
    expect(scope.getState($favouriteIds)).toEqual(['c', 'a', 'b']);
    expect(scope.getState($busyIds)).toEqual(['c']);
    release();
    await done;
    expect(scope.getState($favouriteIds)).toEqual(['c', 'a', 'b']);
    expect(scope.getState($busyIds)).toEqual([]);
  });

  it('rolls back and shows the error toast when saving fails', async () => {
    const { scope, calls } = setup({ add: async () => { throw new ApiError('4', 'La pagina o il contenuto richiesto non esiste.', 404); } });
    await allSettled(favouritesMounted, { scope });
    await allSettled(favouriteToggled, { scope, params: 'c' });
    expect(scope.getState($favouriteIds)).toEqual(['a', 'b']);
    expect(calls.toasts).toEqual([{ title: 'Errore', text: 'La pagina o il contenuto richiesto non esiste.', icon: 'error' }]);
  });

  it('removes at once and puts it back when removing fails', async () => {
    const { scope, calls } = setup({ remove: async () => { throw new ApiError('1', 'rete', 0); } });
    await allSettled(favouritesMounted, { scope });
    await allSettled(favouriteToggled, { scope, params: 'a' });
    expect(calls.remove).toEqual(['a']);
    expect(scope.getState($favouriteIds)).toEqual(['a', 'b']);
    expect(calls.toasts).toHaveLength(1);
    expect((calls.toasts[0] as { text: string }).text).toBe('Non è stato possibile aggiornare i preferiti. Riprova.');
  });

  it('a guest is asked to sign in, with a way back to this page, and the id waits', async () => {
    const { scope, calls, pending } = setup({ user: null, confirm: true });
    await allSettled(favouriteToggled, { scope, params: 'x' });
    expect(calls.add).toEqual([]);
    expect(calls.stored).toEqual(['x']);
    expect(pending()).toBe('x');
    expect(calls.navigations).toEqual([{ to: `/signin?redirectTo=${encodeURIComponent('/risultati/bmw?fuel=diesel')}` }]);
  });

  it('a guest who answers "Non ora" leaves nothing waiting', async () => {
    const { scope, calls, pending } = setup({ user: null, confirm: false });
    await allSettled(favouriteToggled, { scope, params: 'x' });
    expect(calls.navigations).toEqual([]);
    expect(pending()).toBeNull();
  });

  it('saves the waiting favourite once the user is signed in', async () => {
    const { scope, calls, pending } = setup({ user: null, pending: 'x' });
    await allSettled(favouritesMounted, { scope });
    expect(calls.add).toEqual([]);
    await allSettled($currentUser, { scope, params: user });
    expect(calls.fetch).toBe(1);
    expect(calls.add).toEqual(['x']);
    expect(scope.getState($favouriteIds)).toEqual(['x', 'a', 'b']);
    expect(pending()).toBeNull();
    expect(calls.toasts).toEqual([{ title: 'Completato', text: 'Annuncio salvato nei preferiti.', icon: 'success' }]);
  });

  it('does not save twice a waiting favourite that is already saved', async () => {
    const { scope, calls } = setup({ pending: 'a' });
    await allSettled(favouritesMounted, { scope });
    expect(calls.add).toEqual([]);
  });

  it('forgets the set at sign-out', async () => {
    const { scope } = setup();
    await allSettled(favouritesMounted, { scope });
    await allSettled($currentUser, { scope, params: null });
    expect(scope.getState($favouriteIds)).toEqual([]);
    expect(scope.getState($loadedFor)).toBeNull();
  });

  it('taps made while the list loads survive its answer', async () => {
    let answer!: (ids: string[]) => void;
    const scope = fork({
      values: [[$currentUser, user]],
      handlers: [
        [fetchFavouriteIdsFx, () => new Promise<string[]>((r) => (answer = r))],
        [addFavouriteFx, () => new Promise<void>(() => undefined)],
      ],
    });
    const loading = allSettled(favouritesMounted, { scope });
    void allSettled(favouriteToggled, { scope, params: 'new' });
    await vi.waitFor(() => expect(scope.getState($favouriteIds)).toEqual(['new']));
    answer(['a']);
    await vi.waitFor(() => expect(scope.getState($favouriteIds)).toEqual(['new', 'a']));
    void loading;
  });

  it('a view may word the sign-in question for its place', async () => {
    const asked: unknown[] = [];
    const scoped = fork({
      values: [[$currentUser, null]],
      handlers: [
        [confirmFx, async (question: unknown) => {
          asked.push(question);
          return false;
        }],
        [storePendingFx, () => undefined],
        [takePendingFx, () => null],
      ],
    });
    await allSettled(favouriteToggled, { scope: scoped, params: { id: 'x', prompt: { text: 'Testo della pagina', no: 'Annulla' } } });
    await allSettled(favouriteToggled, { scope: scoped, params: 'y' });
    expect(asked).toEqual([
      { title: 'Accedi per salvare i preferiti', text: 'Testo della pagina', yes: 'Accedi', no: 'Annulla' },
      expect.objectContaining({ title: 'Accedi per salvare i preferiti', no: 'Non ora' }),
    ]);
  });

  it('reads every page of saved listings, up to five', async () => {
    const pages: number[] = [];
    provideApi({
      listings: {
        favourites: {
          list: async ({ page }: { page: number }) => {
            pages.push(page);
            return { items: [{ uuid: `p${page}` }], meta: { page, per_page: 100, total: 700, last_page: 7 } };
          },
        },
      },
    } as unknown as Api);
    try {
      expect(await fetchFavouriteIdsFx()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      expect(pages).toEqual([1, 2, 3, 4, 5]);
    } finally {
      provideApi(null);
    }
  });

  it('signInHref', () => {
    expect(signInHref('/favourites')).toBe('/signin?redirectTo=%2Ffavourites');
  });
});
