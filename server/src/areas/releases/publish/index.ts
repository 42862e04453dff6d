import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/index.js';
import { releaseQueries } from './queries.js';
import { applyRetention, releaseService, servableCache } from './service.js';
import { releaseRoutes } from './routes.js';
import { bootImport } from './boot-import.js';
import type { RemoteMap } from './map.js';
import { defineArea } from '../../area.js';

export { releaseQueries, type ReleaseQueries, type RemoteVersionRow, type RemoteMapRow } from './queries.js';
export {
  presentVersion, versionStatus, EMPTY_HEALTH, loadVersion, readShellFederation, retentionVictims, applyRetention,
  REMOTE_LABELS, RETENTION_KEEP_LAST, RETENTION_ACTIVE_HOURS, MAX_RELEASE_BYTES, MAX_RELEASE_FILES,
} from './service.js';
export { versionDir, releasesRoot, remoteKey, manifestUrl, readStoredManifest } from './store.js';
export { createRemoteMap, inCanary, sessionKeyOf, CANARY_COOKIE, type RemoteMap, type RemotesBody } from './map.js';
export { compatibilityProblems, manifestFacts, type ShellFederation, type ManifestFacts } from './gate.js';

export interface ReleasesOptions {
  db: Kysely<DB>;
  jobs: Jobs;
  /** The map behind /remotes.json (app.ts makes it: the admin side invalidates it after a change). */
  map: RemoteMap;
  dataDir: string;
  /** Where mf-<key>/dist (the boot import's source) and shell/dist/federation.json are. */
  webRoot: string;
  secureCookies: boolean;
  retention: { keepLast: number; activeHours: number };
}

/**
 * Releases of the remotes: publishing immutable versions (a team's token or a developer),
 * their files at /mf/<key>/<version>/…, the run-time map at /remotes.json, the boot import of the
 * local builds, and the daily retention. The admin side (promote, canary, tokens) is admin-releases.
 */
export const releasesPlugin: FastifyPluginAsync<ReleasesOptions> = async (app, { db, jobs, map, dataDir, webRoot, secureCookies, retention }) => {
  const queries = releaseQueries(db);
  const files = servableCache(queries);
  const service = releaseService({ queries, dataDir, webRoot, onMapChange: () => map.invalidate() });
  // The retention job (the area below) may have removed files this process still lists.
  app.events.on('remote-versions-removed', () => files.clear());
  await releaseRoutes(app, { service, map, servable: files.servable, dataDir, secureCookies });
  // At start, after the migrations (prepareDatabase) and before the first request: the local builds.
  app.addHook('onReady', async () => {
    await bootImport({ queries, service, dataDir, webRoot, log: app.log });
    map.invalidate();
  });
};

/** The area as app.ts and `npm run worker` compose it (src/areas/index.ts). */
export const area = defineArea({
  name: 'releases/publish',
  plugin: releasesPlugin,
  options: ({ db, jobs, remoteMap, dataDir, config, retention }) => ({
    db, jobs, map: remoteMap, dataDir, webRoot: config.webRoot, secureCookies: config.secureCookies, retention,
  }),
  // Retention of the remotes' versions: a worker shares DATA_DIR with the API (the files live there).
  jobs: ({ db, dataDir, retention, log, events }) => ({
    'releases-retention': () => applyRetention({
      queries: releaseQueries(db), dataDir, ...retention, log, onRemoved: () => events.emit('remote-versions-removed'),
    }),
  }),
  // Old versions of the remotes (RELEASES_KEEP_LAST, RELEASES_ACTIVE_HOURS).
  schedules: { 'releases-retention': '11 4 * * *' },
});
