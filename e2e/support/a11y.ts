import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.1 A/AA violations of the page, one line each. Runs once every animation and transition on
 * the page has finished: a drawer still sliding in is half transparent, and axe then measures the
 * contrast of its text against a blend (a failure that came and went with timing).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Endless ones (a spinner) never finish and change no contrast: only the finite ones are waited for.
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => undefined))));
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
