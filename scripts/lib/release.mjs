// The release CLI's parts, apart from the process around them (scripts/release.mjs), so
// checks/src/release-cli.test.ts and the e2e journey (e2e/tests/releases.spec.ts) use the same code:
// which remote, the options, the build folder's files, the request body, the request and its answer.
// Plain Node (no dependency): a team's CI runs it from a fresh clone after `pnpm install`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Short key → federation name (packages/mf-config/src/remotes.ts; a check keeps them equal). */
export const RELEASE_REMOTES = {
  search: 'mf_search',
  listing: 'mf_listing',
  dealer: 'mf_dealer',
  carfax: 'mf_carfax',
  admin: 'mf_admin',
};

/** The contract's RELEASE_VERSION_PATTERN (packages/api-contract/src/constants.ts). */
export const RELEASE_VERSION_PATTERN = '^[0-9][0-9a-z.-]{0,39}$';
/** The server's limits on one publication (RELEASES.md "Validation of a publish"): checked here first. */
export const MAX_FILES = 2000;
export const MAX_BYTES = 50 * 1024 * 1024;
/** A file path the server accepts: relative, these characters only, no `..` segment. */
const SAFE_PATH = /^[A-Za-z0-9._/-]+$/;
export const DEFAULT_PLATFORM = 'http://localhost:3000';

export const USAGE = `Uso: npm run release -- <remote> [opzioni]

  <remote>          mf-search, search o mf_search (anche listing, dealer, carfax, admin)
  --platform URL    indirizzo della piattaforma (RELEASE_PLATFORM_URL, altrimenti ${DEFAULT_PLATFORM})
  --token T         token di pubblicazione del remote (RELEASE_TOKEN); senza token pubblica solo
                    su questa macchina, con npm start in esecuzione
  --version V       etichetta della versione (es. 4 o 1.4.0); senza: il numero successivo
  --no-build        non compila: pubblica la cartella dist com'è
  --dist DIR        pubblica questa cartella invece di <remote>/dist (implica --no-build)
  --help            questo aiuto`;

/** A refusal or a failure to show as it is: Italian text, and the exit code (2 = how it was called). */
export class ReleaseError extends Error {
  /** @param {string} message @param {number} [exitCode] */
  constructor(message, exitCode = 1) {
    super(message);
    this.name = 'ReleaseError';
    this.exitCode = exitCode;
  }
}

/**
 * `mf-search`, `search` or `mf_search` → the remote: federation name, key, folder.
 * @param {string} input
 */
export function resolveRemote(input) {
  const key = String(input).trim().toLowerCase().replace(/^mf[-_]/, '');
  const name = Object.hasOwn(RELEASE_REMOTES, key) ? RELEASE_REMOTES[/** @type {keyof typeof RELEASE_REMOTES} */ (key)] : null;
  if (!name) {
    const known = Object.keys(RELEASE_REMOTES).map((k) => `mf-${k}`).join(', ');
    throw new ReleaseError(`Remote sconosciuto: "${input}". Quelli pubblicabili: ${known}.`, 2);
  }
  return { name, key, dir: `mf-${key}` };
}

/** http(s)://host[:port][/prefix] without the trailing slash. */
function platformUrl(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new ReleaseError(`Indirizzo della piattaforma non valido: "${value}" (es. https://automercato.example).`, 2);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ReleaseError(`Indirizzo della piattaforma non valido: "${value}" (serve http:// o https://).`, 2);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * The command line (after `--`) and the environment → what to do. Throws ReleaseError(…, 2) on a
 * usage error; `{ help: true }` for --help.
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} [env]
 */
