import type { Page } from '@playwright/test';

/** What makes a page wider than the screen, when it is. */
export interface SidewaysScroll {
  /** document.documentElement.scrollWidth */
  width: number;
  /** The outermost element that sticks out (its tag, id, classes and text). */
  outermost: string;
  /** The deepest element reaching as far: usually the cause (a long word, a fixed-width cell). */
  innermost: string;
}

/**
 * Measures the page at `limit` px: null when nothing reaches past the right edge, else the width
 * and the elements that reach farthest. Elements inside a scroll container (or a clipped or fixed
 * one) do not widen the page and are not named.
 */
export async function sidewaysScroll(page: Page, limit: number): Promise<SidewaysScroll | null> {
  return page.evaluate((max) => {
    const root = document.documentElement;
    if (root.scrollWidth <= max) return null;
    const contained = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body && up !== root; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const name = (el: Element) => {
      const classes = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const width = Math.round(el.getBoundingClientRect().width);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes}> ${width} px wide, right edge at ${Math.round(el.getBoundingClientRect().right + window.scrollX)} px${text ? ` ("${text}")` : ''}`;
    };
    let farthest = max + 0.5;
    let outer: Element | null = null;
    let inner: Element | null = null;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const right = el.getBoundingClientRect().right + window.scrollX;
      if (right <= max + 0.5 || getComputedStyle(el).position === 'fixed' || contained(el)) continue;
      // Document order: the first to reach the farthest edge is the outermost, the last the deepest.
      if (right > farthest + 0.5) {
        farthest = right;
        outer = el;
        inner = el;
      } else if (right >= farthest - 0.5 && outer?.contains(el)) {
        inner = el;
      }
    }
    return {
      width: root.scrollWidth,
      outermost: outer ? name(outer) : '(no element: a pseudo-element or a margin)',
      innermost: inner ? name(inner) : '',
    };
  }, limit);
}
