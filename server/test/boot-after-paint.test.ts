import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BOOT_AFTER_PAINT_SCRIPT, entryAfterPaint } from '../src/http/boot-after-paint.js';

/** Runs the starter in a page of our own: frames and timers run when the test says so. */
function page({ hidden = false, photos = [] as { complete: boolean; loading?: string }[] } = {}) {
  const frames: (() => void)[] = [];
  const timers: { at: number; fn: () => void }[] = [];
  let now = 0;
  const started: string[] = [];
  const preloaded: string[] = [];
  const images = photos.map((p) => {
    const listeners: Record<string, () => void> = {};
    return { loading: 'eager', ...p, addEventListener: (type: string, fn: () => void) => { listeners[type] = fn; }, fire: (type: string) => listeners[type]?.() };
  });
  const document = {
    hidden,
    currentScript: { dataset: { entry: '/static/js/index.abc.js', preload: '/static/js/async/t.1.js /static/js/async/h.1.js' } },
    querySelectorAll: (selector: string) => (selector === '#am-first-view img' ? images : []),
    createElement: (tag: string) => ({ tag }),
    head: {
      appendChild: (e: { tag: string; src?: string; rel?: string; as?: string; href?: string }) =>
        (e.tag === 'script' ? started.push(e.src!) : preloaded.push(`${e.rel} ${e.as} ${e.href}`)),
    },
  };
  vm.runInNewContext(BOOT_AFTER_PAINT_SCRIPT, {
    document,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ at: now + ms, fn }),
  });
  return {
    started,
    preloaded,
    images,
    /** The next frame, then the tasks due by then. */
    frame() {
      for (const fn of frames.splice(0)) fn();
      this.wait(0);
    },
    wait(ms: number) {
      now += ms;
      for (const t of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
    },
  };
}

describe('the entry of a drawn page starts after the page has painted, photos included', () => {
  it('after the first frame when no photo is on its way, the boot files preloaded with it', () => {
    const p = page({ photos: [{ complete: true }, { complete: false, loading: 'lazy' }] });
    expect(p.started).toEqual([]);
    expect(p.preloaded).toEqual([]);
    p.frame();
    expect(p.started).toEqual([]);
    p.frame();
    expect(p.started).toEqual(['/static/js/index.abc.js']);
    expect(p.preloaded).toEqual(['preload script /static/js/async/t.1.js', 'preload script /static/js/async/h.1.js']);
  });

  it('after the frame that paints the photos shown at once, loaded or failed, and only once', () => {
    const p = page({ photos: [{ complete: false }, { complete: false }] });
    p.frame();
    p.images[0]!.fire('load');
    p.frame();
    expect(p.started).toEqual([]);
    p.images[1]!.fire('error');
    p.frame();
    expect(p.started).toEqual([]);
    p.frame();
    expect(p.started).toEqual(['/static/js/index.abc.js']);
    p.wait(5_000);
    expect(p.started).toHaveLength(1);
  });

  it('after 2 s when a photo never comes; at once in a tab opened in the background', () => {
    const slow = page({ photos: [{ complete: false }] });
    slow.frame();
    slow.wait(1_900);
    expect(slow.started).toEqual([]);
    slow.wait(100);
    expect(slow.started).toHaveLength(1);
    expect(page({ hidden: true, photos: [{ complete: false }] }).started).toHaveLength(1);
  });

  it('replaces only the shell\'s deferred entry tag', () => {
    const html = '<head><script defer src="/static/js/index.1a2b.js"></script></head>';
    expect(entryAfterPaint(html, ['static/js/async/t.1.js', 'static/css/async/z.1.css'])).toBe(
      `<head><script data-entry="/static/js/index.1a2b.js" data-preload="/static/js/async/t.1.js">${BOOT_AFTER_PAINT_SCRIPT}</script></head>`);
    expect(entryAfterPaint('<head><script defer src="https://evil.example/x.js"></script></head>', [])).not.toContain('data-entry');
  });
});
