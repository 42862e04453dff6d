/**
 * React.lazy around loadRemote(), recreated per attempt.
 *
 * A rejected lazy component stays rejected forever, so every attempt (first mount of an
 * area, each "Riprova") gets a fresh lazy that calls loadRemote() again. The hook must be
 * used ABOVE the <Suspense> boundary that renders the component: a component that
 * suspends during its own mount loses its hooks state and would recreate the lazy forever.
 * Once a module has loaded, its component is reused directly (no loading flash when the
 * user comes back to an area).
 */
import { lazy, useMemo, type ComponentType } from 'react';
import type { RemoteName } from '@automercato/mf-config/remotes';
import { loadRemoteModule } from './remotes';

const loaded = new Map<string, ComponentType<object>>();

export function useRemoteComponent<M, P extends object = object>(
  remote: RemoteName,
  expose: string,
  toComponent: (mod: M) => ComponentType<P>,
  attempt: number,
): ComponentType<P> {
  const key = `${remote}/${expose}`;
  return useMemo(() => {
    const ready = loaded.get(key);
    if (ready) return ready as ComponentType<P>;
    return lazy(async () => {
      const component = toComponent(await loadRemoteModule<M>(remote, expose));
      loaded.set(key, component as ComponentType<object>);
      return { default: component };
    });
    // `toComponent` is a module-level function (stable); `attempt` forces a fresh lazy.
  }, [key, attempt]);
}
