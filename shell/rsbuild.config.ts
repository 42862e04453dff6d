import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { defineShellConfig } from '@automercato/mf-config';
import pkg from './package.json' with { type: 'json' };
import { ROUTES_FILE, publishedRoutes } from './src/routing/published';

/** Writes dist/routes.json: the route table's addresses, for the server's 404s (see published.ts). */
const pluginPublishRoutes = (): RsbuildPlugin => ({
  name: 'automercato:publish-routes',
  apply: 'build',
  setup(api) {
    api.onAfterBuild(() => {
      fs.writeFileSync(path.join(api.context.distPath, ROUTES_FILE), `${JSON.stringify(publishedRoutes())}\n`);
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
