import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_RELEASE_NAMES } from '@automercato/api-contract';
import { ApiError } from '../../../http/errors.js';
import type { ReleaseQueries } from './queries.js';
import { LOCAL_BOOT, REMOTE_LABELS, type ReleaseService } from './service.js';
import { contentHash, hasVersionFiles, readBuildFolder, remoteKey, writeVersion } from './store.js';

export interface BootImportOptions {
  queries: Pick<ReleaseQueries, 'versionByHash'>;
  service: ReleaseService;
  dataDir: string;
  webRoot: string;
  log: { info(msg: string): void; warn(msg: string): void };
}

/**
 * At start (after the migrations): each remote's `mf-<key>/dist` that is not yet a version is
 * published as the next whole number, channel 'local', by "avvio locale"; it goes live when the
 * remote has no active version or its active version is a local build too (RELEASES.md). dist is
 * only ever this import's source: /mf/ serves the stored versions.
 */
export async function bootImport({ queries, service, dataDir, webRoot, log }: BootImportOptions): Promise<void> {
  for (const remote of REMOTE_RELEASE_NAMES) {
    const label = REMOTE_LABELS[remote] ?? remote;
    const dist = path.join(webRoot, `mf-${remoteKey(remote)}`, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) continue;
    try {
      const files = await readBuildFolder(dist);
      const known = await queries.versionByHash(remote, contentHash(files));
      if (known) {
        // The database kept the version but the data folder lost its files (a new DATA_DIR): the
        // same build is at hand, so the version is whole again.
        if (!known.removed_at && !hasVersionFiles(dataDir, remote, known.version)) {
          await writeVersion(dataDir, remote, known.version, files);
          log.info(`Rilasci: ${label} versione ${known.version}, file ripristinati dalla build locale`);
        }
        continue;
      }
      const { row, activated } = await service.publish({ remote, files, publisher: { kind: 'local' }, builtAt: fs.statSync(path.join(dist, 'mf-manifest.json')).mtime });
      const verdict = row.compatibility.ok ? '' : ` (attenzione: ${row.compatibility.problems.join(' ')})`;
      log.info(`Rilasci: ${label} versione ${row.version} pubblicata dalla build locale (${LOCAL_BOOT})${activated ? ', ora attiva' : ', non attiva: un amministratore ha scelto un\'altra versione'}${verdict}`);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : (error as Error).stack ?? String(error);
      log.warn(`Rilasci: la build locale di ${label} (${dist}) non è stata importata: ${message}`);
    }
  }
}
