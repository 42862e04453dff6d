/**
 * Leads and settings in the browser, at a desk and on a phone: a buyer writes from a listing of
 * the demo dealer; the dealer reads it in /dealer/{uuid}/messages, replies (the buyer gets the
 * mail, answering goes to the dealer), deletes it after the confirm dialog, and points new leads
 * to another address, where the next lead arrives. axe on both dealer pages.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { apiData, searchApi, toasts } from '../support/buyers';
import { collectPageErrors } from '../support/console';
import { outbox, type OutboxMail } from '../support/mail';
import { axeViolations } from '../support/a11y';

/** The newest mail to `to` whose subject starts with `prefix` (mail leaves after the answer: waited for). */
async function mailStartingWith(page: Page, to: string, prefix: string): Promise<OutboxMail & { reply_to?: string | null }> {
  let found: (OutboxMail & { reply_to?: string | null }) | undefined;
  await expect.poll(async () => {
    found = (await outbox(page.request, to)).find((mail) => mail.subject.startsWith(prefix));
    return found !== undefined;
  }, { message: `mail "${prefix}…" to ${to}`, timeout: 15_000 }).toBe(true);
  return found!;
}

/**
 * Nothing wider than the screen: no sideways scrolling on a phone. What sits inside a strip that
 * scrolls on its own (the area's tab bar) is meant to run past the edge.
 */
async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => Array.from(document.querySelectorAll('body *'))
    .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
    .filter((element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return false;
      }
      return true;
    })
    .slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)})`));
  expect(wide, 'elements wider than the screen').toEqual([]);
}

/** A guest writes to the dealer from the listing page, as a buyer does. */
async function sendLeadFromListingPage(browser: Browser, url: string, buyer: { name: string; email: string }, text: string) {
  const context = await browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(url);
  const form = page.getByRole('form', { name: 'Contatta il concessionario' });
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(buyer.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(buyer.email);
  await form.getByRole('textbox', { name: 'Messaggio', exact: true }).fill(text);
  const send = form.getByRole('button', { name: 'Invia il messaggio' });
  await send.focus();
  const answer = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/user-messages');
  await send.click();
  expect((await answer).status()).toBe(201);
  await expect(toasts(page).filter({ hasText: 'Messaggio inviato al concessionario' })).toBeVisible();
  await context.close();
}

for (const [label, viewport] of [['desktop', { width: 1280, height: 900 }], ['390 px', { width: 390, height: 844 }]] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test(`a dealer reads a lead, replies, deletes it and changes the lead e-mail (${label})`, async ({ page, browser }) => {
      test.setTimeout(90_000);
      const errors = collectPageErrors(page);
      await signIn(page, DEMO.dealer);
      const me = await apiData<{ dealers: { uuid: string }[] }>(page.request, '/api/user');
      const dealer = me.dealers[0]!.uuid;
      const settings = await apiData<{ email: string; name: string }>(page.request, `/api/dealers/${dealer}/settings`);
      const [listing] = (await searchApi(page.request, `dealer=${dealer}&per_page=1`)).items;
      expect(listing, 'a listing of the dealer on sale').toBeTruthy();

      const token = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
      const buyer = { name: `Lucia Verdi ${token}`, email: `lucia.${token}@automercato.example` };
      await sendLeadFromListingPage(browser, listing!.url, buyer, `Buongiorno, posso vedere l'auto sabato? (${token})`);

      // The inbox: the new lead, unread, with the listing's title.
      await page.goto(`/dealer/${dealer}/messages`);
      await expect(page.getByRole('heading', { level: 1, name: 'Messaggi' })).toBeVisible();
      await expect(page.getByTestId('unread-count')).toBeVisible();
      const item = page.getByTestId('lead').filter({ hasText: buyer.name });
      await expect(item.getByText('Da leggere', { exact: true })).toBeVisible();
      const summary = item.getByRole('button', { name: new RegExp(buyer.name) });
      await summary.click();
      await expect(summary).toHaveAttribute('aria-expanded', 'true');
      await expect(item.getByText('Da leggere', { exact: true })).toHaveCount(0);
      await expect(item.getByRole('link', { name: buyer.email })).toBeVisible();

      // Reply: the buyer's mail answers to the dealer.
      await item.getByLabel('La tua risposta').fill('Certo, vi aspettiamo sabato alle 10.');
      await item.getByRole('button', { name: 'Invia risposta' }).click();
      await expect(toasts(page).filter({ hasText: `Risposta inviata a ${buyer.email}` })).toBeVisible();
      await expect(item.getByText('Risposto').first()).toBeVisible();
      const reply = await mailStartingWith(page, buyer.email, `Risposta di ${settings.name} su ${listing!.title}`);
      expect(reply.text).toContain('vi aspettiamo sabato alle 10');
      expect(reply.reply_to).toBe(settings.email);

      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      if (process.env['E2E_SCREENSHOTS']) await page.screenshot({ path: `test-results/dealer-messages-${viewport.width}.png`, fullPage: true });

      // Delete, after the shell's confirm dialog.
      await item.getByRole('button', { name: 'Elimina' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Eliminare questo messaggio?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Elimina' }).click();
      await expect(toasts(page).filter({ hasText: 'Messaggio eliminato.' })).toBeVisible();
      await expect(page.getByTestId('lead').filter({ hasText: buyer.name })).toHaveCount(0);

      // Settings: new leads to another address.
      await page.getByRole('link', { name: 'Impostazioni' }).click();
      await expect(page).toHaveURL(new RegExp(`/dealer/${dealer}/settings$`));
      const leadsForm = page.getByRole('form', { name: 'Email per i nuovi contatti' });
      const newAddress = `vendite.${token}@automercato.example`;
      await leadsForm.getByLabel('Indirizzo 1', { exact: true }).fill(newAddress);
      // Only this address: remove any other rows.
      while (await leadsForm.getByLabel('Indirizzo 2', { exact: true }).count()) await leadsForm.getByRole('button', { name: "Rimuovi l'indirizzo 2" }).click();
      await leadsForm.getByRole('button', { name: 'Salva indirizzi' }).click();
      await expect(toasts(page).filter({ hasText: 'Indirizzi per i contatti salvati.' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      if (process.env['E2E_SCREENSHOTS']) await page.screenshot({ path: `test-results/dealer-settings-${viewport.width}.png`, fullPage: true });

      // The next lead goes to the new address.
      const second = { name: `Paolo Neri ${token}`, email: `paolo.${token}@automercato.example` };
      await sendLeadFromListingPage(browser, listing!.url, second, `Buongiorno, è trattabile il prezzo? (${token})`);
      const lead = await mailStartingWith(page, newAddress, `Nuovo contatto per ${listing!.title}`);
      expect(lead.text).toContain(second.name);
      expect(errors).toEqual([]);
    });
  });
}
