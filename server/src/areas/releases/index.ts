import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Jobs } from '../../jobs/index.js';
import { releaseQueries } from './queries.js';
import { applyRetention, releaseService, servableCache } from './service.js';
import { releaseRoutes } from './routes.js';
import { bootImport } from './boot-import.js';
import type { RemoteMap } from './map.js';

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

/** The retention job's handler on `jobs` (the API process, or `npm run worker` on the same DATA_DIR). */
export function releasesWork({ db, jobs, dataDir, retention, log, onRemoved }: Pick<ReleasesOptions, 'db' | 'jobs' | 'dataDir' | 'retention'> & {
  log: { info(msg: string): void }; onRemoved?: () => void;
}): void {
  jobs.work('releases-retention', () => applyRetention({ queries: releaseQueries(db), dataDir, ...retention, log, onRemoved }));
}

/**
 * Releases of the remotes (issue 21): publishing immutable versions (a team's token or a developer),
 * their files at /mf/<key>/<version>/…, the run-time map at /remotes.json, the boot import of the
 * local builds, and the daily retention. The admin side (promote, canary, tokens) is admin-releases.
 */
export const releasesPlugin: FastifyPluginAsync<ReleasesOptions> = async (app, { db, jobs, map, dataDir, webRoot, secureCookies, retention }) => {
  const queries = releaseQueries(db);
  const files = servableCache(queries);
  const service = releaseService({ queries, dataDir, webRoot, onMapChange: () => map.invalidate() });
  releasesWork({ db, jobs, dataDir, retention, log: app.log, onRemoved: () => files.clear() });
  await releaseRoutes(app, { service, map, servable: files.servable, dataDir, secureCookies });
  // At start, after the migrations (prepareDatabase) and before the first request: the local builds.
  app.addHook('onReady', async () => {
    await bootImport({ queries, service, dataDir, webRoot, log: app.log });
    map.invalidate();
  });
};