export function parseReleaseArgs(argv, env = {}) {
  const options = { platform: env.RELEASE_PLATFORM_URL || DEFAULT_PLATFORM, token: env.RELEASE_TOKEN || null, version: null, build: true, dist: null };
  const positional = [];
  const valueOf = (flag, inline, i) => {
    const value = inline ?? argv[i + 1];
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) {
      throw new ReleaseError(`Manca il valore di ${flag}.\n\n${USAGE}`, 2);
    }
    return value;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = eq === -1 ? arg : arg.slice(0, eq);
    const inline = eq === -1 ? undefined : arg.slice(eq + 1);
    const takes = (key) => {
      options[key] = valueOf(flag, inline, i);
      if (inline === undefined) i++;
    };
    switch (flag) {
      case '--platform': takes('platform'); break;
      case '--token': takes('token'); break;
      case '--version': takes('version'); break;
      case '--dist': takes('dist'); break;
      case '--no-build':
        if (inline !== undefined) throw new ReleaseError(`--no-build non vuole un valore.\n\n${USAGE}`, 2);
        options.build = false;
        break;
      default:
        throw new ReleaseError(`Opzione sconosciuta: ${flag}.\n\n${USAGE}`, 2);
    }
  }
  if (positional.length === 0) throw new ReleaseError(`Quale remote pubblico?\n\n${USAGE}`, 2);
  if (positional.length > 1) throw new ReleaseError(`Un remote alla volta (ricevuti: ${positional.join(', ')}).\n\n${USAGE}`, 2);
  const remote = resolveRemote(positional[0]);
  if (options.version !== null && !new RegExp(RELEASE_VERSION_PATTERN).test(options.version)) {
    throw new ReleaseError(`Versione non valida: "${options.version}". Inizia con una cifra; poi cifre, lettere minuscole, punti e trattini (massimo 40 caratteri).`, 2);
  }
  // A folder given by hand is published as it is: building would write to the remote's own dist.
  if (options.dist !== null) options.build = false;
  return { help: false, remote, platform: platformUrl(options.platform), token: options.token, version: options.version, build: options.build, dist: options.dist };
}

/** A fresh build id for AM_BUILD_ID (the build's own JSONP global): letters and digits only. */
export function newBuildId() {
  return randomBytes(6).toString('hex');
}

/**
 * Every file of a build folder, with its path relative to it ('/' separators), sorted by path.
 * Left out: dotfiles and dot-folders (.DS_Store, an editor's leftovers) and links leading outside
 * the folder. Refused (ReleaseError): a missing folder, no mf-manifest.json, a name the server
 * would refuse, more than MAX_FILES files or MAX_BYTES bytes.
 * @param {string} dir
 */
export function collectFiles(dir) {
  const base = path.resolve(dir);
  if (!fs.existsSync(base) || !fs.statSync(base).isDirectory()) {
    throw new ReleaseError(`La cartella ${base} non esiste: compila il remote (senza --no-build) o indica --dist.`);
  }
  const realBase = fs.realpathSync(base);
  const inside = (real) => real === realBase || real.startsWith(realBase + path.sep);
  /** @type {{ path: string; bytes: Buffer }[]} */
  const files = [];
  const badNames = [];
  let totalBytes = 0;
  const walk = (abs, rel) => {
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(abs, entry.name);
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      let stat = entry;
      if (entry.isSymbolicLink()) {
        let real;
        try {
          real = fs.realpathSync(full);
        } catch {
          continue; // a broken link: nothing to publish
        }
        if (!inside(real)) continue;
        stat = fs.statSync(real);
      }
      if (stat.isDirectory()) {
        walk(full, relPath);
      } else if (stat.isFile()) {
        if (!SAFE_PATH.test(relPath) || relPath.length > 300) {
          badNames.push(relPath);
          continue;
        }
        const bytes = fs.readFileSync(full);
        totalBytes += bytes.length;
        files.push({ path: relPath, bytes });
      }
    }
  };
  walk(base, '');
  if (badNames.length > 0) {
    throw new ReleaseError(`Nomi di file non pubblicabili (solo lettere, cifre, . _ / -, al massimo 300 caratteri): ${badNames.slice(0, 5).join(', ')}${badNames.length > 5 ? '…' : ''}`);
  }
  if (!files.some((f) => f.path === 'mf-manifest.json')) {
    throw new ReleaseError(`In ${base} manca mf-manifest.json: non è la build di un remote.`);
  }
  if (files.length > MAX_FILES) throw new ReleaseError(`Troppi file: ${files.length} (al massimo ${MAX_FILES}).`);
  if (totalBytes > MAX_BYTES) throw new ReleaseError(`La build pesa ${formatSize(totalBytes)}: il limite è ${formatSize(MAX_BYTES)}.`);
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, totalBytes };
}

/**
 * The JSON body of `POST /api/releases/:remote/versions` (PublishVersionBody).
 * @param {{ files: { path: string; bytes: Buffer }[]; version?: string | null; gitCommit?: string | null; builtAt?: Date }} input
 */
export function publishBody({ files, version = null, gitCommit = null, builtAt = new Date() }) {
  return {
    ...(version ? { version } : {}),
    git_commit: gitCommit,
    built_at: builtAt.toISOString(),
    files: files.map((f) => ({ path: f.path, content_base64: f.bytes.toString('base64') })),
  };
}

