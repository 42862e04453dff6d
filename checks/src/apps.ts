/** Where the apps of the front end live, from this package. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, type RemoteName } from '@automercato/mf-config/remotes';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Federation name → folder of the remote (`mf_search` → `mf-search`). */
export const REMOTE_DIRS: Readonly<Record<RemoteName, string>> = Object.fromEntries(
  Object.values(REMOTES).map((name) => [name, name.replace('_', '-')]),
) as Record<RemoteName, string>;

/** Every front-end app: the shell and the remotes (folder = package name). */
export const APPS: readonly string[] = ['shell', ...Object.values(REMOTE_DIRS)];
