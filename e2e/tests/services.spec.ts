/** Toast and confirm services of the shell (SPEC §3–§5, §9), driven from the /dev page. */
import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/console';

test.describe('toasts', () => {
  test('a toast shows title and text, closes with its button, and by itself after its timeout', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/dev');
    const region = page.getByRole('region', { name: 'Notifiche' });
    await expect(region).toBeAttached(); // the live region exists before the first toast

    await page.getByRole('button', { name: 'Mostra notifica' }).click();
    const toast = region.getByTestId('toast');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Completato');
    await expect(toast).toContainText('Operazione riuscita');
    await toast.getByRole('button', { name: 'Chiudi notifica' }).click();
    await expect(toast).toHaveCount(0);

    await page.getByRole('button', { name: 'Notifica breve (1,5 s)' }).click();
    await expect(region.getByTestId('toast')).toHaveCount(1);
    await expect(region.getByTestId('toast')).toHaveCount(0, { timeout: 5_000 });
    expect(errors).toEqual([]);
  });

  test('the default timeout is 6 s; a persistent toast stays', async ({ page }) => {
    await page.goto('/dev');
    const toasts = page.getByRole('region', { name: 'Notifiche' }).getByTestId('toast');
    await page.getByRole('button', { name: 'Notifica persistente' }).click();
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Mostra notifica' }).click();
    await expect(toasts).toHaveCount(2);
    await expect(toasts).toHaveCount(1, { timeout: 12_000 });
    // The timer starts after the click, so at least 6 s passed since just before it.
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(5_900);
    await expect(toasts).toContainText('Resta finché non la chiudi');
  });

  test('a zero timeout is refused with the message of SPEC §5', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/dev');
    await page.getByRole('button', { name: 'Notifica non valida' }).click();
    await expect(page.getByTestId('dev-toast-error')).toHaveText('Toast messages cannot have a zero or less timeout');
    await expect(page.getByTestId('toast')).toHaveCount(0);
    // The shell reports the programming error on the console.
    expect(errors).toEqual(['console.error: [toast] Toast messages cannot have a zero or less timeout']);
  });
});

test.describe('confirm dialog', () => {
  test('OK / Annulla by default, returns the answer, Escape means no', async ({ page }) => {
    await page.goto('/dev');
    const answer = page.getByTestId('dev-confirm-answer');

    await page.getByRole('button', { name: 'Chiedi conferma' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confermi l’operazione?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused(); // the safe choice
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(answer).toHaveText('sì');

    await page.getByRole('button', { name: 'Chiedi conferma' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused(); // open and ready
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(answer).toHaveText('no');
  });

  test('one dialog at a time: the second waits for the first', async ({ page }) => {
    await page.goto('/dev');
    await page.getByRole('button', { name: 'Due conferme in coda' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    await expect(page.getByRole('alertdialog', { name: 'Prima domanda' })).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annulla' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Seconda domanda' })).toBeVisible();
    await page.getByRole('alertdialog', { name: 'Seconda domanda' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByTestId('dev-confirm-answer')).toHaveText('sì');
  });

  test('closes by itself as "no" after its timeout', async ({ page }) => {
    await page.goto('/dev');
    await page.getByRole('button', { name: 'Conferma a tempo' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Conferma a tempo' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0, { timeout: 4_000 });
    await expect(page.getByTestId('dev-confirm-answer')).toHaveText('no');
  });

  test('shows a busy state while the action runs', async ({ page }) => {
    await page.goto('/dev');
    await page.getByRole('button', { name: 'Conferma con azione' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Eliminare la bozza?' });
    await dialog.getByRole('button', { name: 'Elimina' }).click();
    await expect(dialog.getByRole('button', { name: 'Elimina' })).toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('Escape'); // ignored while busy
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4_000 });
    await expect(page.getByTestId('dev-confirm-answer')).toHaveText('sì');
  });
});
