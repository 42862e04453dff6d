import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REMOTES } from '@automercato/mf-config/remotes';
import {
  RELEASE_REMOTES, ReleaseError, collectFiles, formatSize, parseReleaseArgs, publishBody, publishVersion, publishedLines, refusalLines,
} from '../../scripts/lib/release.mjs';
import { ROOT } from './apps';

/** `npm run release` (scripts/release.mjs, scripts/lib/release.mjs): the release CLI. */

function usageError(run: () => unknown): ReleaseError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ReleaseError);
    expect((error as ReleaseError).exitCode).toBe(2);
    return error as ReleaseError;
  }
  throw new Error('no usage error');
}

describe('the command line', () => {
  it('accepts the remote as mf-search, search or mf_search', () => {
    for (const input of ['mf-search', 'search', 'mf_search', 'MF-Search']) {
      const options = parseReleaseArgs([input]);
      expect(options.help).toBe(false);
      if (options.help) return;
      expect(options.remote).toEqual({ name: 'mf_search', key: 'search', dir: 'mf-search' });
    }
  });

  it('knows the same remotes as the federation config, each with its folder', () => {
    expect(RELEASE_REMOTES).toEqual(REMOTES);
    for (const key of Object.keys(RELEASE_REMOTES)) expect(fs.existsSync(path.join(ROOT, `mf-${key}`, 'package.json'))).toBe(true);
  });

  it('defaults to this machine without a token, or the environment', () => {
    expect(parseReleaseArgs(['search'])).toMatchObject({ platform: 'http://localhost:3000', token: null, version: null, build: true, dist: null });
    expect(parseReleaseArgs(['search'], { RELEASE_PLATFORM_URL: 'https://automercato.example/', RELEASE_TOKEN: 'amr_env' }))
      .toMatchObject({ platform: 'https://automercato.example', token: 'amr_env' });
  });

  it('takes options as two words or with =, the command line over the environment', () => {
    const options = parseReleaseArgs(
      ['--platform', 'http://127.0.0.1:3100/', 'mf-listing', '--token=amr_cli', '--version', '1.4.0-rc.1', '--no-build'],
      { RELEASE_TOKEN: 'amr_env', RELEASE_PLATFORM_URL: 'http://elsewhere' },
    );
    expect(options).toMatchObject({ remote: { name: 'mf_listing' }, platform: 'http://127.0.0.1:3100', token: 'amr_cli', version: '1.4.0-rc.1', build: false });
  });

  it('publishes a folder given with --dist as it is (no build)', () => {
    expect(parseReleaseArgs(['search', '--dist', '/tmp/build'])).toMatchObject({ dist: '/tmp/build', build: false });
  });

  it('answers --help', () => {
    expect(parseReleaseArgs(['--help'])).toEqual({ help: true });
    expect(parseReleaseArgs(['search', '-h'])).toEqual({ help: true });
  });

  it('refuses wrong calls with exit code 2 and an Italian reason', () => {
    expect(usageError(() => parseReleaseArgs([])).message).toMatch(/^Quale remote pubblico\?/);
    expect(usageError(() => parseReleaseArgs(['mf-shell'])).message).toMatch(/Remote sconosciuto: "mf-shell"\. Quelli pubblicabili: mf-search, mf-listing/);
    expect(usageError(() => parseReleaseArgs(['search', 'listing'])).message).toMatch(/Un remote alla volta/);
    expect(usageError(() => parseReleaseArgs(['search', '--force'])).message).toMatch(/Opzione sconosciuta: --force/);
    expect(usageError(() => parseReleaseArgs(['search', '--token'])).message).toMatch(/Manca il valore di --token/);
    expect(usageError(() => parseReleaseArgs(['search', '--platform', '--no-build'])).message).toMatch(/Manca il valore di --platform/);
    expect(usageError(() => parseReleaseArgs(['search', '--platform', 'localhost:3000'])).message).toMatch(/serve http:\/\/ o https:\/\//);
    expect(usageError(() => parseReleaseArgs(['search', '--platform', 'non un indirizzo'])).message).toMatch(/Indirizzo della piattaforma non valido/);
    for (const bad of ['v4', 'Beta', '1/2', '1..2/..', '1'.repeat(41)]) {
      expect(usageError(() => parseReleaseArgs(['search', '--version', bad])).message).toMatch(/^Versione non valida/);
    }
  });
});

describe('the files of a build', () => {
  let dir: string;
  let outside: string;
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });
  const write = (rel: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  };
  const setUp = () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-dist-'));
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'release-outside-'));
    write('mf-manifest.json', '{"name":"mf_search"}');
    write('remoteEntry.js', 'var mf_search;');
    write('static/js/async/12.abc.js', Buffer.from([0, 1, 2, 255]));
    write('static/js/async/12.abc.js.gz', Buffer.alloc(10));
  };

  it('are every file with its path relative to the folder, sorted, and their size', () => {
    setUp();
    const { files, totalBytes } = collectFiles(dir);
    expect(files.map((f) => f.path)).toEqual(['mf-manifest.json', 'remoteEntry.js', 'static/js/async/12.abc.js', 'static/js/async/12.abc.js.gz']);
    expect(totalBytes).toBe(20 + 14 + 4 + 10);
    expect(files[2]!.bytes).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('leave out dotfiles, dot-folders and links leading outside the build', () => {
    setUp();
    write('.DS_Store', 'x');
    write('static/.cache/a.js', 'x');
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'private');
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'secret.txt'));
    fs.symlinkSync(outside, path.join(dir, 'elsewhere'));
    fs.symlinkSync(path.join(dir, 'remoteEntry.js'), path.join(dir, 'entry-link.js')); // inside: kept
    const paths = collectFiles(dir).files.map((f) => f.path);
    expect(paths).toEqual(['entry-link.js', 'mf-manifest.json', 'remoteEntry.js', 'static/js/async/12.abc.js', 'static/js/async/12.abc.js.gz']);
  });

  it('must hold mf-manifest.json and names the server accepts', () => {
    setUp();
    write('static/a b.js', 'x');
    expect(() => collectFiles(dir)).toThrow(/Nomi di file non pubblicabili.*static\/a b\.js/);
    fs.rmSync(path.join(dir, 'static/a b.js'));
    fs.rmSync(path.join(dir, 'mf-manifest.json'));
    expect(() => collectFiles(dir)).toThrow(/manca mf-manifest\.json/);
    expect(() => collectFiles(path.join(dir, 'missing'))).toThrow(/non esiste: compila il remote/);
  });

  it('become the request body: base64 content, the commit, the build time, the version only when given', () => {
    setUp();
    const { files } = collectFiles(dir);
    const builtAt = new Date('2026-11-28T01:02:03.000Z');
    const body = publishBody({ files, gitCommit: 'a'.repeat(40), builtAt });
    expect(body).not.toHaveProperty('version');
    expect(body).toMatchObject({ git_commit: 'a'.repeat(40), built_at: '2026-11-28T01:02:03.000Z' });
    expect(body.files[2]).toEqual({ path: 'static/js/async/12.abc.js', content_base64: 'AAEC/w==' });
    expect(publishBody({ files, version: '7', builtAt })).toMatchObject({ version: '7', git_commit: null });
  });

  it('are measured in Italian', () => {
    expect(formatSize(850)).toBe('850 byte');
    expect(formatSize(12_595)).toBe('12,3 KB');
    expect(formatSize(1_153_434)).toBe('1,1 MB');
  });
});

