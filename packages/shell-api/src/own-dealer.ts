import { useSyncExternalStore } from 'react';
import { $ownDealers, type OwnDealer } from './dealer';

/**
 * One of the signed-in user's own dealers, followed as it changes, for the area's stateless
 * parts (the tab bar's banners) that must not import effector-react themselves.
 */
export function useOwnDealer(uuid: string): OwnDealer | undefined {
  const dealers = useSyncExternalStore(
    (changed) => $ownDealers.updates.watch(changed),
    () => $ownDealers.getState(),
  );
  return dealers.find((d) => d.uuid.toLowerCase() === uuid.toLowerCase());
}
