/**
 * Buyers' journey 2: from the results to a listing's canonical page (price, key data, gallery
 * with the keyboard), then a guest writes to the dealer: the form's Italian validation messages
 * (@automercato/validation), the confirmation toast, and the lead mail in the dev outbox.
 */
import { expect, test, type Locator } from '@playwright/test';
import { collectPageErrors } from '../support/console';
import {
  apiData,
  cardOf,
  formatNumber,
  formatPrice,
  resultsList,
  searchApi,
  toasts,
  type ListingSummary,
} from '../support/buyers';

interface ListingDetail extends ListingSummary {
  dealer: ListingSummary['dealer'] & { province_code: string | null };
  registration_month: number;
  traction_type: { name: string };
}

interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  reply_to?: string | null;
}

/** The value of a row of "Dati principali" (rows carry a stable data-key). */
const keyDatum = (section: Locator, key: string) => section.locator(`[data-key="${key}"] dd`);

test('results → listing page: canonical address, price, key data, gallery with arrow keys', async ({ page }) => {
  const errors = collectPageErrors(page);
  // The first listing of the default results that has a real gallery (2+ photos).
  const firstPage = await searchApi(page.request, 'per_page=10');
  const listing = firstPage.items.find((l) => l.photos.length >= 2);
  test.skip(!listing, 'no listing with two photos on the first results page');
  const detail = await apiData<ListingDetail>(page.request, `/api/listings/${listing!.uuid}`);
  const count = detail.photos.length;

  await page.goto('/risultati');
  const card = cardOf(resultsList(page), listing!);
  await expect(card).toHaveCount(1);
  await card.getByRole('heading').getByRole('link').click();

  // The canonical address (/annunci/{city}/{make}/{model}/{dealer}/{uuid}), client-side.
  await expect(page).toHaveURL((url) => url.pathname === detail.url);
  expect(detail.url).toMatch(new RegExp(`^/annunci/[^/]+/${detail.make.slug}/${detail.model.slug}/${detail.dealer.slug}/${detail.uuid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${detail.title} ${detail.version}`);
  await expect(page).toHaveTitle(`${detail.title} – ${formatPrice(detail.price)} | AutoMercato`);
  await expect(page.getByTestId('listing-price')).toHaveText(formatPrice(detail.price));

  const data = page.getByRole('region', { name: 'Dati principali' });
  await expect(keyDatum(data, 'mileage')).toHaveText(`${formatNumber(detail.mileage)} km`);
  await expect(keyDatum(data, 'registration')).toHaveText(
    `${String(detail.registration_month).padStart(2, '0')}/${detail.registration_year}`,
  );
  await expect(keyDatum(data, 'fuel')).toHaveText(detail.power_type.name);
  await expect(keyDatum(data, 'gearbox')).toHaveText(detail.gearbox_type.name);
  await expect(keyDatum(data, 'body')).toHaveText(detail.category.name);
  await expect(keyDatum(data, 'traction')).toHaveText(detail.traction_type.name);

  // The dealer's place on a small map of Italy drawn by the platform: loaded, its box reserved.
  const place = detail.dealer.province_code ? `${detail.dealer.city} (${detail.dealer.province_code})` : detail.dealer.city;
  const map = page.getByRole('img', { name: `Mappa dell'Italia: la sede del concessionario a ${place}` });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(200);
  await page.evaluate(() => window.scrollTo(0, 0));

  // Gallery: ← → on the large photo, wrapping at both ends; the thumbnail follows.
  const gallery = page.getByRole('region', { name: `Foto di ${detail.title}` });
  const photo = (n: number) => gallery.getByRole('button', { name: `Foto ${n} di ${count}: apri a schermo intero` });
  const thumb = (n: number) => gallery.getByRole('list', { name: 'Miniature' }).getByRole('button', { name: `Foto ${n} di ${count}`, exact: true });
  await expect(photo(1)).toBeVisible();
  await expect(thumb(1)).toHaveAttribute('aria-current', 'true');
  await photo(1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(photo(2)).toBeVisible();
  await expect(thumb(2)).toHaveAttribute('aria-current', 'true');
  await expect(thumb(1)).not.toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('img').first()).toHaveAttribute('src', detail.photos[1]!.url);
  await page.keyboard.press('ArrowLeft');
  await expect(photo(1)).toBeVisible();
  await page.keyboard.press('ArrowLeft'); // wraps to the last photo
  await expect(photo(count)).toBeVisible();
  await expect(thumb(count)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight'); // and back to the first
  await expect(photo(1)).toBeVisible();

  // A full load of the same address is served with its canonical link.
  await page.reload();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${detail.url}$`));
  await expect(page.getByTestId('listing-price')).toHaveText(formatPrice(detail.price));
  expect(errors).toEqual([]);
});

test('a guest writes to the dealer: validation messages, toast, lead mail in the outbox', async ({ page }) => {
  const errors = collectPageErrors(page);
  const [listing] = (await searchApi(page.request, 'per_page=1')).items;
  expect(listing, 'a listing on sale').toBeTruthy();
  const detail = await apiData<ListingDetail>(page.request, `/api/listings/${listing!.uuid}`);

  let posts = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/user-messages') posts += 1;
  });

  await page.goto(detail.url);
  const form = page.getByRole('form', { name: 'Contatta il concessionario' });
  const name = form.getByRole('textbox', { name: 'Nome', exact: true });
  const email = form.getByRole('textbox', { name: 'Email', exact: true });
  const phone = form.getByRole('textbox', { name: /^Telefono/ });
  const message = form.getByRole('textbox', { name: 'Messaggio', exact: true });
  const send = form.getByRole('button', { name: 'Invia il messaggio' });
  const defaultMessage = `Buongiorno, mi interessa ${detail.title}. È ancora disponibile?`;
  await expect(message).toHaveValue(defaultMessage);

  // Fields validate when left (SPEC §5 messages of @automercato/validation).
  await name.focus();
  await email.focus();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Il campo nome è richiesto');
  await email.fill('non-un-indirizzo');
  await phone.focus();
  await expect(email).toHaveAccessibleDescription('Il campo email deve essere un indirizzo email valido');
  await message.fill('');
  await phone.focus();
  await expect(message).toHaveAccessibleDescription(/^Il campo messaggio è richiesto/);
  await message.fill('Ciao');
  await phone.focus();
  await expect(message).toHaveAccessibleDescription(/^Il campo messaggio deve avere almeno 10 caratteri/);
  // Not while typing: a field is checked when it is left.
  await phone.fill('abc');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await name.focus();
  await expect(phone).toHaveAccessibleDescription('Il campo telefono non ha un formato valido');

  // Sending an invalid form sends nothing.
  await send.click();
  await expect(name).toHaveAccessibleDescription('Il campo nome è richiesto');
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toBe(0);

  // A valid message.
  const token = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const guest = { name: 'Mario Rossi', email: `${token}@automercato.example`, phone: '+39 333 123 4567' };
  const text = `Buongiorno, vorrei vedere l'auto sabato mattina. Riferimento ${token}.`;
  await name.fill(guest.name);
  await email.fill(guest.email);
  await phone.fill(guest.phone);
  await message.fill(text);
  // Leave the message first: the errors go away and the layout settles before the click (a
  // click that itself clears a two-line error is lost, see the BUG test below).
  await send.focus();
  for (const field of [name, email, phone, message]) await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  const answer = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/user-messages');
  await send.click();
  expect((await answer).status()).toBe(201);
  await expect(toasts(page).filter({ hasText: 'Messaggio inviato al concessionario' })).toBeVisible();
  // Sent: no form refilled with the template to send twice by accident, but the sent state.
  const sent = page.getByRole('region', { name: 'Contatta il concessionario' }).getByRole('status');
  await expect(sent).toContainText('Messaggio inviato al concessionario');
  await expect(sent).toContainText(guest.email);
  await expect(form).toHaveCount(0);
  // Writing again keeps name and e-mail, not the template.
  await sent.getByRole('button', { name: 'Scrivi un altro messaggio' }).click();
  await expect(name).toHaveValue(guest.name);
  await expect(message).toHaveValue('');
  expect(posts).toBe(1);

  // The lead reached the dealer: the mail leaves after the answer, so wait for it.
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const outbox = await apiData<OutboxMail[]>(page.request, '/api/dev/outbox');
      mail = outbox.find((m) => m.subject.startsWith('Nuovo contatto per') && m.text.includes(token));
      return mail?.subject;
    }, { message: 'a "Nuovo contatto per …" mail with the message in the dev outbox' })
    .toBe(`Nuovo contatto per ${detail.title} ${detail.version}`);
  expect(mail!.to_address).toMatch(/@/);
  expect(mail!.to_address).not.toBe(guest.email);
  expect(mail!.text).toContain(guest.name);
  expect(mail!.text).toContain(guest.email);
  // "Rispondi" in the dealer's mail client writes to the buyer.
  expect(mail!.reply_to).toBe(guest.email);
  expect(errors).toEqual([]);
});

test('"Invia il messaggio" pressed right after fixing a field with a two-line error sends at once', async ({ page }) => {
  // Pressing the button blurs the message field; its error ("Il campo messaggio deve avere
  // almeno 10 caratteri", two lines in the 326 px column) goes away and the button moves up by
  // ~45 px. The blur check waits for the press to end, so the click lands on the button.
  const [listing] = (await searchApi(page.request, 'per_page=1')).items;
  await page.goto(listing!.url);
  const form = page.getByRole('form', { name: 'Contatta il concessionario' });
  const message = form.getByRole('textbox', { name: 'Messaggio', exact: true });
  await message.fill('Ciao');
  await form.getByRole('textbox', { name: 'Nome', exact: true }).focus();
  await expect(message).toHaveAccessibleDescription(/^Il campo messaggio deve avere almeno 10 caratteri/);
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Mario Rossi');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`e2e-${Date.now()}@automercato.example`);
  await message.fill('Buongiorno, è ancora disponibile? Grazie.');
  const sent = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/user-messages', { timeout: 5_000 });
  await form.getByRole('button', { name: 'Invia il messaggio' }).click();
  await sent;
});
