/**
 * The route table of SPEC §2 as a visitor meets it: every public page renders (with its
 * title and no console error), every redirect and guard sends where it should, malformed
 * and unknown addresses get the 404 screen.
 */
import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/console';
import { DEMO, signIn, signUpUnverified } from '../support/auth';

const UUID = '6f1c2a4e-8b3d-4e5f-9a7b-1c2d3e4f5a6b';
const PLAN = '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const enc = encodeURIComponent;

/** Public pages of the shell and of the remotes: path, page title, a heading on the page. */
const PUBLIC_PAGES: { path: string; title: RegExp | string; heading: RegExp | string }[] = [
  { path: '/', title: 'AutoMercato – Auto usate in Italia', heading: 'Trova la tua prossima auto usata' },
  { path: '/signin', title: 'Accedi – AutoMercato', heading: 'Accedi' },
  { path: '/signin?dealer=true', title: 'Accedi – AutoMercato', heading: 'Accesso concessionari' },
  { path: '/signup', title: 'Registrati – AutoMercato', heading: 'Registrati' },
  { path: '/risultati', title: /AutoMercato/, heading: /./ },
  { path: '/risultati/fiat/panda', title: /AutoMercato/, heading: /./ },
  { path: '/carfax', title: /AutoMercato/, heading: /./ },
  { path: '/favourites', title: /AutoMercato/, heading: /./ },
  { path: '/faq', title: 'Domande frequenti – AutoMercato', heading: 'Domande frequenti' },
  { path: '/tos', title: 'Termini e condizioni – AutoMercato', heading: 'Termini e condizioni' },
  { path: '/about-us', title: 'Chi siamo – AutoMercato', heading: 'Chi siamo' },
  { path: '/contact-us', title: 'Contatti – AutoMercato', heading: 'Contatti' },
  { path: '/for-dealers', title: 'Per i concessionari – AutoMercato', heading: 'Vendi le tue auto usate su AutoMercato' },
  { path: '/how-it-works', title: 'Come funziona – AutoMercato', heading: 'Come funziona' },
  { path: '/privacy-policy', title: 'Informativa sulla privacy – AutoMercato', heading: 'Informativa sulla privacy' },
  { path: '/purchase-ok', title: 'Acquisto completato – AutoMercato', heading: 'Acquisto completato' },
  { path: '/purchase-ko', title: 'Acquisto non riuscito – AutoMercato', heading: 'Acquisto non riuscito' },
  { path: '/email-verified?verified=1', title: 'Email verificata – AutoMercato', heading: 'Email verificata' },
  { path: '/email-token-expired', title: 'Link di verifica scaduto – AutoMercato', heading: 'Il link di verifica è scaduto' },
  { path: '/password-recover', title: 'Recupera la password – AutoMercato', heading: 'Recupera la password' },
  { path: '/password-updated', title: 'Password aggiornata – AutoMercato', heading: 'Password aggiornata' },
  {
    path: '/password-token-expired',
    title: 'Link per la password scaduto – AutoMercato',
    heading: 'Il link per la password è scaduto',
  },
  { path: '/dev', title: 'Sviluppo – AutoMercato', heading: 'Pagina di sviluppo' },
  { path: '/list', title: 'Annunci – AutoMercato', heading: 'Annunci' },
  { path: '/technology', title: 'Tecnologia – AutoMercato', heading: 'Tecnologia' },
  { path: '/about', title: 'Chi siamo – AutoMercato', heading: 'Chi siamo' },
  { path: '/dealer', title: 'Concessionari – AutoMercato', heading: 'Concessionari' },
  { path: '/contatti', title: 'Contatti – AutoMercato', heading: 'Contatti' },
  { path: '/dealer/signup', title: /AutoMercato/, heading: /./ },
  { path: '/dealer/no-associated', title: /AutoMercato/, heading: /./ },
  { path: '/dealer/failed-verification', title: /AutoMercato/, heading: /./ },
  { path: '/dealer/plan-purchase-ok', title: /AutoMercato/, heading: /./ },
  { path: '/dealer/plan-purchase-ko', title: /AutoMercato/, heading: /./ },
];

