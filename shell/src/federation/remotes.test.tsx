// @vitest-environment happy-dom
import { Suspense, type ComponentType } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
const health = vi.hoisted(() => ({ reportHealth: vi.fn(), configureHealth: vi.fn() }));
vi.mock('./health', () => health);

import {
  CHECK_INTERVAL_MS,
  checkRemotesMap,
  loadRemoteModule,
  loadRemotesConfig,
  pendingMapCheck,
  remoteGeneration,
  resetRemotesForTests,
  REMOTES_SENT_ELEMENT_ID,
  prefetchSentRemoteFiles,
} from './remotes';
import { REMOTE_FILES_ELEMENT_ID } from '@automercato/api-sdk';
import { resetRemoteComponentsForTests, useRemoteComponent } from './remoteLazy';
import { PREVIEW_STORAGE_KEY } from './preview';

const ORIGIN = window.location.origin;

function map(search: number, listing = 1, extra: Record<string, unknown> = {}) {
  return {
    remotes: { mf_search: `/mf/search/${search}/mf-manifest.json`, mf_listing: `/mf/listing/${listing}/mf-manifest.json` },
    versions: { mf_search: String(search), mf_listing: String(listing) },
    preview: {},
    health: { url: '/api/remote-health', sample: 1 },
    ...extra,
  };
}

