/**
 * Build-time configuration shared by the shell and every remote: Rsbuild + Module
 * Federation. Apps call `defineShellConfig` / `defineRemoteConfig` in their
 * `rsbuild.config.ts`; everything that must be the same everywhere lives here.
 */
import { BootFilesPlugin } from './boot-files';
import { fileURLToPath } from 'node:url';
import { defineConfig, rspack, type RsbuildConfig, type RsbuildConfigSyncFn } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  pluginModuleFederation,
  type ModuleFederationOptions,
} from '@module-federation/rsbuild-plugin';
import { sharedFor, type PackageJsonLike } from './shared';
import { pluginPrecompress } from './precompress';
import {
  API_DEV_ORIGIN,
  DEV_PORTS,
  MANIFEST_FILE,
  REMOTES,
  SHELL_NAME,
  type RemoteKey,
  type RemoteName,
} from './remotes';

export * from './remotes';
export * from './shared';

/** Absolute path of the runtime plugin (manifest fetch / entry script timeouts). */
export const RUNTIME_PLUGIN_PATH = fileURLToPath(new URL('./runtime-plugin.ts', import.meta.url));

/** `<html lang="it">` page template used by the shell and by each remote run on its own. */
export const HTML_TEMPLATE_PATH = fileURLToPath(new URL('../index.html', import.meta.url));

/** Module Federation options common to every app. */
export function federationOptions(opts: {
  name: string;
  pkg: PackageJsonLike;
  exposes?: Record<string, string>;
  /**
   * Remotes only: use the federation runtime provided by the shell instead of embedding
   * a copy in remoteEntry.js (~30 KB gzip less on every page that loads a remote).
   */
  externalRuntime?: boolean;
}): ModuleFederationOptions {
  const exposes = opts.exposes ?? {};
  const isRemote = Object.keys(exposes).length > 0;
  return {
    name: opts.name,
    ...(isRemote ? { exposes, filename: 'remoteEntry.js' } : {}),
    // Remotes are registered at run time from /remotes.json (see the shell).
    remotes: {},
    shared: sharedFor(opts.pkg),
    // The default ('version-first') fetches every remote's manifest at boot: one remote
    // that is down would leave the whole shell blank.
    shareStrategy: 'loaded-first',
    runtimePlugins: [RUNTIME_PLUGIN_PATH],
    // Types come from workspace packages, never from downloaded archives.
    dts: false,
    // The manifest is what the shell loads; the host does not need one.
    manifest: isRemote ? { fileName: MANIFEST_FILE } : false,
    // The shell puts its federation runtime (runtime-core) on a global; production builds
    // of the remotes use it rather than shipping their own copy.
    experiments: isRemote
      ? { externalRuntime: opts.externalRuntime ?? false }
      : { provideExternalRuntime: true },
  };
}

/** Settings every app shares (2-core machines: keep builds lean). */
function baseConfig(command: string, rspackOutput: Record<string, string> = {}, extraPlugins: BootFilesPlugin[] = []): RsbuildConfig {
  return {
    plugins: [pluginReact(), pluginPrecompress()],
    source: {
      entry: { index: './src/index.ts' },
      // Browser-only apps: the federation runtime's Node.js code paths are dropped.
      define: { ENV_TARGET: JSON.stringify('web') },
    },
    tools: {
      rspack: {
        plugins: [
          // effector-react imports 'effector/effector.mjs', a subpath the shared map does not
          // list: rewritten to 'effector' so it uses the one shared effector, not a second copy.
          new rspack.NormalModuleReplacementPlugin(/^effector\/effector\.mjs$/, 'effector'),
          ...extraPlugins,
        ],
        // Applied after the plugins' defaults (the federation plugin's `chunk_<name>`): these win.
        ...(Object.keys(rspackOutput).length > 0 ? { output: rspackOutput } : {}),
      },
    },
    output: {
      target: 'web',
      // Evergreen browsers only: no core-js polyfills in the bundles.
      polyfill: 'off',
      sourceMap: { js: false, css: false },
      // Only a build owns dist/: a dev server must not wipe the last build.
      cleanDistPath: command === 'build',
    },
  };
}

const apiProxy = {
  '/api': { target: API_DEV_ORIGIN, changeOrigin: false },
  '/sanctum': { target: API_DEV_ORIGIN, changeOrigin: false },
  '/media': { target: API_DEV_ORIGIN, changeOrigin: false },
};

/** `/remotes.json` for the shell's dev server: every remote on its own dev port. */
export function devRemotesJson(): { remotes: Record<RemoteName, string> } {
  const remotes = {} as Record<RemoteName, string>;
  for (const key of Object.keys(REMOTES) as RemoteKey[]) {
    remotes[REMOTES[key]] = `http://localhost:${DEV_PORTS[key]}/${MANIFEST_FILE}`;
  }
  return { remotes };
}

