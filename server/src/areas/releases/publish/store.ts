import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The files of published versions on disk: `<DATA_DIR>/releases/<key>/<version>/<path>`, served at
 * `/mf/<key>/<version>/<path>`. A version's folder appears whole (written in a staging folder, then
 * renamed) and is never written again; retention deletes it.
 */

export interface VersionFile { path: string; bytes: Buffer }

/** mf_search → search: the folder and the address use the key. */
export const remoteKey = (remote: string) => remote.replace(/^mf_/, '');

export const releasesRoot = (dataDir: string) => path.join(dataDir, 'releases');

/** The folder of one version's files. */
export const versionDir = (dataDir: string, remote: string, version: string) =>
  path.join(releasesRoot(dataDir), remoteKey(remote), version);

/** Where the shell loads the version from. */
export const manifestUrl = (remote: string, version: string) => `/mf/${remoteKey(remote)}/${version}/mf-manifest.json`;

/** Build-time .br/.gz copies of another file of the build: derived, so left out of the content hash. */
const isCompressedSibling = (file: string, all: ReadonlySet<string>) =>
  /\.(br|gz)$/.test(file) && all.has(file.replace(/\.(br|gz)$/, ''));

/**
 * sha256 over the sorted paths and contents: the same build has the same hash whoever sends it (the
 * release CLI, the boot import), whether or not its precompressed copies come with it.
 */
export function contentHash(files: readonly VersionFile[]): string {
  const all = new Set(files.map((f) => f.path));
  const hash = crypto.createHash('sha256');
  for (const file of [...files].filter((f) => !isCompressedSibling(f.path, all)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(`${file.path}\0${file.bytes.length}\0`);
    hash.update(file.bytes);
  }
  return hash.digest('hex');
}

/**
 * Writes a version's files so that the folder appears whole or not at all: into a staging folder
 * beside it, then one rename. A folder already there without a row (a crash between the files and
 * the database) is replaced: nothing was ever served from it.
 */
export async function writeVersion(dataDir: string, remote: string, version: string, files: readonly VersionFile[]): Promise<void> {
  const target = versionDir(dataDir, remote, version);
  const staging = path.join(releasesRoot(dataDir), '.staging', `${remoteKey(remote)}-${version}-${crypto.randomBytes(6).toString('hex')}`);
  await fs.promises.mkdir(staging, { recursive: true });
  try {
    for (const file of files) {
      const to = path.join(staging, file.path);
      await fs.promises.mkdir(path.dirname(to), { recursive: true });
      await fs.promises.writeFile(to, file.bytes);
    }
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rm(target, { recursive: true, force: true });
    await fs.promises.rename(staging, target);
  } catch (error) {
    await fs.promises.rm(staging, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  }
}

export async function removeVersionFiles(dataDir: string, remote: string, version: string): Promise<void> {
  await fs.promises.rm(versionDir(dataDir, remote, version), { recursive: true, force: true });
}

export const hasVersionFiles = (dataDir: string, remote: string, version: string) =>
  fs.existsSync(path.join(versionDir(dataDir, remote, version), 'mf-manifest.json'));

/** The version's stored mf-manifest.json, or null when its files are gone. */
export async function readStoredManifest(dataDir: string, remote: string, version: string): Promise<string | null> {
  try {
    return await fs.promises.readFile(path.join(versionDir(dataDir, remote, version), 'mf-manifest.json'), 'utf8');
  } catch {
    return null;
  }
}

/** Every file under a build folder (the boot import reads a remote's dist), paths with '/'. */
export async function readBuildFolder(root: string): Promise<VersionFile[]> {
  const files: VersionFile[] = [];
  const walk = async (dir: string) => {
    for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) files.push({ path: path.relative(root, full).split(path.sep).join('/'), bytes: await fs.promises.readFile(full) });
    }
  };
  await walk(root);
  return files;
}