test.describe('public pages', () => {
  // Remote pages (heading /./) belong to their remote: only that the shell renders them is checked.
  for (const p of PUBLIC_PAGES) {
    test(`${p.path} renders without console errors`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading }).first()).toBeVisible();
      await expect(page).toHaveTitle(p.title);
      await expect(page.getByText('Questa sezione non è al momento disponibile.')).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(p.path.split('?')[0]);
      expect(errors).toEqual([]);
    });
  }

  test('informational pages have real Italian copy', async ({ page }) => {
    await page.goto('/for-dealers');
    const plans = page.getByRole('table');
    for (const [tier, price] of [['Free', '0 €'], ['Base', '49 €'], ['Pro', '149 €'], ['Premium', '349 €']] as const) {
      await expect(plans.getByRole('row', { name: new RegExp(`^${tier}`) })).toContainText(price);
    }
    await expect(page.getByText('30 giorni').first()).toBeVisible();
    await page.goto('/faq');
    const questions = page.locator('details summary');
    expect(await questions.count()).toBeGreaterThanOrEqual(10);
    await questions.first().click();
    await expect(page.locator('details[open] .am-faq__answer')).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(page.getByText(/GDPR/).first()).toBeVisible();
    await expect(page.getByText(/Garante per la protezione dei dati personali/)).toBeVisible();
    await expect(page.getByText(/365 giorni/)).toBeVisible();
    await page.goto('/tos');
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8);
  });
});

