import fp from 'fastify-plugin';
import { webRoutes, type WebOptions } from './routes.js';
import { defineArea } from '../../area.js';

export { type WebOptions } from './routes.js';

/**
 * The web front end from one origin: the shell and its page for client-side routes (the remotes'
 * versions and /remotes.json: areas/releases/publish). Not encapsulated (fastify-plugin): its
 * not-found handler is the whole app's.
 */
export const webPlugin = fp<WebOptions>(async (app, options) => {
  await webRoutes(app, options);
}, { name: 'web' });

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'platform/web',
  plugin: webPlugin,
  options: ({ config }) => ({ webRoot: config.webRoot }),
});