/** A loopback port nobody listens on (just freed). */
async function closedPort(): Promise<number> {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return port;
}

/** A stand-in for the platform: records each request, answers what the test says. */
interface Seen { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }
let answer: (seen: Seen) => { status: number; body: unknown } = () => ({ status: 500, body: {} });
const seen: Seen[] = [];
let server: http.Server;
let platform: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(request);
      const { status, body } = answer(request);
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  platform = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const VERSION = {
  remote: 'mf_search', version: '3', seq: 3, status: 'available', size_bytes: 1_153_434, file_count: 83,
  manifest_url: '/mf/search/3/mf-manifest.json', compatibility: { ok: true, problems: [] },
};
const published = { status: 201, body: { error: false, error_code: '0', data: { version: VERSION }, error_message: null } };
const refused = (status: number, code: string, message: string, data: unknown = null) =>
  ({ status, body: { error: true, error_code: code, data, error_message: message } });

describe('the request to the platform', () => {
  const body = { git_commit: null, built_at: '2026-11-28T01:02:03.000Z', files: [{ path: 'mf-manifest.json', content_base64: 'e30=' }] };

  it('posts the JSON body to the remote\'s versions, with the token as a bearer', async () => {
    seen.length = 0;
    answer = () => published;
    const result = await publishVersion({ platform, remote: 'mf_search', token: 'amr_secret', body });
    expect(result).toEqual({ ok: true, status: 201, version: VERSION });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/releases/mf_search/versions' });
    expect(seen[0]!.headers['authorization']).toBe('Bearer amr_secret');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual(body);
  });

  it('sends no authorization without a token', async () => {
    seen.length = 0;
    answer = () => published;
    await publishVersion({ platform, remote: 'mf_search', body });
    expect(seen[0]!.headers['authorization']).toBeUndefined();
  });

  it('hands back a refusal with the server\'s Italian message', async () => {
    answer = () => refused(409, '2', 'Questi file sono già pubblicati come versione 2.');
    const result = await publishVersion({ platform, remote: 'mf_search', body });
    expect(result).toEqual({ ok: false, status: 409, code: '2', message: 'Questi file sono già pubblicati come versione 2.', data: null });
    if (result.ok) return;
    expect(refusalLines(result, { token: null, platform })).toEqual([
      'Questi file sono già pubblicati come versione 2.',
      'Una versione pubblicata non si sovrascrive mai: cambia --version, o lasciala al numero successivo.',
    ]);
  });

  it('lists the details of a refusal and says where a token comes from', async () => {
    answer = () => refused(401, '3', 'Token di pubblicazione non valido.');
    const result = await publishVersion({ platform, remote: 'mf_search', body });
    if (result.ok) throw new Error('accepted');
    expect(refusalLines(result, { token: null, platform }).join('\n')).toMatch(/RELEASE_TOKEN o --token \(lo rilascia un super-admin in http:\/\/127\.0\.0\.1:\d+\/admin\/releases\)/);
    const invalid = { ok: false as const, status: 422, code: '2', message: 'Dati non validi.', data: { errors: { 'files.0.path': ['Percorso non valido.'] } } };
    expect(refusalLines(invalid, { token: 'amr_x', platform })).toEqual(['Dati non validi.', '  - files.0.path: Percorso non valido.']);
  });

  it('says how to start the platform when nothing answers', async () => {
    await expect(publishVersion({ platform: `http://127.0.0.1:${await closedPort()}`, remote: 'mf_search', body }))
      .rejects.toThrow(/La piattaforma non risponde su http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)\. Avvia la piattaforma con npm start oppure indica --platform\./);
  });

  it('refuses an answer that is not the API\'s', async () => {
    answer = () => ({ status: 502, body: '<html>Bad gateway</html>' });
    await expect(publishVersion({ platform, remote: 'mf_search', body })).rejects.toThrow(/Risposta inattesa .* \(HTTP 502\)/);
  });

  it('prints the version, its size and its address', () => {
    expect(publishedLines(VERSION, { platform, totalBytes: 1, fileCount: 1 })).toEqual([
      'Pubblicata mf_search versione 3 (83 file, 1,1 MB).',
      `Indirizzo: ${platform}/mf/search/3/mf-manifest.json`,
      `Non è ancora attiva: provala su ${platform}/?preview=mf_search@3 (da admin), poi promuovila da ${platform}/admin/releases.`,
    ]);
    const incompatible = { ...VERSION, compatibility: { ok: false, problems: ['Richiede react ^20.0.0, la shell fornisce 19.3.1.'] } };
    expect(publishedLines(incompatible, { platform, totalBytes: 1, fileCount: 1 })).toContain('  - Richiede react ^20.0.0, la shell fornisce 19.3.1.');
  });
});

