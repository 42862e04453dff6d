import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_DIRS, ROOT } from './apps';
import { coverage, disagreements, paramNames, routePathsOf, type ShellRemoteEntry } from './route-tables';

/** The shell's table, loaded at run time: this package does not compile the shell. */
async function shellRemoteEntries(): Promise<ShellRemoteEntry[]> {
  const url = pathToFileURL(path.join(ROOT, 'shell/src/routing/table.ts')).href;
  const { ROUTE_TABLE } = (await import(/* @vite-ignore */ url)) as { ROUTE_TABLE: Array<{ kind: string; path: string; remote?: string }> };
  return ROUTE_TABLE.filter((e) => e.kind === 'remote').map((e) => ({ path: e.path, remote: e.remote! }));
}

function remoteRoutes(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(REMOTE_DIRS).map(([name, dir]) => [name, routePathsOf(fs.readFileSync(path.join(ROOT, dir, 'src/routes.tsx'), 'utf8'))]),
  );
}

describe('the shell route table and the remotes agree', () => {
  it('every remote exposes literal route paths', () => {
    for (const [name, routes] of Object.entries(remoteRoutes())) expect(routes.length, name).toBeGreaterThan(0);
  });

  it('every shell entry is rendered by its remote with the same parameter names, and every remote route is reached', async () => {
    expect(disagreements(await shellRemoteEntries(), remoteRoutes())).toEqual([]);
  });
});

describe('the comparison itself', () => {
  it('finds a parameter the shell and the remote name differently', () => {
    // The disagreement this check was written for.
    expect(coverage('free-trial/:dealerUuid/activate', 'free-trial/:uuid/activate')).toEqual({ kind: 'renamed', shell: 'dealerUuid', remote: 'uuid' });
    expect(
      disagreements([{ path: 'free-trial/:dealerUuid/activate', remote: 'mf_dealer' }], { mf_dealer: ['free-trial/:uuid/activate'] }),
    ).toEqual(["shell 'free-trial/:dealerUuid/activate' → mf_dealer 'free-trial/:uuid/activate': the shell names the parameter :dealerUuid, the remote reads :uuid"]);
  });

  it('accepts a splat, a parameter over a literal, and optional parameters', () => {
    expect(coverage('dealer/:dealerUuid/listings', 'dealer/*')).toEqual({ kind: 'covers' });
    expect(coverage('admin/users', 'admin/:section/*')).toEqual({ kind: 'covers' });
    expect(coverage('admin/dealers/:uuid', 'admin/:section/*')).toEqual({ kind: 'covers' });
    expect(coverage('risultati/:make?/:model?', 'risultati/:make?/:model?')).toEqual({ kind: 'covers' });
    expect(coverage('risultati', 'risultati/:make?/:model?')).toEqual({ kind: 'covers' });
  });

  it('refuses what the remote would not render', () => {
    expect(coverage('carfax', 'favourites')).toEqual({ kind: 'no' });
    expect(coverage('item/:uuid', 'item')).toEqual({ kind: 'no' });
    expect(coverage('item', 'item/:uuid')).toEqual({ kind: 'no' });
    expect(coverage('risultati/:make?', 'risultati/:make')).toEqual({ kind: 'no' });
    expect(coverage('dealer/:dealerUuid', 'dealer/target')).toEqual({ kind: 'no' });
  });

  it('names an unreached remote route and an entry nobody renders', () => {
    expect(disagreements([{ path: 'carfax', remote: 'mf_carfax' }], { mf_carfax: ['carfax', 'carfax/:id'] })).toEqual([
      "mf_carfax 'carfax/:id': the shell's table sends nobody there",
    ]);
    expect(disagreements([{ path: 'x', remote: 'mf_admin' }], { mf_admin: [] })).toEqual([
      "shell 'x' → mf_admin: no route of the remote renders it (routes: none)",
    ]);
  });

  it('reads literal paths from a routes file', () => {
    expect(routePathsOf("[{ path: 'a/:b', element: <A /> }, { path: \"c\", element: <C /> }]")).toEqual(['a/:b', 'c']);
    expect(paramNames('annunci/:city/:make/:model/:dealer/:uuid')).toEqual(['city', 'make', 'model', 'dealer', 'uuid']);
  });
});
