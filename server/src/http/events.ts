/**
 * What happened, for whoever cares (app.events): areas emit, caches and counters subscribe, and
 * neither knows the other. In-process and synchronous: a subscriber that throws is logged, never
 * fails the write that emitted.
 */
export interface AppEvents {
  /** A write changed what the public sees (a listing, its photos, a dealer): search counts and home counters are stale. */
  'public-listings-changed': void;
  /** Retention removed versions of the remotes: the releases area's cache of servable files is stale. */
  'remote-versions-removed': void;
}

export type EventName = keyof AppEvents;
type Listener<E extends EventName> = (payload: AppEvents[E]) => void;

export class Events {
  private readonly listeners = new Map<EventName, Set<Listener<any>>>();

  constructor(private readonly log?: { error(obj: object, msg: string): void }) {}

  on<E extends EventName>(name: E, listener: Listener<E>): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener);
    return () => { set.delete(listener); };
  }

  emit<E extends EventName>(name: E, ...[payload]: AppEvents[E] extends void ? [] : [AppEvents[E]]): void {
    for (const listener of this.listeners.get(name) ?? []) {
      try {
        listener(payload as AppEvents[E]);
      } catch (error) {
        this.log?.error({ err: error, event: name }, 'events: a subscriber failed');
      }
    }
  }
}

/** What a service that announces changes needs. */
export type Emitter = Pick<Events, 'emit'>;
