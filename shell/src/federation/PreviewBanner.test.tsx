// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('./health', () => ({ configureHealth: vi.fn(), reportHealth: vi.fn() }));

import { PreviewBanner, previewText } from './PreviewBanner';
import { loadRemotesConfig, resetRemotesForTests } from './remotes';

function answer(preview: Record<string, string>) {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({
    remotes: { mf_search: '/mf/search/3/mf-manifest.json' },
    versions: { mf_search: '3' },
    preview,
  })))));
}

beforeEach(() => {
  resetRemotesForTests();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PreviewBanner', () => {
  it('names each previewed area and version in Italian', () => {
    expect(previewText({ mf_search: '4' })).toBe('Ricerca versione 4');
    expect(previewText({ mf_search: '4', mf_listing: '1.2.0' })).toBe('Ricerca versione 4, Annuncio versione 1.2.0');
    expect(previewText({})).toBe('');
  });

  it('appears when the server grants a preview, as a status, with a way out', async () => {
    const onLeave = vi.fn();
    render(<PreviewBanner onLeave={onLeave} />);
    expect(screen.queryByRole('status')).toBeNull();
    answer({ mf_search: '4' });
    await act(async () => {
      await loadRemotesConfig();
    });
    expect(screen.getByRole('status').textContent).toContain('Anteprima: Ricerca versione 4');
    await userEvent.click(screen.getByRole('button', { name: "Esci dall'anteprima" }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('stays hidden when the answer has no preview (not an admin, or no request)', async () => {
    answer({});
    await loadRemotesConfig();
    render(<PreviewBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
