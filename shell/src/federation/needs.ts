/**
 * THE modules the shell loads from each remote. Every loadRemoteModule / RemoteArea /
 * RemoteWidget call is typed against this table, and the shell's build publishes it in
 * dist/federation.json: the platform refuses to promote a version of a remote that lacks one
 * of them ("Manca il modulo ./home che la shell usa"). A use that is not listed here does not
 * compile; a listed module nobody uses fails federation.test.ts.
 */
import type { RemoteName } from '@automercato/mf-config/remotes';

export const REMOTE_NEEDS = {
  // The results and favourites pages; the home page's quick search (HomePage).
  mf_search: ['routes', 'home'],
  mf_listing: ['routes'],
  mf_dealer: ['routes'],
  mf_carfax: ['routes'],
  mf_admin: ['routes'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** The exposes (without `./`) the shell may load from `R`. */
export type RemoteExpose<R extends RemoteName> = (typeof REMOTE_NEEDS)[R][number];

/** Remotes whose `./routes` the route table may hand an address to. */
export type AreaRemote = { [R in RemoteName]: 'routes' extends RemoteExpose<R> ? R : never }[RemoteName];

/** Exposes other than `./routes`, embedded as widgets in shell pages. */
export type WidgetExpose<R extends RemoteName> = Exclude<RemoteExpose<R>, 'routes'>;

/** Remotes that have at least one widget. */
export type WidgetRemote = { [R in RemoteName]: WidgetExpose<R> extends never ? never : R }[RemoteName];
