import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { defineShellConfig, sharedFor } from '@automercato/mf-config';
import pkg from './package.json' with { type: 'json' };
import { ROUTES_FILE, publishedRoutes } from './src/routing/published';
import { FEDERATION_FILE, shellFederation } from './src/federation/federation-file';

/** The version of a package as installed for the shell (what its shared module really is). */
function installedVersion(root: string, name: string): string | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : null;
  } catch {
    return null;
  }
}

/**
 * Writes dist/routes.json (the route table's addresses, for the server's 404s, see published.ts)
 * and dist/federation.json (what the shell needs from the remotes and provides to them, for the
 * platform's gate, see federation-file.ts).
 */
const pluginPublishRoutes = (): RsbuildPlugin => ({
  name: 'automercato:publish-routes',
  apply: 'build',
  setup(api) {
    api.onAfterBuild(() => {
      fs.writeFileSync(path.join(api.context.distPath, ROUTES_FILE), `${JSON.stringify(publishedRoutes())}\n`);
      const federation = shellFederation(sharedFor(pkg), (name) => installedVersion(api.context.rootPath, name));
      fs.writeFileSync(path.join(api.context.distPath, FEDERATION_FILE), `${JSON.stringify(federation, null, 2)}\n`);
    });
  },
});

const shellConfig = defineShellConfig({
  pkg,
  title: 'AutoMercato – Auto usate in Italia',
  favicon: './public/favicon.svg',
});

export default (env: Parameters<typeof shellConfig>[0]) => {
  const config = shellConfig(env);
  return { ...config, plugins: [...(config.plugins ?? []), pluginPublishRoutes()] };
};