/** The whole command, as `npm run release -- …` runs it (no build: a folder of its own). */
function release(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/release.mjs'), ...args], {
      env: { ...process.env, RELEASE_TOKEN: '', RELEASE_PLATFORM_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run release', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cli-'));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"mf_search"}');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('publishes a folder and prints the version: exit code 0', async () => {
    seen.length = 0;
    answer = () => published;
    const run = await release(['mf-search', '--dist', dist, '--version', '3'], { RELEASE_PLATFORM_URL: platform, RELEASE_TOKEN: 'amr_ci' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Pubblicata mf_search versione 3 (83 file, 1,1 MB).');
    expect(run.stdout).toContain(`Indirizzo: ${platform}/mf/search/3/mf-manifest.json`);
    const sent = JSON.parse(seen[0]!.body) as { version: string; git_commit: string | null; built_at: string; files: unknown[] };
    expect(seen[0]!.headers['authorization']).toBe('Bearer amr_ci');
    expect(sent.version).toBe('3');
    expect(sent.files).toEqual([{ path: 'mf-manifest.json', content_base64: Buffer.from('{"name":"mf_search"}').toString('base64') }]);
    expect(Date.parse(sent.built_at)).toBeGreaterThan(Date.now() - 60_000);
    if (fs.existsSync(path.join(ROOT, '.git'))) expect(sent.git_commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it('prints the server\'s refusal: exit code 1', async () => {
    answer = () => refused(409, '2', 'La versione 3 di Ricerca esiste già.');
    const run = await release(['search', '--dist', dist, '--platform', platform]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('La versione 3 di Ricerca esiste già.');
  });

  it('says how to start the platform when it is not there: exit code 1', async () => {
    const run = await release(['search', '--dist', dist, '--platform', `http://127.0.0.1:${await closedPort()}`]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Avvia la piattaforma con npm start oppure indica --platform.');
  });

  it('refuses a wrong call: exit code 2', async () => {
    const run = await release(['mf-nessuno']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Remote sconosciuto: "mf-nessuno"');
  });
});
