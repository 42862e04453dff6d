import { expect, type Locator, type Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The control labelled `label`. Required fields show " *" after the label and optional ones
 * " (facoltativo)" (part of the label's text for Playwright), so match those forms exactly.
 */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}( \\*| \\([^)]*\\))?$`));
}

/** The profile menu button of the header (named after the signed-in user). */
export function profileMenu(page: Page, name: string | RegExp): Locator {
  return page.getByRole('banner').getByRole('button', { name });
}

/** Signs out through the header's profile menu (and waits until the header says so). */
export async function signOutFromMenu(page: Page, name: string | RegExp): Promise<void> {
  await profileMenu(page, name).click();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true })).toBeVisible();
}