let answers: (() => Promise<Response>)[] = [];
const fetchMock = vi.fn((_url: string, _init?: RequestInit) => {
  const next = answers.shift();
  if (!next) throw new Error('unexpected fetch');
  return next();
});
const json = (body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  resetRemotesForTests();
  resetRemoteComponentsForTests();
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
  health.reportHealth.mockReset();
  health.configureHealth.mockReset();
  fetchMock.mockClear();
  answers = [];
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function boot(body: Record<string, unknown> = map(3)) {
  answers.push(json(body));
  await loadRemotesConfig();
}

describe('following /remotes.json', () => {
  it('registers every remote once at boot, without force, and fetches with revalidation', async () => {
    await boot();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/remotes.json');
    expect(fetchMock.mock.calls[0]![1]?.cache).toBe('no-cache');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_search', entry: `${ORIGIN}/mf/search/3/mf-manifest.json` },
      { name: 'mf_listing', entry: `${ORIGIN}/mf/listing/1/mf-manifest.json` },
    ]);
    expect(health.configureHealth).toHaveBeenCalledWith({ url: `${ORIGIN}/api/remote-health`, sample: 1 });
  });

  it('re-registers with force only the remote whose entry changed, and bumps its generation', async () => {
    await boot();
    runtime.registerRemotes.mockClear();
    answers.push(json(map(4)));
    await checkRemotesMap(Date.now() + CHECK_INTERVAL_MS);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_search', entry: `${ORIGIN}/mf/search/4/mf-manifest.json` }], { force: true });
    expect(remoteGeneration('mf_search')).toBe(1);
    expect(remoteGeneration('mf_listing')).toBe(0);
  });

  it('does nothing when nothing changed (a 304 revalidated by the browser reads as the same body)', async () => {
    await boot();
    runtime.registerRemotes.mockClear();
    answers.push(json(map(3)));
    await checkRemotesMap(Date.now() + CHECK_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(remoteGeneration('mf_search')).toBe(0);
  });

  it('checks at most once per 2 s, and never before the boot fetch has answered', async () => {
    expect(checkRemotesMap()).toBeNull();
    await boot();
    const start = Date.now();
    expect(checkRemotesMap(start + 100)).toBeNull(); // the boot fetch counts as a check
    answers.push(json(map(3)));
    const first = checkRemotesMap(start + CHECK_INTERVAL_MS + 1);
    expect(first).not.toBeNull();
    expect(checkRemotesMap(start + CHECK_INTERVAL_MS + 2)).toBe(first); // in flight: the same check
    await first;
    expect(checkRemotesMap(start + CHECK_INTERVAL_MS + 500)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the map in use when a check fails', async () => {
    await boot();
    answers.push(() => Promise.resolve(new Response('no', { status: 502 })));
    await expect(checkRemotesMap(Date.now() + CHECK_INTERVAL_MS)).resolves.toBeUndefined();
    runtime.loadRemote.mockResolvedValue({ routes: [] });
    await expect(loadRemoteModule('mf_search', 'routes')).resolves.toEqual({ routes: [] });
  });

  it('boots on the map the server sent with the page, once, without asking for it; later checks ask', async () => {
    const sent = document.createElement('script');
    sent.type = 'application/json';
    sent.id = REMOTES_SENT_ELEMENT_ID;
    sent.textContent = JSON.stringify(map(7));
    document.body.append(sent);
    await loadRemotesConfig();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_search', entry: `${ORIGIN}/mf/search/7/mf-manifest.json` },
      { name: 'mf_listing', entry: `${ORIGIN}/mf/listing/1/mf-manifest.json` },
    ]);
    expect(document.getElementById(REMOTES_SENT_ELEMENT_ID)).toBeNull();
    answers.push(json(map(8)));
    await checkRemotesMap(Date.now() + CHECK_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('prefetches the remote files a page drawn by the server lists, only the site\'s own paths, once', () => {
    const sent = document.createElement('script');
    sent.type = 'application/json';
    sent.id = REMOTE_FILES_ELEMENT_ID;
    sent.textContent = JSON.stringify(['/mf/search/7/mf-manifest.json', '/mf/search/7/remoteEntry.js', 'https://evil.example/x.js', '//evil.example/y.js', 3]);
    document.body.append(sent);
    prefetchSentRemoteFiles();
    prefetchSentRemoteFiles();
    const links = [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/mf/search/7/mf-manifest.json', '/mf/search/7/remoteEntry.js']);
    expect(document.getElementById(REMOTE_FILES_ELEMENT_ID)).toBeNull();
    for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove();
  });

  it('an admin previewing versions asks for the map even when the page came with one', async () => {
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, 'mf_search@4');
    const sent = document.createElement('script');
    sent.id = REMOTES_SENT_ELEMENT_ID;
    sent.textContent = JSON.stringify(map(7));
    document.body.append(sent);
    await boot();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/remotes.json?preview=mf_search%404']);
  });

  it('sends the tab\'s preview on every fetch', async () => {
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, 'mf_search@4');
    await boot();
    answers.push(json(map(3)));
    await checkRemotesMap(Date.now() + CHECK_INTERVAL_MS);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/remotes.json?preview=mf_search%404', '/remotes.json?preview=mf_search%404']);
  });
});

describe('health of the loads', () => {
  it('reports a load with its version and time, and a failed load', async () => {
    await boot();
    runtime.loadRemote.mockResolvedValueOnce({ routes: [] }).mockRejectedValueOnce(new Error('chunk'));
    await loadRemoteModule('mf_search', 'routes');
    expect(health.reportHealth).toHaveBeenCalledWith({ remote: 'mf_search', version: '3', kind: 'load', ms: expect.any(Number) });
    await expect(loadRemoteModule('mf_listing', 'routes')).rejects.toThrow('mf_listing: cannot load ./routes');
    expect(health.reportHealth).toHaveBeenLastCalledWith({ remote: 'mf_listing', version: '1', kind: 'load_error' });
  });

  it('reports nothing for a pinned remote (no version in the map)', async () => {
    await boot({ ...map(3), versions: {} });
    runtime.loadRemote.mockResolvedValue({ routes: [] });
    await loadRemoteModule('mf_search', 'routes');
    expect(health.reportHealth).not.toHaveBeenCalled();
  });
});

describe('areas and the generation they mounted with', () => {
  const deferred = () => {
    let resolve!: (r: Response) => void;
    const promise = new Promise<Response>((r) => (resolve = r));
    return { promise, resolve };
  };
  const byVersion = (label: string) => ({ default: () => <p>{label}</p> });
  const toComponent = (mod: { default: ComponentType }) => mod.default;

  function Area({ attempt = 0 }: { attempt?: number }) {
    const View = useRemoteComponent('mf_search', 'home', toComponent, attempt);
    return (
      <Suspense fallback={<p>Caricamento…</p>}>
        <View />
      </Suspense>
    );
  }

  it('an area mounting while a check is in flight waits for it and gets the new version; the mounted one keeps its own', async () => {
    await boot();
    runtime.loadRemote.mockResolvedValueOnce(byVersion('versione 3'));
    render(<div data-testid="old"><Area /></div>);
    expect(await screen.findByText('versione 3')).toBeTruthy();

    const pending = deferred();
    answers.push(() => pending.promise);
    const check = checkRemotesMap(Date.now() + CHECK_INTERVAL_MS);
    expect(pendingMapCheck()).toBe(check);
    runtime.loadRemote.mockResolvedValueOnce(byVersion('versione 4'));
    render(<div data-testid="new"><Area /></div>);
    expect(screen.getByTestId('new').textContent).toBe('Caricamento…');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1); // not before the check settles

    await act(async () => {
      pending.resolve(new Response(JSON.stringify(map(4))));
      await check;
    });
    expect(await screen.findByText('versione 4')).toBeTruthy();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_search', entry: `${ORIGIN}/mf/search/4/mf-manifest.json` }], { force: true });
    expect(runtime.registerRemotes.mock.invocationCallOrder.at(-1)!).toBeLessThan(runtime.loadRemote.mock.invocationCallOrder.at(-1)!);
    expect(screen.getByTestId('old').textContent).toBe('versione 3');
  });

  it('drops the cached component of a remote that moved: the next mount loads the new version', async () => {
    await boot();
    runtime.loadRemote.mockResolvedValueOnce(byVersion('versione 3'));
    const first = render(<Area />);
    expect(await screen.findByText('versione 3')).toBeTruthy();
    first.unmount();

    // Unchanged map: the cached component is reused, no second load.
    answers.push(json(map(3)));
    await checkRemotesMap(Date.now() + CHECK_INTERVAL_MS);
    const again = render(<Area />);
    expect(screen.getByText('versione 3')).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    again.unmount();

    answers.push(json(map(4)));
    await checkRemotesMap(Date.now() + 3 * CHECK_INTERVAL_MS);
    runtime.loadRemote.mockResolvedValueOnce(byVersion('versione 4'));
    render(<Area />);
    expect(await screen.findByText('versione 4')).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});
