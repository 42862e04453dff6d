/**
 * Comparing the shell's route table with a remote's routes. Both are react-router patterns from
 * the site root without the leading slash: `free-trial/:dealerUuid/activate`, `dealer/*`,
 * `risultati/:make?/:model?`.
 */

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string; optional: boolean } | { kind: 'splat' };

function segments(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter((s) => s !== '')
    .map((s): Segment => {
      if (s === '*') return { kind: 'splat' };
      if (s.startsWith(':')) return { kind: 'param', name: s.slice(1).replace(/\?$/, ''), optional: s.endsWith('?') };
      return { kind: 'literal', value: s };
    });
}

/** Parameter names of a pattern, in order. */
export function paramNames(pattern: string): string[] {
  return segments(pattern).flatMap((s) => (s.kind === 'param' ? [s.name] : []));
}

export type Coverage =
  /** The remote route renders every address of the shell entry, reading the same parameter names. */
  | { kind: 'covers' }
  /** It renders them, but reads a parameter under another name than the shell's table gives it. */
  | { kind: 'renamed'; shell: string; remote: string }
  | { kind: 'no' };

/** Whether the remote route `remote` renders every address of the shell pattern `shell`. */
export function coverage(shell: string, remote: string): Coverage {
  const s = segments(shell);
  const r = segments(remote);
  let renamed: Coverage | null = null;
  for (let i = 0; i < Math.max(s.length, r.length); i++) {
    const rs = r[i];
    const ss = s[i];
    if (rs?.kind === 'splat') return renamed ?? { kind: 'covers' };
    if (!rs) return { kind: 'no' }; // the shell's address is longer
    if (!ss) {
      if (rs.kind === 'param' && rs.optional) continue;
      return { kind: 'no' };
    }
    if (ss.kind === 'splat') return { kind: 'no' }; // only a splat covers a splat
    if (rs.kind === 'literal') {
      if (ss.kind !== 'literal' || ss.value !== rs.value) return { kind: 'no' };
      continue;
    }
    // A remote parameter: takes any literal; facing a shell parameter, the names must agree, and
    // a shell optional parameter needs an optional one.
    if (ss.kind === 'param') {
      if (ss.optional && !rs.optional) return { kind: 'no' };
      if (ss.name !== rs.name) renamed ??= { kind: 'renamed', shell: ss.name, remote: rs.name };
    }
  }
  return renamed ?? { kind: 'covers' };
}

export interface ShellRemoteEntry {
  path: string;
  remote: string;
}

/**
 * What disagrees between the shell's remote entries and the routes each remote exposes (one
 * Italian-free line each, for the test's message): a shell entry no remote route renders, one
 * rendered under another parameter name, and a remote route the shell never sends anyone to.
 */
export function disagreements(shellEntries: readonly ShellRemoteEntry[], remoteRoutes: Readonly<Record<string, readonly string[]>>): string[] {
  const problems: string[] = [];
  for (const entry of shellEntries) {
    const routes = remoteRoutes[entry.remote] ?? [];
    const results = routes.map((route) => ({ route, result: coverage(entry.path, route) }));
    for (const { route, result } of results) {
      if (result.kind === 'renamed') {
        problems.push(`shell '${entry.path}' → ${entry.remote} '${route}': the shell names the parameter :${result.shell}, the remote reads :${result.remote}`);
      }
    }
    if (!results.some(({ result }) => result.kind !== 'no')) {
      problems.push(`shell '${entry.path}' → ${entry.remote}: no route of the remote renders it (routes: ${routes.join(', ') || 'none'})`);
    }
  }
  for (const [remote, routes] of Object.entries(remoteRoutes)) {
    const entries = shellEntries.filter((e) => e.remote === remote);
    for (const route of routes) {
      if (!entries.some((e) => coverage(e.path, route).kind !== 'no')) {
        problems.push(`${remote} '${route}': the shell's table sends nobody there`);
      }
    }
  }
  return problems;
}

/** The `path: '…'` literals of a remote's `src/routes.tsx`. */
export function routePathsOf(source: string): string[] {
  return [...source.matchAll(/\bpath:\s*(['"`])([^'"`]*)\1/g)].map((m) => m[2]!);
}
