/**
 * THE shared map of AutoMercato: every app (shell and remotes) derives its `shared` option
 * from this single table, so all of them agree on singletons and versions.
 *
 * Rules (see ARCHITECTURE.md, "Module Federation: what we verified"):
 * - every entry is a singleton with an explicit `requiredVersion` (a `workspace:*`
 *   dependency would otherwise give an empty version);
 * - every imported subpath is listed on its own (`react-dom/client`, `react/jsx-runtime`…),
 *   otherwise it is bundled a second time;
 * - nothing is eager: `index.ts` → `import('./bootstrap')` gives the async boundary;
 * - an app only provides/consumes the entries whose package it declares in its own
 *   package.json, so an app that does not use effector or i18next neither builds nor loads
 *   them. Shared modules are not tree-shaken: whatever is provided is loaded whole when
 *   something consumes it, so keep the home page free of libraries it does not need.
 */

export interface SharedEntry {
  /** Semver range every consumer accepts. */
  requiredVersion: string;
  /** Version the provider announces; only needed for workspace packages. */
  version?: string;
}

/** Versions of the platform (workspace) packages; keep in step with their package.json. */
export const PLATFORM_VERSION = '0.1.0';

export const SHARED: Readonly<Record<string, SharedEntry>> = {
  react: { requiredVersion: '^19.2.0' },
  'react/jsx-runtime': { requiredVersion: '^19.2.0' },
  // Only imported by development builds (JSX dev transform); costs nothing in production.
  'react/jsx-dev-runtime': { requiredVersion: '^19.2.0' },
  'react-dom': { requiredVersion: '^19.2.0' },
  'react-dom/client': { requiredVersion: '^19.2.0' },
  effector: { requiredVersion: '^23.2.0' },
  'effector-react': { requiredVersion: '^23.2.0' },
  i18next: { requiredVersion: '^27.0.0' },
  'react-i18next': { requiredVersion: '^18.0.0' },
  // Platform packages (workspace): one instance for the whole page.
  // Routing: the tree-shaken re-export of react-router (see packages/router), one instance.
  '@automercato/router': { requiredVersion: `^${PLATFORM_VERSION}`, version: PLATFORM_VERSION },
  '@automercato/shell-api': { requiredVersion: `^${PLATFORM_VERSION}`, version: PLATFORM_VERSION },
  '@automercato/ui': { requiredVersion: `^${PLATFORM_VERSION}`, version: PLATFORM_VERSION },
  // @automercato/entities has one entry per part and no root entry; the entries that hold
  // state are shared, one instance for every remote on the page:
  // - api: THE API client of the remotes;
  // - favourites: THE favourites model and its hearts (effector-react); it reaches the client
  //   through '@automercato/entities/api', so federation gives it the shared one.
  // '@automercato/entities/listing' (card, results link) holds no state and is not shared:
  // each remote bundles it, so the home page loads neither the favourites model nor effector-react
  // nor a chunk of its own for the card.
  '@automercato/entities/api': { requiredVersion: `^${PLATFORM_VERSION}`, version: PLATFORM_VERSION },
  '@automercato/entities/favourites': { requiredVersion: `^${PLATFORM_VERSION}`, version: PLATFORM_VERSION },
};

/** `react-dom/client` → `react-dom`, `@scope/pkg/sub` → `@scope/pkg`. */
export function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

export interface PackageJsonLike {
  name?: string;
  dependencies?: Record<string, string>;
}

export interface FederationSharedConfig {
  singleton: true;
  eager: false;
  requiredVersion: string;
  version?: string;
}

/**
 * The `shared` option for one app: the entries of SHARED whose package is one of the
 * app's runtime `dependencies`.
 */
export function sharedFor(pkg: PackageJsonLike): Record<string, FederationSharedConfig> {
  const deps = pkg.dependencies ?? {};
  const out: Record<string, FederationSharedConfig> = {};
  for (const [request, entry] of Object.entries(SHARED)) {
    if (!(packageNameOf(request) in deps)) continue;
    out[request] = {
      singleton: true,
      eager: false,
      requiredVersion: entry.requiredVersion,
      ...(entry.version ? { version: entry.version } : {}),
    };
  }
  return out;
}
