import { useSyncExternalStore } from 'react';
import type { Store } from 'effector';

/**
 * The current value of an effector store (no scope: the shell runs on the global state).
 * The shell uses this instead of effector-react on the home page, to keep the home page's
 * JavaScript within budget; remotes use `useUnit` from effector-react (shared).
 */
export function useStoreValue<T>(store: Store<T>): T {
  return useSyncExternalStore(
    (onChange) => store.subscribe(onChange),
    () => store.getState(),
    () => store.getState(),
  );
}
