import fp from 'fastify-plugin';
import { webRoutes, type WebOptions } from './routes.js';

export { REMOTE_FOLDERS, type WebOptions } from './routes.js';

/**
 * The web front end from one origin: the shell, each remote under /mf/<name>/, /remotes.json,
 * and the shell's page for client-side routes. Not encapsulated (fastify-plugin): its
 * not-found handler is the whole app's.
 */
export const webPlugin = fp<WebOptions>(async (app, options) => {
  await webRoutes(app, options);
}, { name: 'web' });
