import type { FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Config } from '../../../config.js';
import type { AfterAnswer } from '../../../http/after-answer.js';
import { TooManyRequests } from '../../../http/errors.js';
import { adminReleaseQueries } from './queries.js';
import { adminReleaseService } from './service.js';
import { adminReleaseRoutes } from './routes.js';
import { autoRollback, type AutoRollbackOptions } from './auto-rollback.js';
import { defineArea } from '../../area.js';

export { pinnedUrl } from './present.js';
export { releaseTokenHash, RELEASE_TOKEN_PREFIX } from './tokens.js';
export { adminReleaseService, type AdminReleaseService } from './service.js';
export { adminReleaseQueries } from './queries.js';

export interface AdminReleasesOptions {
  db: Kysely<DB>;
  afterAnswer: AfterAnswer;
  dataDir: string;
  webRoot: string;
  remotes: Config['remotes'];
  releaseHealth: Config['releaseHealth'];
  /** The retention rules the overview states (areas/releases/publish applies them). */
  retention?: { keepLast: number; activeHours: number };
  /**
   * Called after a change of the map commits (promotion, rollback, canary, automatic rollback):
   * areas/releases/publish clears its /remotes.json cache here.
   */
  onMapChanged?: () => void;
}

/** Admins' side of the releases of the remotes: overview, map changes behind the gate, tokens, health. */
export const adminReleasesPlugin: FastifyPluginAsync<AdminReleasesOptions> = async (app, options) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new TooManyRequests(
      'Troppe richieste da questo indirizzo: attendi qualche istante e riprova.', Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  const queries = adminReleaseQueries(options.db);
  const onMapChanged = options.onMapChanged ?? (() => {});
  const releases = adminReleaseService({
    queries,
    dataDir: options.dataDir, webRoot: options.webRoot, remotes: options.remotes,
    rules: {
      ...options.releaseHealth,
      retentionKeepLast: options.retention?.keepLast ?? 10,
      retentionActiveHours: options.retention?.activeHours ?? 24,
    },
    onMapChanged,
    log: app.log,
  });
  const rollback = autoRollback({ queries, rules: options.releaseHealth, onMapChanged, log: app.log });
  adminReleaseRoutes(app, { releases, rollback, afterAnswer: options.afterAnswer });
};

/** The periodic job's work (src/jobs): every running canary checked against the automatic-rollback rule. */
export function releaseHealthWork({ db, releaseHealth, log }: { db: Kysely<DB>; releaseHealth: Config['releaseHealth']; log: AutoRollbackOptions['log'] }) {
  // Another process's /remotes.json cache lives at most a second: nothing to tell it.
  return autoRollback({ queries: adminReleaseQueries(db), rules: releaseHealth, onMapChanged: () => {}, log });
}

/** The area as app.ts and `npm run worker` compose it (src/areas/index.ts). */
export const area = defineArea({
  name: 'releases/admin',
  plugin: adminReleasesPlugin,
  options: ({ db, afterAnswer, dataDir, config, releaseHealth, retention, remoteMap }) => ({
    db, afterAnswer, dataDir, webRoot: config.webRoot, remotes: config.remotes, releaseHealth, retention,
    onMapChanged: () => remoteMap.invalidate(),
  }),
  // A failing canary rolled back even when no beacon comes to trigger the check.
  jobs: ({ db, releaseHealth, log }) => {
    const health = releaseHealthWork({ db, releaseHealth, log });
    return { 'release-health': async () => { await health.evaluateAll(); } };
  },
  // A canary's health is also checked after each beacon; this catches what a quiet minute leaves.
  schedules: { 'release-health': '*/5 * * * *' },
});