/** "850 byte", "12,3 KB", "1,1 MB". */
export function formatSize(bytes) {
  const number = (n) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${bytes} byte`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}

/**
 * Without a token the platform checks who is calling (a developer on its own machine) like any
 * browser request, with the session's XSRF token: fetched first, then echoed.
 */
async function sessionHeaders(platform, fetchImpl) {
  const answer = await fetchImpl(`${platform}/sanctum/csrf-cookie`, { headers: { accept: 'application/json' } });
  const cookies = typeof answer.headers.getSetCookie === 'function' ? answer.headers.getSetCookie() : [];
  const pairs = cookies.map((c) => c.split(';')[0]).filter(Boolean);
  const xsrf = pairs.find((p) => p.startsWith('XSRF-TOKEN='));
  if (!xsrf) return {};
  return { cookie: pairs.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)) };
}

/**
 * Posts one version. Resolves with the server's answer, accepted or refused; rejects with a
 * ReleaseError when the platform cannot be reached or does not answer as the API does.
 * @param {{ platform: string; remote: string; token?: string | null; body: unknown; fetchImpl?: typeof fetch }} input
 * @returns {Promise<{ ok: true; status: number; version: Record<string, any> } | { ok: false; status: number; code: string | null; message: string; data: unknown }>}
 */
export async function publishVersion({ platform, remote, token = null, body, fetchImpl = fetch }) {
  const url = `${platform}/api/releases/${remote}/versions`;
  /** @type {Record<string, string>} */
  const headers = { 'content-type': 'application/json', accept: 'application/json' };
  let response;
  try {
    if (token) headers.authorization = `Bearer ${token}`;
    else Object.assign(headers, await sessionHeaders(platform, fetchImpl));
    response = await fetchImpl(url, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch (error) {
    const cause = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error);
    throw new ReleaseError(`La piattaforma non risponde su ${platform} (${cause}). Avvia la piattaforma con npm start oppure indica --platform.`);
  }
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not the API's envelope: said below */
  }
  if (!json || typeof json !== 'object' || typeof json.error !== 'boolean') {
    throw new ReleaseError(`Risposta inattesa da ${url} (HTTP ${response.status}): è l'indirizzo della piattaforma?`);
  }
  if (response.ok && !json.error && json.data?.version) return { ok: true, status: response.status, version: json.data.version };
  return {
    ok: false,
    status: response.status,
    code: json.error_code ?? null,
    message: json.error_message || `La piattaforma ha rifiutato la pubblicazione (HTTP ${response.status}).`,
    data: json.data ?? null,
  };
}

/** The lines to print for a refusal: the server's message, its details, and what to do next. */
export function refusalLines(result, { token, platform }) {
  const lines = [result.message];
  const data = /** @type {any} */ (result.data);
  for (const problem of Array.isArray(data?.problems) ? data.problems : []) lines.push(`  - ${problem}`);
  if (data?.errors && typeof data.errors === 'object') {
    for (const [field, messages] of Object.entries(data.errors)) {
      for (const m of Array.isArray(messages) ? messages : [messages]) lines.push(`  - ${field}: ${m}`);
    }
  }
  if (result.status === 401 && !token) {
    lines.push(`Serve un token di pubblicazione del remote: RELEASE_TOKEN o --token (lo rilascia un super-admin in ${platform}/admin/releases).`);
  }
  if (result.status === 409) lines.push('Una versione pubblicata non si sovrascrive mai: cambia --version, o lasciala al numero successivo.');
  return lines;
}

/** The lines to print for a published version. */
export function publishedLines(version, { platform, totalBytes, fileCount }) {
  const size = formatSize(typeof version.size_bytes === 'number' ? version.size_bytes : totalBytes);
  const files = typeof version.file_count === 'number' ? version.file_count : fileCount;
  const address = String(version.manifest_url ?? '');
  const lines = [
    `Pubblicata ${version.remote} versione ${version.version} (${files} file, ${size}).`,
    `Indirizzo: ${address.startsWith('/') ? platform + address : address}`,
  ];
  if (version.compatibility && version.compatibility.ok === false) {
    lines.push('Attenzione: non è compatibile con la shell attuale, non potrà essere promossa:');
    for (const problem of version.compatibility.problems ?? []) lines.push(`  - ${problem}`);
  }
  lines.push(version.status === 'active'
    ? 'È la versione attiva.'
    : `Non è ancora attiva: provala su ${platform}/?preview=${version.remote}@${version.version} (da admin), poi promuovila da ${platform}/admin/releases.`);
  return lines;
}
