// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FLUSH_DELAY_MS,
  HEALTH_SAMPLE_KEY,
  configureHealth,
  flushHealth,
  reportHealth,
  resetHealthForTests,
  type RemoteHealthBody,
} from './health';

const URL_ = 'http://localhost:3000/api/remote-health';
const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
const bodies = () => fetchMock.mock.calls.map((c) => JSON.parse(String(c[1]?.body)) as RemoteHealthBody);

beforeEach(() => {
  vi.useFakeTimers();
  resetHealthForTests();
  window.sessionStorage.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  resetHealthForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('health beacon', () => {
  it('batches the events of a few seconds into one POST, keepalive, with nothing but the events', () => {
    configureHealth({ url: URL_, sample: 1 });
    reportHealth({ remote: 'mf_search', version: '3', kind: 'load', ms: 123.6 });
    reportHealth({ remote: 'mf_listing', version: '7', kind: 'render_error' });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(URL_);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(bodies()).toEqual([{ events: [
      { remote: 'mf_search', version: '3', kind: 'load', ms: 124 },
      { remote: 'mf_listing', version: '7', kind: 'render_error' },
    ] }]);
  });

  it('sends at once when the page is hidden or left', () => {
    configureHealth({ url: URL_, sample: 1 });
    reportHealth({ remote: 'mf_search', version: '3', kind: 'load_error' });
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1); // nothing left to send
  });

  it('splits a long batch into requests of at most 20 events (the contract)', () => {
    configureHealth({ url: URL_, sample: 1 });
    for (let i = 0; i < 45; i++) reportHealth({ remote: 'mf_search', version: '3', kind: 'load', ms: i });
    flushHealth();
    expect(bodies().map((b) => b.events.length)).toEqual([20, 20, 5]);
  });

  it('holds events that come before the first answer, then sends them', () => {
    reportHealth({ remote: 'mf_search', version: '3', kind: 'load', ms: 5 });
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    configureHealth({ url: URL_, sample: 1 });
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(bodies()).toEqual([{ events: [{ remote: 'mf_search', version: '3', kind: 'load', ms: 5 }] }]);
  });

  it('decides the sample once per tab: a tab left out sends nothing, ever', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.7);
    configureHealth({ url: URL_, sample: 0.5 });
    expect(window.sessionStorage.getItem(HEALTH_SAMPLE_KEY)).toBe('0');
    reportHealth({ remote: 'mf_search', version: '3', kind: 'load', ms: 5 });
    flushHealth();
    expect(fetchMock).not.toHaveBeenCalled();

    // A reload of the tab keeps the decision, whatever the draw.
    resetHealthForTests();
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    configureHealth({ url: URL_, sample: 0.5 });
    reportHealth({ remote: 'mf_search', version: '3', kind: 'load', ms: 5 });
    flushHealth();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a sampled tab stays sampled', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    configureHealth({ url: URL_, sample: 0.5 });
    expect(window.sessionStorage.getItem(HEALTH_SAMPLE_KEY)).toBe('1');
    reportHealth({ remote: 'mf_search', version: '3', kind: 'load', ms: 5 });
    flushHealth();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never throws into the page: a fetch that throws (then sendBeacon is tried) or rejects is dropped', async () => {
    const sendBeacon = vi.fn(() => {
      throw new TypeError('no beacon either');
    });
    vi.stubGlobal('navigator', { sendBeacon });
    configureHealth({ url: URL_, sample: 1 });
    fetchMock.mockImplementationOnce(() => {
      throw new TypeError('blocked');
    });
    reportHealth({ remote: 'mf_search', version: '3', kind: 'load', ms: 5 });
    expect(() => flushHealth()).not.toThrow();
    expect(sendBeacon).toHaveBeenCalledWith(URL_, expect.any(Blob));
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    reportHealth({ remote: 'mf_search', version: '3', kind: 'load', ms: 5 });
    expect(() => flushHealth()).not.toThrow();
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends the XSRF token when the visitor has one (a session\'s cookie)', () => {
    document.cookie = 'XSRF-TOKEN=abc%3D';
    configureHealth({ url: URL_, sample: 1 });
    reportHealth({ remote: 'mf_search', version: '3', kind: 'load', ms: 5 });
    flushHealth();
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc=');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});