export function defineShellConfig(opts: {
  pkg: PackageJsonLike;
  title: string;
  favicon?: string;
}): RsbuildConfigSyncFn {
  return defineConfig(({ command }) => {
    // The shell's build also lists the files every page loads at boot (boot-files.ts).
    const base = baseConfig(command, {}, [new BootFilesPlugin()]);
    return {
      ...base,
      plugins: [
        ...(base.plugins ?? []),
        pluginModuleFederation(federationOptions({ name: SHELL_NAME, pkg: opts.pkg })),
      ],
      html: { template: HTML_TEMPLATE_PATH, title: opts.title, favicon: opts.favicon },
      output: {
        ...base.output,
        // Absolute asset URLs so that deep links (/annunci/a/b/c/d/e) load the bundle.
        assetPrefix: '/',
      },
      server: {
        port: DEV_PORTS.shell,
        strictPort: true,
        historyApiFallback: true,
        proxy: apiProxy,
        setup: ({ action, server }) => {
          if (action !== 'dev') return;
          server.middlewares.use((req, res, next) => {
            if (req.url !== '/remotes.json' && !req.url?.startsWith('/remotes.json?')) return next();
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(devRemotesJson()));
          });
        },
      },
    };
  });
}

/**
 * Set MF_EMBED_RUNTIME=1 to build a remote that embeds its own federation runtime (for a
 * host that does not provide one). Development servers always embed it, so a remote also
 * runs on its own.
 */
function embedRuntime(command: string): boolean {
  return command !== 'build' || process.env['MF_EMBED_RUNTIME'] === '1';
}

/**
 * An id of one build, made of identifier characters: AM_BUILD_ID when the release pipeline
 * sets one (reproducible builds), otherwise the time and a random part.
 */
export function buildId(env: Record<string, string | undefined> = process.env): string {
  const given = (env['AM_BUILD_ID'] ?? '').replace(/[^A-Za-z0-9_]/g, '_').slice(0, 40);
  if (given) return given;
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Names a build of a remote puts on the page's globals, unique per build. The shell can run
 * two versions of one remote in one page (a page still showing version 3 while a new area
 * loads version 4, see the shell's remotes.ts):
 * - chunkLoadingGlobal: the JSONP array every async chunk pushes into; a shared one would let
 *   version 4's chunk 12 satisfy version 3's request for its own chunk 12;
 * - uniqueName: prefixes the `data-rspack` attribute by which the chunk loader finds a script
 *   (or CSS link) already on the page; a shared one makes version 4 wait on version 3's tag
 *   of the same chunk id, which never fires again (a 120 s hang).
 * The container global (`mf_search`, the manifest's globalName) stays the remote's name: the
 * shell's forced re-registration replaces it on purpose. The federation runtime does not read
 * uniqueName (it keys its instance by name and buildVersion, which re-registration removes).
 */
export function buildGlobals(name: RemoteName, id: string): { uniqueName: string; chunkLoadingGlobal: string } {
  return { uniqueName: `${name}_${id}`, chunkLoadingGlobal: `chunk_${name}_${id}` };
}

export function defineRemoteConfig(opts: {
  key: RemoteKey;
  pkg: PackageJsonLike;
  exposes: Record<string, string>;
  title: string;
}): RsbuildConfigSyncFn {
  const port = DEV_PORTS[opts.key];
  return defineConfig(({ command }) => {
    // Dev servers keep the plain names (HMR, one version per page).
    const base = baseConfig(command, command === 'build' ? buildGlobals(REMOTES[opts.key], buildId()) : {});
    const embed = embedRuntime(command);
    return {
      ...base,
      plugins: [
        ...(base.plugins ?? []),
        pluginModuleFederation(
          federationOptions({
            name: REMOTES[opts.key],
            pkg: opts.pkg,
            exposes: opts.exposes,
            externalRuntime: !embed,
          }),
        ),
      ],
      html: { template: HTML_TEMPLATE_PATH, title: opts.title },
      // api-sdk in one chunk of its own. The API client (@automercato/entities/api) is a shared
      // module, built into a chunk group of its own; without this, the api-sdk code it needs
      // (client, errors, vocabulary: ~6 KB gzip) was copied into it AND into the page chunks
      // that use api-sdk directly (the home's quick search), and the home downloaded both.
      splitChunks: {
        cacheGroups: {
          apiSdk: {
            test: /[\\/]packages[\\/]api-sdk[\\/]/,
            name: 'api-sdk',
            chunks: 'async',
            minSize: 0,
            minChunks: 2,
            priority: 20,
            reuseExistingChunk: true,
          },
        },
      },
      // The standalone page (src/index.ts → bootstrap) is for `dev`: it needs a runtime of
      // its own, so a production build (external runtime) ships no index.html. The shell
      // loads remoteEntry.js, the manifest and the chunks only.
      tools: embed ? base.tools : { ...base.tools, htmlPlugin: false },
      output: {
        ...base.output,
        // Chunks are requested relative to where remoteEntry.js was loaded from, not from
        // the host's origin/path (the platform serves each version under /mf/<key>/<version>/).
        assetPrefix: 'auto',
      },
      dev: {
        assetPrefix: 'auto',
        // HMR websocket of this remote even when its code runs inside the shell's page.
        client: { host: 'localhost', port },
      },
      server: {
        port,
        strictPort: true,
        historyApiFallback: true,
        // The shell's dev server (another port) loads this remote's manifest and chunks.
        cors: { origin: true },
        proxy: apiProxy,
      },
    };
  });
}