test.describe('redirects (SPEC §2)', () => {
  const REDIRECTS: [string, string][] = [
    ['/login', '/signin'],
    ['/register', '/signup'],
    ['/dealer/signin', '/signin?dealer=true'],
    ['/dealer/login', '/signin?dealer=true'],
    ['/dealer/register', '/dealer/signup'],
    ['/email-verified', '/email-token-expired'],
    ['/email-verified?verified=0', '/email-token-expired'],
    ['/password-reset/not-a-real-token', '/password-token-expired'],
  ];
  for (const [from, to] of REDIRECTS) {
    test(`${from} → ${to}`, async ({ page }) => {
      const errors = collectPageErrors(page, { allow: [/status of 404/] });
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('a redirect keeps the query string', async ({ page }) => {
    await page.goto('/login?redirectTo=%2Ffaq');
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Ffaq$/);
  });
});

test.describe('guards as a guest', () => {
  const GUARDED: [string, string][] = [
    ['/profile', `/signin?redirectTo=${enc('/profile')}`],
    ['/verify-email', `/signin?redirectTo=${enc('/verify-email')}`],
    ['/admin', `/signin?redirectTo=${enc('/admin')}`],
    ['/admin/users', `/signin?redirectTo=${enc('/admin/users')}`],
    [`/admin/dealers/${UUID}`, `/signin?redirectTo=${enc(`/admin/dealers/${UUID}`)}`],
    ['/dealer/target', `/signin?redirectTo=${enc('/dealer/target')}`],
    [`/dealer/${UUID}/listings`, `/signin?dealer=true&redirectTo=${enc(`/dealer/${UUID}/listings`)}`],
    [`/dealer/${UUID}/dashboard`, `/signin?dealer=true&redirectTo=${enc(`/dealer/${UUID}/listings`)}`],
    [`/free-trial/${UUID}/activate`, `/signin?dealer=true&redirectTo=${enc(`/free-trial/${UUID}/activate`)}`],
    [`/free-trial/${UUID}/activated`, `/signin?dealer=true&redirectTo=${enc(`/free-trial/${UUID}/activated`)}`],
  ];
  for (const [from, to] of GUARDED) {
    test(`${from} → sign-in`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(from);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to);
      await expect(page.getByRole('heading', { level: 1, name: /Accedi|Accesso concessionari/ })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('the sign-in link of the header leads to the sign-in page', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page).toHaveTitle('Accedi – AutoMercato');
  });
});

test.describe('signed in', () => {
  test('a customer: guest-only pages send home, the admin area is forbidden (403)', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/signin?redirectTo=%2Ffaq');
    await expect(page).toHaveURL(/\/faq$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Accesso negato' })).toBeVisible();
    await expect(page).toHaveTitle('403');
    await page.goto('/verify-email');
    await expect(page).toHaveURL(/\/$/); // already verified
    await page.goto(`/dealer/${UUID}/plan`);
    await expect(page).toHaveURL(/\/dealer\/no-associated$/); // not a dealer
  });

  test('an admin: /admin opens the users tab; the header shows "Amministrazione"', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Questa sezione non è al momento disponibile.')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Amministrazione' })).toBeVisible();
  });

  test('a dealer with several dealers chooses one, sees its name and switches; a dealer with one goes straight to its area', async ({ page }) => {
    await signIn(page, DEMO.dealer);
    await page.goto('/');
    const area = page.getByRole('banner').getByRole('link', { name: 'Area concessionario' });
    await expect(area).toBeVisible();
    await area.click();
    // Two owned dealers and one administered (GET /api/user names them): the choice (SPEC §4).
    await expect(page).toHaveURL((url) => url.pathname === '/dealer/target' && url.searchParams.get('redirectTo') === '/dealer/q/listings');
    await expect(page.getByRole('heading', { level: 1, name: 'Scegli il concessionario' })).toBeVisible();
    const choices = page.getByRole('list', { name: 'I tuoi concessionari' }).getByRole('link');
    await expect(choices).toHaveCount(3);
    await expect(choices.filter({ hasText: 'Amministratore' })).toHaveCount(1);
    const mine = (await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json()).data.dealers as { uuid: string; name: string }[];
    await choices.filter({ hasText: mine[0]!.name }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/dealer/${mine[0]!.uuid}/listings`);

    // Every dealer page names the dealer open; the switcher keeps the tab; the header's
    // "Area concessionario" then opens the dealer last used, also after a reload.
    const bar = page.locator('.am-dealer-bar');
    await expect(bar).toContainText(mine[0]!.name);
    await page.getByRole('navigation', { name: 'Area concessionario' }).getByRole('link', { name: 'Impostazioni' }).click();
    await expect(bar).toContainText(mine[0]!.name);
    await page.getByRole('button', { name: 'Cambia concessionario' }).focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('list', { name: 'I tuoi concessionari' });
    await expect(list.getByRole('link')).toHaveCount(mine.length);
    if (process.env['E2E_SCREENSHOTS']) await page.screenshot({ path: 'test-results/dealer-switcher-1280.png' });
    // The same tab for the other dealer (names may share words: the link by where it leads).
    await list.locator(`a[href="/dealer/${mine[1]!.uuid}/settings"]`).click();
    await expect(page).toHaveURL((url) => url.pathname === `/dealer/${mine[1]!.uuid}/settings`);
    await expect(bar).toContainText(mine[1]!.name);
    if (process.env['E2E_SCREENSHOTS']) {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.getByRole('button', { name: 'Cambia concessionario' }).click();
      await page.screenshot({ path: 'test-results/dealer-switcher-390.png' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    await page.goto('/');
    await area.click();
    await expect(page).toHaveURL((url) => url.pathname === `/dealer/${mine[1]!.uuid}/listings`);

    await page.context().clearCookies();
    await signIn(page, DEMO.dealer2);
    const me = await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json();
    const [only] = me.data.dealers as { uuid: string }[];
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Area concessionario' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/dealer/${only!.uuid}/listings`);
    // Someone else's dealer: the choice again, never their area.
    await page.goto('/dealer/00000000-0000-4000-8000-000000000000/listings');
    await expect(page).toHaveURL((url) => url.pathname === `/dealer/${only!.uuid}/listings`);
    // …and said, not silent.
    await expect(page.getByText('Non hai accesso a quel concessionario: ti abbiamo portato al tuo.')).toBeVisible();
  });

  test('an unverified user: /verify-email is open, pages needing a verified e-mail send there', async ({ page }) => {
    await signUpUnverified(page);
    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Verifica la tua email' })).toBeVisible();
    await page.goto('/admin/users');
    await expect(page).toHaveTitle('403'); // not an admin: forbidden before the e-mail check
  });
});

test.describe('404', () => {
  test('buy-plan with a bad plan uuid → 404 "Not found"', async ({ page }) => {
    const errors = collectPageErrors(page);
    for (const path of [`/dealer/${UUID}/buy-plan-basic`, `/dealer/${UUID}/buy-plan-`, `/dealer/xyz/buy-plan-${PLAN}`]) {
      await page.goto(path);
      await expect(page).toHaveTitle('404');
      await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
      await expect(page.getByText('Not found', { exact: true })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('buy-plan with both uuids is a dealer page (guarded)', async ({ page }) => {
    await page.goto(`/dealer/${UUID}/buy-plan-${PLAN}`);
    await expect(page).toHaveURL(/\/signin\?dealer=true&redirectTo=/);
  });

  test('an unknown route → the 404 screen, empty layout, title "404"', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/questa-pagina-non-esiste');
    await expect(page).toHaveTitle('404');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0); // empty layout: no header
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page.getByTestId('counters')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown tab of an area → 404', async ({ page }) => {
    await page.goto('/admin/nope');
    await expect(page).toHaveTitle('404');
    await page.goto(`/dealer/${UUID}/nope`);
    await expect(page).toHaveTitle('404');
  });
});
