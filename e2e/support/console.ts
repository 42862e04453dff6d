import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Network answers that are part of the contract, not errors: Chromium logs every 4xx as
 * "Failed to load resource", but a 401 from GET /api/user is how a guest is recognised
 * (SPEC §7 / shell session).
 */
function isExpectedNetworkError(msg: ConsoleMessage): boolean {
  return /status of 401/.test(msg.text()) && /\/api\/user$/.test(msg.location().url ?? '');
}

/**
 * The page's own address answered 404/410: the server saying so for an address that is not a
 * page or a listing no longer on sale (no soft 404s); Chromium logs it like a failed resource.
 */
function isDocumentStatus(msg: ConsoleMessage, page: Page): boolean {
  return /status of (404|410)/.test(msg.text()) && msg.location().url === page.url();
}

/** Collects console errors and uncaught page errors while a test runs. */
export function collectPageErrors(page: Page, options: { allow?: RegExp[] } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error' || isExpectedNetworkError(msg) || isDocumentStatus(msg, page)) return;
    const text = msg.text();
    if (options.allow?.some((re) => re.test(text))) return;
    errors.push(`console.error: ${text}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}
