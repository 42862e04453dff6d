/**
 * A buyer's vehicle-history report request: a guest asks for the report on a public
 * listing of the seed's second demo dealer ("Richiedi il report", leaving an e-mail), the dealer
 * approves it on /dealer/<uuid>/carfax, and the buyer opens the report from the approval mail
 * (dev outbox): Problem Check and the "Dati dimostrativi" banner. The link works in a fresh
 * browser on its token alone; a tampered token shows "Report non disponibile". Axe on the report.
 */
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { DEMO, freshEmail, signIn } from '../support/auth';
import { collectPageErrors } from '../support/console';
import { linkIn, outbox, pathOf, type OutboxMail } from '../support/mail';
import { axeViolations } from '../support/a11y';

async function xsrf(context: BrowserContext, request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/sanctum/csrf-cookie');
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value), Accept: 'application/json' };
}

interface Candidate { uuid: string; url: string | null; vin: string | null; plate: string | null; title: string }

/**
 * A published listing of the dealer that a buyer can ask about: preferably one whose report is
 * already associated (the approval shares it), else one with a VIN or plate (the approval buys one).
 */
async function pickListing(request: APIRequestContext, dealerUuid: string): Promise<Candidate & { url: string }> {
  const res = await request.get(`/api/dealers/${dealerUuid}/listings?state=published&per_page=40`, { headers: { Accept: 'application/json' } });
  expect(res.status(), 'GET dealer listings').toBe(200);
  const items = ((await res.json()).data.items as Candidate[]).filter((l) => l.url && (l.vin || l.plate));
  expect(items.length, 'published listings with a VIN or a plate').toBeGreaterThan(0);
  for (const item of items.slice(0, 20)) {
    const detail = await request.get(`/api/listings/${item.uuid}`, { headers: { Accept: 'application/json' } });
    if (detail.status() === 200 && (await detail.json()).data.carfax) return item as Candidate & { url: string };
  }
  return items[0] as Candidate & { url: string };
}

test('a guest asks for the report, the dealer approves, the mailed link opens it (and only with its token)', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The dealer: its dealer, a listing, and requests decided by hand (auto-approval off for the journey).
  await signIn(page, DEMO.dealer2);
  const me = await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json();
  const dealerUuid = (me.data.dealers as { uuid: string }[])[0]!.uuid;
  const listing = await pickListing(page.request, dealerUuid);
  const settingsUrl = `/api/dealers/${dealerUuid}/settings`;
  const autoBefore = (await (await page.request.get(settingsUrl, { headers: { Accept: 'application/json' } })).json()).data
    .auto_approve_carfax_requests as boolean;
  if (autoBefore) {
    const off = await page.request.put(settingsUrl, { data: { auto_approve_carfax_requests: false }, headers: await xsrf(page.context(), page.request) });
    expect(off.status(), 'auto-approval off').toBe(200);
  }

  const buyerContext = await browser.newContext();
  const fresh = await browser.newContext();
  try {
    // The buyer, a guest, on the public listing page.
    const buyer = await buyerContext.newPage();
    const buyerErrors = collectPageErrors(buyer);
    const email = freshEmail('e2e-carfax');
    await buyer.goto(listing.url);
    const box = buyer.locator('section.lp-carfax');
    await expect(box.getByRole('heading', { name: 'Storia del veicolo' })).toBeVisible();
    await box.getByRole('button', { name: 'Richiedi il report' }).click();
    const form = box.getByRole('form', { name: 'Richiedi il report Carfax' });
    await form.getByRole('textbox').fill(email);
    const created = buyer.waitForResponse((r) => r.url().endsWith('/api/carfax-requests') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Invia la richiesta' }).click();
    // A guest's answer is the same whatever the e-mail asked before: 202, the request is made after it.
    expect((await created).status()).toBe(202);
    await expect(box.getByRole('status')).toContainText('Richiesta ricevuta');

    // The dealer approves it among the buyers' requests.
    await page.goto(`/dealer/${dealerUuid}/carfax`);
    await expect(page.getByRole('heading', { name: 'Richieste dei clienti' })).toBeVisible();
    const approve = page.getByRole('button', { name: new RegExp(`^Approva la richiesta di ${email.replace(/[.+]/g, '\\$&')}`) });
    await approve.click();
    const row = page.getByRole('row').filter({ hasText: email });
    // The panel may keep showing the pending filter: the decided request leaves it, or shows "Approvata".
    await expect(approve).toHaveCount(0);
    await page.getByRole('button', { name: 'Approvate' }).click();
    await expect(row.getByText('Approvata')).toBeVisible();

    // The approval mail, with the private link.
    // The subject names the vehicle (make, model, version): matched on its frame.
    let mail: OutboxMail | undefined;
    await expect.poll(async () => {
      mail = (await outbox(buyer.request, email)).find((m) => /^Il report Carfax di .+ è pronto$/.test(m.subject));
      return mail !== undefined;
    }, { message: `approval mail to ${email}`, timeout: 15_000 }).toBe(true);
    expect(mail!.subject).toContain(listing.title.split(' ')[0]!);
    const reportPath = pathOf(linkIn(mail!.text));
    expect(reportPath).toMatch(/^\/carfax\/report\/[A-Za-z0-9_-]{20,}$/);

    await buyer.goto(reportPath);
    await expect(buyer.getByRole('heading', { name: 'Controllo problemi noti' })).toBeVisible();
    await expect(buyer.getByRole('note').filter({ hasText: 'Dati dimostrativi' })).toBeVisible();
    await expect(buyer.getByText(/Report condiviso da/)).toBeVisible();
    expect(await axeViolations(buyer)).toEqual([]);
    expect(buyerErrors).toEqual([]);

    // A fresh browser (no cookies): the token alone opens the report; a tampered one does not.
    const other = await fresh.newPage();
    await other.goto(reportPath);
    await expect(other.getByRole('heading', { name: 'Controllo problemi noti' })).toBeVisible();
    const token = reportPath.split('/').pop()!;
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    await other.goto(`/carfax/report/${tampered}`);
    await expect(other.getByRole('heading', { name: 'Report non disponibile' })).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Controllo problemi noti' })).toHaveCount(0);
  } finally {
    await buyerContext.close();
    await fresh.close();
    if (autoBefore) {
      await page.request.put(settingsUrl, { data: { auto_approve_carfax_requests: true }, headers: await xsrf(page.context(), page.request) });
    }
  }
});
