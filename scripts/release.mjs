// npm run release -- mf-search [--platform URL] [--token T] [--version V] [--no-build] [--dist DIR]
// Builds one remote with a fresh AM_BUILD_ID and publishes its dist as an immutable version
//. Exit code: 0 published, 1 refused or failed, 2 called wrongly.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { useNode24 } from './lib/node-version.mjs';
import { ensureInstalled, pnpm, root } from './lib/pnpm.mjs';
import {
  ReleaseError, USAGE, collectFiles, formatSize, newBuildId, parseReleaseArgs, publishBody, publishVersion, publishedLines, refusalLines,
} from './lib/release.mjs';

await useNode24(); // an older Node fetches Node 24 into the project and runs this again with it

/** The checkout's commit, when this is a git checkout with git installed. */
function gitCommit() {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const sha = result.status === 0 ? result.stdout.trim() : '';
  return /^[0-9a-f]{7,64}$/.test(sha) ? sha : null;
}

async function main() {
  const options = parseReleaseArgs(process.argv.slice(2), process.env);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const { remote, platform, token } = options;
  if (options.build) {
    ensureInstalled();
    const buildId = newBuildId();
    console.log(`Compilo ${remote.dir} (build ${buildId})…`);
    const status = pnpm(['--filter', `./${remote.dir}`, 'run', 'build'], { env: { ...process.env, AM_BUILD_ID: buildId } });
    if (status !== 0) throw new ReleaseError(`La compilazione di ${remote.dir} non è riuscita: niente è stato pubblicato.`);
  }
  const dir = options.dist ? path.resolve(options.dist) : path.join(root, remote.dir, 'dist');
  const { files, totalBytes } = collectFiles(dir);
  console.log(`Pubblico ${remote.name} su ${platform}: ${files.length} file, ${formatSize(totalBytes)}${token ? '' : ' (senza token: accesso da sviluppatore su questa macchina)'}…`);
  const body = publishBody({ files, version: options.version, gitCommit: gitCommit(), builtAt: new Date() });
  const result = await publishVersion({ platform, remote: remote.name, token, body });
  if (!result.ok) {
    for (const line of refusalLines(result, { token, platform })) console.error(line);
    return 1;
  }
  for (const line of publishedLines(result.version, { platform, totalBytes, fileCount: files.length })) console.log(line);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(error.message);
  process.exitCode = error.exitCode;
}
