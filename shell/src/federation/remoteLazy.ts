/**
 * React.lazy around loadRemote(), recreated per attempt.
 *
 * A rejected lazy component stays rejected forever, so every attempt (first mount of an
 * area, each "Riprova") gets a fresh lazy that calls loadRemote() again. The hook must be
 * used ABOVE the <Suspense> boundary that renders the component: a component that
 * suspends during its own mount loses its hooks state and would recreate the lazy forever.
 * Once a module has loaded, its component is reused directly (no loading flash when the
 * user comes back to an area) — until the remote moves to another version (remotes.ts drops
 * the remote's components), or while a check of the map is in flight: then the lazy waits for
 * the check, so an area mounted by a navigation shows the version that navigation found.
 * A mounted area keeps its lazy, hence the version it mounted with.
 */
import { lazy, useMemo, type ComponentType } from 'react';
import type { RemoteName } from '@automercato/mf-config/remotes';
import type { RemoteExpose } from './needs';
import { loadRemoteModuleVersioned, onRemoteReplaced, pendingMapCheck, remoteGeneration } from './remotes';

interface Loaded {
  component: ComponentType<object>;
  version: string | undefined;
}

const loaded = new Map<string, Loaded>();

onRemoteReplaced((remote) => {
  for (const key of [...loaded.keys()]) if (key.startsWith(`${remote}/`)) loaded.delete(key);
});

/** What an area shows, as its boundary reports it (RemoteBoundary's `version`). */
export interface RemoteInUse {
  version: string | undefined;
}

export function useRemoteComponent<M, P extends object = object, R extends RemoteName = RemoteName>(
  remote: R,
  expose: RemoteExpose<R>,
  toComponent: (mod: M) => ComponentType<P>,
  attempt: number,
  inUse?: RemoteInUse,
): ComponentType<P> {
  const key = `${remote}/${expose}`;
  return useMemo(() => {
    const ready = pendingMapCheck() ? undefined : loaded.get(key);
    if (ready) {
      if (inUse) inUse.version = ready.version;
      return ready.component as ComponentType<P>;
    }
    return lazy(async () => {
      // Settles, never rejects: a failed check leaves the map in use.
      await pendingMapCheck();
      const cached = loaded.get(key);
      if (cached) {
        if (inUse) inUse.version = cached.version;
        return { default: cached.component as ComponentType<P> };
      }
      const { module, version, generation } = await loadRemoteModuleVersioned<M, R>(remote, expose);
      if (inUse) inUse.version = version;
      const component = toComponent(module);
      // A load overtaken by a re-registration is shown here but not kept for the next mount.
      if (remoteGeneration(remote) === generation) loaded.set(key, { component: component as ComponentType<object>, version });
      return { default: component };
    });
    // `toComponent` is a module-level function (stable); `attempt` forces a fresh lazy; key names remote and expose.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [key, attempt]);
}

/** Tests: nothing loaded yet. */
export function resetRemoteComponentsForTests(): void {
  loaded.clear();
}
