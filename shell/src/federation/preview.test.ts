// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_STORAGE_KEY, capturePreviewFromAddress, leavePreview, parsePreview, storedPreview, withPreview } from './preview';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('preview of a remote version', () => {
  it('keeps the valid items, one per remote', () => {
    expect(parsePreview(['mf_search@4,mf_listing@1.2.0', 'mf_search@5', 'mf_nope@1', 'mf_admin@', 'mf_dealer@x', 'mf_carfax@2 '])).toEqual([
      'mf_search@5',
      'mf_listing@1.2.0',
      'mf_carfax@2',
    ]);
  });

  it('stores the address\'s ?preview= for the tab and takes it out of the visible address', () => {
    window.history.replaceState({ key: 'k' }, '', '/risultati/fiat?preview=mf_search%404&preview=mf_listing@2&prezzo=1#top');
    capturePreviewFromAddress();
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBe('mf_search@4,mf_listing@2');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/risultati/fiat?prezzo=1#top');
    expect(window.history.state).toEqual({ key: 'k' });
  });

  it('leaves the stored preview alone when the address has none', () => {
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, 'mf_search@4');
    window.history.replaceState(null, '', '/favourites');
    capturePreviewFromAddress();
    expect(storedPreview()).toBe('mf_search@4');
  });

  it('adds the stored preview to the /remotes.json query', () => {
    expect(withPreview('/remotes.json')).toBe('/remotes.json');
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, 'mf_search@4,mf_listing@2');
    expect(withPreview('/remotes.json')).toBe('/remotes.json?preview=mf_search%404%2Cmf_listing%402');
    expect(new URL(withPreview('/remotes.json'), 'http://x').searchParams.get('preview')).toBe('mf_search@4,mf_listing@2');
  });

  it('leaving the preview forgets it and reloads', () => {
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, 'mf_search@4');
    const reload = vi.fn();
    leavePreview({ location: { reload } } as unknown as Window);
    expect(storedPreview()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
