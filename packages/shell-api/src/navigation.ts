/**
 * Navigation units: a remote asks, the shell navigates (react-router for site paths, a full
 * page load for back-end pages such as the checkout). `navigateFx` and `openExternalFx`
 * get their handlers from the shell.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';

export interface NavigationRequest {
  /** Site path with optional query and hash (`/risultati?page=2`). */
  to: string;
  replace?: boolean;
}

export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
}

export const navigationRequested = createEvent<NavigationRequest>('navigationRequested');
export const externalNavigationRequested = createEvent<string>('externalNavigationRequested');
/** Fired by the shell after every navigation. */
export const locationChanged = createEvent<ShellLocation>('locationChanged');

export const $location = createStore<ShellLocation>(
  { pathname: '/', search: '', hash: '' },
  { name: '$location' },
).on(locationChanged, (_, location) => location);

export const navigateFx = createEffect<NavigationRequest, void>({ name: 'navigateFx' });
export const openExternalFx = createEffect<string, void>({ name: 'openExternalFx' });

sample({ clock: navigationRequested, target: navigateFx });
sample({ clock: externalNavigationRequested, target: openExternalFx });
