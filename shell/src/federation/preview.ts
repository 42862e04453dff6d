/**
 * Preview of a remote version that is not live: an admin opens `/?preview=mf_search@4` (several:
 * comma-separated or repeated). The request is kept for the tab (sessionStorage, so every page
 * of the tab and a reload keep it) and sent on every /remotes.json fetch; the server grants it
 * to an admin session only and says so in the answer's `preview` (PreviewBanner shows it).
 */
import { isRemoteName } from '@automercato/mf-config/remotes';

export const PREVIEW_STORAGE_KEY = 'automercato:preview';
export const PREVIEW_PARAM = 'preview';

const ITEM = /^(mf_[a-z]+)@([0-9][0-9a-z.-]{0,39})$/;

/** `mf_search@4,mf_listing@2` → the valid items, deduplicated per remote (the last wins). */
export function parsePreview(values: readonly string[]): string[] {
  const byRemote = new Map<string, string>();
  for (const value of values) {
    for (const raw of value.split(',')) {
      const match = ITEM.exec(raw.trim());
      if (match && isRemoteName(match[1]!)) byRemote.set(match[1]!, `${match[1]}@${match[2]}`);
    }
  }
  return [...byRemote.values()];
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: no preview, the site works
  }
}

/** The preview this tab asked for, as sent to the server (`mf_search@4,…`), or null. */
export function storedPreview(): string | null {
  try {
    return storage()?.getItem(PREVIEW_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * At boot, before the router reads the address: a `?preview=` in it is stored for the tab and
 * taken out of the visible address (a shared or bookmarked link does not carry it on).
 */
export function capturePreviewFromAddress(win: Window = window): void {
  try {
    const url = new URL(win.location.href);
    const values = url.searchParams.getAll(PREVIEW_PARAM);
    if (values.length === 0) return;
    const items = parsePreview(values);
    if (items.length > 0) storage()?.setItem(PREVIEW_STORAGE_KEY, items.join(','));
    url.searchParams.delete(PREVIEW_PARAM);
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  } catch {
    /* a preview is a convenience: never in the way of the page */
  }
}

/** `/remotes.json` with this tab's preview request, if any. */
export function withPreview(url: string): string {
  const preview = storedPreview();
  if (!preview) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=${encodeURIComponent(preview)}`;
}

/** "Esci dall'anteprima": forget the request and load the page again with the live versions. */
export function leavePreview(win: Window = window): void {
  try {
    storage()?.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
  win.location.reload();
}
