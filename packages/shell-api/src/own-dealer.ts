import { useSyncExternalStore } from 'react';
import { $ownDealers, type OwnDealer } from './dealer';

/**
 * The signed-in user's own dealers, followed as they change, for the area's stateless parts
 * (the tab bar's banners, the dealer switcher) that must not import effector-react themselves.
 */
export function useOwnDealers(): readonly OwnDealer[] {
  return useSyncExternalStore(
    (changed) => $ownDealers.updates.watch(changed),
    () => $ownDealers.getState(),
  );
}

/** One of the signed-in user's own dealers (see useOwnDealers). */
export function useOwnDealer(uuid: string): OwnDealer | undefined {
  return useOwnDealers().find((d) => d.uuid.toLowerCase() === uuid.toLowerCase());
}
