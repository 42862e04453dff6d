/**
 * `federation.json`, published with the build next to routes.json (rsbuild.config.ts): what this
 * shell needs from each remote and the shared modules it provides. The platform's gate reads it
 * before a version of a remote goes live: a version that lacks a module the shell loads, or that
 * requires a singleton the shell provides in a version outside its range, is refused.
 *   { "needs": { "mf_search": ["routes", "home"], … }, "provides": { "react": "19.2.3", … } }
 */
import type { RemoteName } from '@automercato/mf-config/remotes';
import { REMOTE_NEEDS } from './needs';

export const FEDERATION_FILE = 'federation.json';

export interface ShellFederation {
  needs: Record<RemoteName, string[]>;
  /** Shared module (as federation names it: `react`, `react-dom/client`…) → version provided. */
  provides: Record<string, string>;
}

/** `react-dom/client` → `react-dom`, `@scope/pkg/sub` → `@scope/pkg`. */
function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/**
 * @param shared the shell's `shared` option (sharedFor(package.json)): an entry with a `version`
 *   (platform packages) is announced with it; the others with the installed package's version.
 * @param installedVersion the `version` of node_modules/<package>/package.json, or null.
 */
export function shellFederation(
  shared: Readonly<Record<string, { version?: string }>>,
  installedVersion: (pkg: string) => string | null,
): ShellFederation {
  const needs = {} as Record<RemoteName, string[]>;
  for (const [remote, exposes] of Object.entries(REMOTE_NEEDS) as [RemoteName, readonly string[]][]) {
    needs[remote] = [...exposes];
  }
  const provides: Record<string, string> = {};
  for (const [request, entry] of Object.entries(shared)) {
    const version = entry.version ?? installedVersion(packageNameOf(request));
    if (!version) throw new Error(`${FEDERATION_FILE}: no installed version of ${packageNameOf(request)} (shared as ${request})`);
    provides[request] = version;
  }
  return { needs, provides };
}
