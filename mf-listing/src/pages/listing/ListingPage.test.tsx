import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { $confirm, PENDING_FAVOURITE_KEY, confirmAnswered, confirmFx, userSet } from '@automercato/shell-api';
import {
  CANONICAL,
  UUID,
  fail,
  fakeApi,
  ok,
  renderRoute,
  sampleListing,
  sampleSummary,
  serveListing,
  serveSearch,
  toastTexts,
  type Call,
} from '../../test/utils';
import { aUser } from '@automercato/shell-api/testing';

const location = () => screen.getByTestId('location').textContent;
const signIn = () =>
  userSet(aUser({ uuid: 'u1', email: 'cliente@automercato.example', email_verified_at: '2026-01-01', role: 'customer', name: 'Giulia', surname: 'Bianchi' }));

describe('ListingPage: loading and errors', () => {
  it('shows a skeleton shaped like the page while loading', async () => {
    const { api } = fakeApi(() => new Promise(() => undefined));
    renderRoute(CANONICAL, api);
    expect(screen.getByTestId('listing-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Caricamento dell’annuncio…').getAttribute('role')).toBe('status');
  });

  it('the listing the server drew stays while loading and gives way once the page\'s own shows', async () => {
    const drawn = document.createElement('div');
    drawn.id = 'am-first-view';
    document.body.append(drawn);
    let answer!: () => void;
    const listing = sampleListing();
    const { api } = fakeApi((call) => (call.path === `/api/listings/${UUID}` ? new Promise((resolve) => { answer = () => resolve(ok(listing)); }) : undefined), serveSearch([]));
    renderRoute(CANONICAL, api);
    expect(screen.getByTestId('listing-skeleton')).toBeTruthy();
    expect(document.getElementById('am-first-view')).not.toBeNull();
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer();
    await screen.findByRole('heading', { level: 1 });
    expect(document.getElementById('am-first-view')).toBeNull();
  });

  it('a missing listing (404) asks the shell for its not-found screen', async () => {
    const { api } = fakeApi((call) =>
      call.path === `/api/listings/${UUID}` ? fail(404, '4', 'Annuncio non trovato.') : undefined,
    );
    renderRoute(CANONICAL, api);
    const asked = await screen.findByTestId('screen-error');
    expect(asked.getAttribute('data-status')).toBe('404');
    expect(within(asked).queryByRole('link')).toBeNull();
  });

  it('an address that is not a uuid is a 404 without asking the server', async () => {
    const { api, calls } = fakeApi();
    renderRoute('/annunci/venezia/renault/captur/laguna-motors/non-esiste', api);
    expect((await screen.findByTestId('screen-error')).getAttribute('data-status')).toBe('404');
    expect(calls).toHaveLength(0);
  });

  it('a withdrawn listing (410) asks for the gone screen with a way to similar vehicles', async () => {
    const { api } = fakeApi((call) =>
      call.path === `/api/listings/${UUID}` ? fail(410, '9', 'Questo annuncio non è più disponibile.') : undefined,
    );
    renderRoute(CANONICAL, api);
    const asked = await screen.findByTestId('screen-error');
    expect(asked.getAttribute('data-status')).toBe('410');
    expect(within(asked).getByRole('link', { name: 'Cerca veicoli simili' }).getAttribute('href')).toBe('/risultati/renault/captur');
  });

  it('/item/{uuid} of a missing listing is a 404 too', async () => {
    const { api } = fakeApi((call) => (call.path === `/api/listings/${UUID}` ? fail(404, '4', 'Annuncio non trovato.') : undefined));
    renderRoute(`/item/${UUID}`, api);
    expect((await screen.findByTestId('screen-error')).getAttribute('data-status')).toBe('404');
    expect(location()).toBe(`/item/${UUID}`);
  });

  it('any other failure offers a retry', async () => {
    let attempts = 0;
    const listing = sampleListing();
    const { api } = fakeApi((call) => {
      if (call.path !== `/api/listings/${UUID}`) return undefined;
      attempts++;
      return attempts === 1 ? fail(500, '1', 'Errore interno') : ok(listing);
    }, serveSearch([]));
    renderRoute(CANONICAL, api);
    expect(await screen.findByText('Si è verificato un errore imprevisto. Riprova tra qualche istante.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Renault Captur/ })).toBeTruthy();
  });
});

describe('ListingPage: the listing', () => {
  it('shows title, price, badges, key data, description, dealer and the document title', async () => {
    const listing = sampleListing();
    const { api } = fakeApi(serveListing(listing), serveSearch([]));
    renderRoute(CANONICAL, api);
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Renault Captur 0.9 TCe 90 CV Energy Intens');
    await waitFor(() => expect(document.title).toBe('Renault Captur – 15.900\u00a0€ | AutoMercato'));
    expect(screen.getByTestId('listing-price').textContent).toBe('15.900\u00a0€');
    expect(screen.getByText('Prezzo trattabile')).toBeTruthy();
    expect(screen.getByText('Report Carfax disponibile')).toBeTruthy();

    const data = screen.getByRole('heading', { name: 'Dati principali' }).closest('section')!;
    const pairs = Object.fromEntries(
      within(data).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(pairs).toEqual({
      Chilometraggio: '106.800\u00a0km',
      Immatricolazione: '03/2020',
      Alimentazione: 'Benzina',
      Cambio: 'Manuale',
      Potenza: '66\u00a0kW (90\u00a0CV)',
      'Classe di emissione': 'Euro 6d',
      Carrozzeria: 'SUV/Fuoristrada',
      'Colore esterno': 'Grigio, vernice metallizzata',
      Interni: 'Nero, in tessuto',
      Trazione: 'Anteriore',
      Provenienza: 'Italiana',
      Porte: '5',
      Posti: '5',
      Cilindrata: '898\u00a0cm³',
    });
    expect(screen.getByText(/Unico proprietario, tagliandi certificati/)).toBeTruthy();

    const dealer = screen.getByRole('heading', { name: 'Laguna Motors' }).closest('section')!;
    expect(within(dealer).getByText('Via Miranese 206, 30174 Venezia (VE)')).toBeTruthy();
    expect(within(dealer).getByRole('link', { name: '+39 041 915 3306' }).getAttribute('href')).toBe('tel:+390419153306');
    expect(within(dealer).getByRole('link', { name: /lagunamotors\.example/ }).getAttribute('href')).toBe('https://lagunamotors.example/');
    expect(within(dealer).getByTestId('dealer-coordinates').textContent).toBe('45,4873° N, 12,2054° E');
    expect(within(dealer).getByRole('link', { name: /Apri in OpenStreetMap/ }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=45.48730&mlon=12.20540#map=16/45.48730/12.20540',
    );
    expect(screen.getByRole('form', { name: 'Contatta il concessionario' })).toBeTruthy();
    // The place on a small map drawn by the platform, its box reserved before it loads.
    const map = within(dealer).getByRole('img', { name: "Mappa dell'Italia: la sede del concessionario a Venezia (VE)" });
    expect(map.getAttribute('src')).toBe('/api/locations/italy-map.svg?latitude=45.4873&longitude=12.2054&label=Venezia+%28VE%29');
    expect([map.getAttribute('width'), map.getAttribute('height')]).toEqual(['200', '240']);
    // No external images or tiles: every image is the platform's own.
    for (const img of document.querySelectorAll('img')) expect(img.getAttribute('src')).toMatch(/^\/(media\/|api\/locations\/italy-map\.svg\?)/);
  });

  it('a listing without photos, Euro class or engine size leaves those out', async () => {
    const listing = sampleListing({ photos: [], cover_photo: null, emission_class: null, engine_cc: null, price_negotiable: false, has_carfax: false });
    const { api } = fakeApi(serveListing(listing), serveSearch([]));
    renderRoute(CANONICAL, api);
    expect(await screen.findByText('Nessuna foto disponibile')).toBeTruthy();
    expect(screen.queryByText('Classe di emissione')).toBeNull();
    expect(screen.queryByText('Cilindrata')).toBeNull();
    expect(screen.queryByText('Prezzo trattabile')).toBeNull();
    expect(screen.queryByText('Report Carfax disponibile')).toBeNull();
  });

  it('/item/{uuid} replaces the address with the canonical one', async () => {
    const listing = sampleListing();
    const { api, calls } = fakeApi(serveListing(listing), serveSearch([]));
    const { router } = renderRoute(`/item/${UUID}`, api);
    await waitFor(() => expect(location()).toBe(CANONICAL));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    // Fetched once: the canonical page reuses the answer.
    expect(calls.filter((c) => c.path === `/api/listings/${UUID}`)).toHaveLength(1);
    // One view beacon, sent from the canonical page only (not during the redirect).
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path === `/api/listings/${UUID}/view`)).toHaveLength(1));
  });

  it('the dealer card shows the logo and the opening hours, a closed day as "Chiuso"', async () => {
    const week = { mon: [{ from: '09:00', to: '12:30' }, { from: '15:00', to: '19:00' }], tue: [], wed: [], thu: [], fri: [], sat: [{ from: '09:00', to: '12:30' }], sun: [] };
    const listing = sampleListing();
    const { api } = fakeApi(serveListing({ ...listing, dealer: { ...listing.dealer, opening_hours: week, logo: { url: '/media/dealers/x/logo-1.webp', width: 512, height: 171 } } }), serveSearch([]));
    renderRoute(CANONICAL, api);
    const dealer = (await screen.findByRole('heading', { name: 'Laguna Motors' })).closest('section')!;
    expect(dealer.querySelector('img.lp-dealer__logo')?.getAttribute('src')).toBe('/media/dealers/x/logo-1.webp');
    const hours = within(dealer).getByTestId('dealer-hours');
    expect(within(hours).getByText('Lunedì').nextElementSibling?.textContent).toBe('09:00–12:30, 15:00–19:00');
    expect(within(hours).getByText('Domenica').nextElementSibling?.textContent).toBe('Chiuso');
  });

  it('an out-of-date address (the dealer moved) is replaced with the canonical one', async () => {
    const { api } = fakeApi(serveListing(sampleListing()), serveSearch([]));
    renderRoute(`/annunci/padova/renault/captur/laguna-motors/${UUID}?da=home`, api);
    await waitFor(() => expect(location()).toBe(`${CANONICAL}?da=home`));
  });

  it('shows four similar listings, never this one, linking to their pages', async () => {
    const listing = sampleListing();
    const sameModel = [sampleSummary(1), sampleSummary(0, { uuid: UUID, url: CANONICAL }), sampleSummary(2)];
    const sameBody = [sampleSummary(2), sampleSummary(3, { title: 'Peugeot 2008' }), sampleSummary(4, { title: 'Dacia Duster' }), sampleSummary(5)];
    const searches: Call[] = [];
    const { api } = fakeApi(serveListing(listing), (call) => {
      if (call.path !== '/api/listings') return undefined;
      searches.push(call);
      const items = call.query.get('model') ? sameModel : sameBody;
      return ok({ items, meta: { page: 1, per_page: 10, total: items.length, last_page: 1 } });
    });
    renderRoute(CANONICAL, api);
    const section = (await screen.findByRole('heading', { name: 'Annunci simili' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(4));
    const links = within(section).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/annunci/'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([1, 2, 3, 4].map((n) => sampleSummary(n).url));
    expect(links.map((a) => a.textContent)).toEqual(['Renault Captur', 'Renault Captur', 'Peugeot 2008', 'Dacia Duster']);
    expect(searches[0]!.query.get('brand')).toBe('renault');
    expect(searches[0]!.query.get('model')).toBe('captur');
    expect(searches[1]!.query.getAll('category[]')).toEqual(['suv']);
    expect(searches[1]!.query.get('price_min')).toBe('11925');
    expect(searches[1]!.query.get('price_max')).toBe('19875');
  });
});

describe('ListingPage: actions', () => {
  it('the phone bar calls the dealer and "Scrivi" takes a guest to the empty name field', async () => {
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { api } = fakeApi(serveListing(sampleListing()), serveSearch([]));
    renderRoute(CANONICAL, api);
    const bar = await screen.findByRole('group', { name: 'Contatti rapidi' });
    expect(within(bar).getByRole('link', { name: 'Chiama' }).getAttribute('href')).toBe('tel:+390419153306');
    const user = userEvent.setup();
    await user.click(within(bar).getByRole('link', { name: 'Scrivi' }));
    const form = screen.getByRole('form', { name: 'Contatta il concessionario' });
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Nome' }));
    // "Scrivi al concessionario" in the price card does the same; the address does not change.
    (document.activeElement as HTMLElement).blur();
    await user.click(screen.getByRole('link', { name: 'Scrivi al concessionario' }));
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Nome' }));
    expect(location()).toBe(CANONICAL);
  });

  it('signed in, "Scrivi" goes to the message; a dealer without a phone has no "Chiama"', async () => {
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    signIn();
    const listing = sampleListing({ dealer: { ...sampleListing().dealer, phone: null } });
    const { api } = fakeApi(serveListing(listing), serveSearch([]));
    renderRoute(CANONICAL, api);
    const bar = await screen.findByRole('group', { name: 'Contatti rapidi' });
    expect(within(bar).queryByRole('link', { name: 'Chiama' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Chiama/ })).toBeNull();
    await userEvent.setup().click(within(bar).getByRole('link', { name: 'Scrivi' }));
    const message = within(screen.getByRole('form', { name: 'Contatta il concessionario' })).getByRole('textbox', { name: 'Messaggio' });
    expect(document.activeElement).toBe(message);
  });

  it('a guest who taps the heart is asked to sign in', async () => {
    const asked = vi.fn();
    const unwatch = confirmFx.watch(asked);
    const { api, calls } = fakeApi(serveListing(sampleListing()), serveSearch([]));
    renderRoute(CANONICAL, api);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Aggiungi ai preferiti' }));
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ title: 'Accedi per salvare i preferiti', yes: 'Accedi' }));
    expect(calls.some((c) => c.path.startsWith('/api/listings/favourites'))).toBe(false);
    confirmAnswered(false);
    unwatch.unsubscribe();
  });

  it('a guest who chooses "Accedi" finds the listing saved once back signed in; "Annulla" forgets it', async () => {
    const { api, calls } = fakeApi(serveListing(sampleListing()), serveSearch([]), (call) => {
      if (call.path === `/api/listings/favourites/${UUID}` && call.method === 'POST') return ok({ listing: UUID, favourite: true });
      if (call.path === '/api/listings/favourites') return ok({ items: [], meta: { page: 1, per_page: 100, total: 0, last_page: 1 } });
      return undefined;
    });
    renderRoute(CANONICAL, api);
    const user = userEvent.setup();
    const heart = await screen.findByRole('button', { name: 'Aggiungi ai preferiti' });

    await user.click(heart);
    await waitFor(() => expect($confirm.getState()).not.toBeNull());
    confirmAnswered(false);
    await waitFor(() => expect($confirm.getState()).toBeNull());
    expect(sessionStorage.getItem(PENDING_FAVOURITE_KEY)).toBeNull();

    await user.click(heart);
    await waitFor(() => expect($confirm.getState()).not.toBeNull());
    confirmAnswered(true);
    await waitFor(() => expect(location()).toBe(`/signin?redirectTo=${encodeURIComponent(CANONICAL)}`));
    expect(sessionStorage.getItem(PENDING_FAVOURITE_KEY)).toBe(UUID);

    // Signed in, back on the listing: saved without another tap.
    signIn();
    renderRoute(CANONICAL, api);
    expect(await screen.findByRole('button', { name: 'Rimuovi dai preferiti' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path === `/api/listings/favourites/${UUID}`)).toHaveLength(1));
    expect(sessionStorage.getItem(PENDING_FAVOURITE_KEY)).toBeNull();
    await waitFor(() => expect(toastTexts()).toContain('Annuncio salvato nei preferiti.'));
  });

  it('a signed-in user saves and removes; a failure rolls back with an error toast', async () => {
    signIn();
    let failNext = false;
    let release!: () => void;
    const { api, calls } = fakeApi(serveListing(sampleListing()), serveSearch([]), (call) => {
      if (call.path === '/api/listings/favourites' && call.method === 'GET') {
        return ok({ items: [], meta: { page: 1, per_page: 100, total: 0, last_page: 1 } });
      }
      if (call.path === `/api/listings/favourites/${UUID}`) {
        if (failNext) return new Promise((resolve) => (release = () => resolve(fail(500, '1', 'Errore'))));
        return ok({ listing: UUID, favourite: call.method === 'POST' });
      }
      return undefined;
    });
    renderRoute(CANONICAL, api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Aggiungi ai preferiti' }));
    // Optimistic: the label changes at once.
    expect(screen.getByRole('button', { name: 'Rimuovi dai preferiti' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `/api/listings/favourites/${UUID}`)).toBe(true));
    failNext = true;
    await user.click(screen.getByRole('button', { name: 'Rimuovi dai preferiti' }));
    expect(screen.getByRole('button', { name: 'Aggiungi ai preferiti' })).toBeTruthy();
    await waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    // Rolled back.
    expect(await screen.findByRole('button', { name: 'Rimuovi dai preferiti' })).toBeTruthy();
    // The one favourites model's message (a failure without a message of its own).
    expect(toastTexts()).toEqual(['Non è stato possibile aggiornare i preferiti. Riprova.']);
  });

  it('the heart starts full when the listing is among the user’s favourites', async () => {
    signIn();
    const { api } = fakeApi(serveListing(sampleListing()), serveSearch([]), (call) =>
      call.path === '/api/listings/favourites'
        ? ok({ items: [sampleSummary(7), sampleSummary(0, { uuid: UUID })], meta: { page: 1, per_page: 100, total: 2, last_page: 1 } })
        : undefined,
    );
    renderRoute(CANONICAL, api);
    expect(await screen.findByRole('button', { name: 'Rimuovi dai preferiti' })).toBeTruthy();
  });

  it('share without the Web Share API copies the canonical address', async () => {
    const writeText = vi.fn(async () => undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { api } = fakeApi(serveListing(sampleListing()), serveSearch([]));
    renderRoute(CANONICAL, api);
    await user.click(await screen.findByRole('button', { name: 'Condividi' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Link dell’annuncio copiato negli appunti']));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${CANONICAL}`);
  });

  it('share uses the Web Share API when there is one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { api } = fakeApi(serveListing(sampleListing()), serveSearch([]));
    renderRoute(CANONICAL, api);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Condividi' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(share.mock.calls[0]).toEqual([expect.objectContaining({ url: `${window.location.origin}${CANONICAL}` })]);
    expect(toastTexts()).toEqual([]);
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });

  it('"Richiedi il report": a 404 (not on the server yet) gives an Italian toast', async () => {
    signIn();
    const { api, calls } = fakeApi(serveListing(sampleListing()), serveSearch([]));
    renderRoute(CANONICAL, api);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Richiedi il report' }));
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
    expect(toastTexts()[0]).toMatch(/^Le richieste di report Carfax non sono ancora attive/);
    expect(calls.find((c) => c.path === '/api/carfax-requests')?.body).toEqual({ listing: UUID, ad: UUID });
    expect(screen.getByRole('button', { name: 'Richiedi il report' })).toBeTruthy();
  });

  it('"Richiedi il report" accepted: confirmation', async () => {
    signIn();
    const { api } = fakeApi(serveListing(sampleListing()), serveSearch([]), (call) =>
      call.path === '/api/carfax-requests' && call.method === 'POST' ? ok({ uuid: 'r1', status: 'pending' }, 201) : undefined,
    );
    renderRoute(CANONICAL, api);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Richiedi il report' }));
    expect(await screen.findByText(/^Richiesta inviata: riceverai il report/, { selector: '[role=status]' })).toBeTruthy();
    expect(toastTexts()[0]).toMatch(/^Richiesta inviata/);
  });

  it('"Richiedi il report" as a guest: asks an e-mail, checks it, sends it with the request', async () => {
    const { api, calls } = fakeApi(serveListing(sampleListing()), serveSearch([]), (call) =>
      call.path === '/api/carfax-requests' && call.method === 'POST'
        ? ok({ uuid: 'r1', status: 'pending', created_at: '2026-11-20T10:00:00.000Z', existing: false, message: 'Richiesta inviata al concessionario.' }, 201)
        : undefined,
    );
    renderRoute(CANONICAL, api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Richiedi il report' }));
    await user.type(screen.getByLabelText(/La tua e-mail/), 'mario@');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText(/Inserisci un indirizzo e-mail valido/)).toBeTruthy();
    expect(screen.getByLabelText(/La tua e-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === '/api/carfax-requests')).toBe(false);
    await user.type(screen.getByLabelText(/La tua e-mail/), 'rossi.it');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText('Richiesta inviata al concessionario.', { selector: '[role=status]' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/carfax-requests')?.body).toEqual({ listing: UUID, ad: UUID, email: 'mario@rossi.it' });
  });

  it('"Richiedi il report" as a guest: an empty e-mail says so on leaving the field; the API\'s refusal lands on it', async () => {
    const { api, calls } = fakeApi(serveListing(sampleListing()), serveSearch([]), (call) =>
      call.path === '/api/carfax-requests' && call.method === 'POST'
        ? { status: 422, body: { error: true, error_code: '2', error_message: 'Dati non validi', data: { errors: { email: ['Questo indirizzo non riceve posta.'] } } } }
        : undefined,
    );
    renderRoute(CANONICAL, api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Richiedi il report' }));
    const form = screen.getByRole('form', { name: 'Richiedi il report Carfax' });
    const box = within(form).getByLabelText(/La tua e-mail/);
    await user.click(box);
    await user.tab();
    expect(await within(form).findByText('Inserisci il tuo indirizzo e-mail.')).toBeTruthy();
    await user.type(box, 'mario@rossi.it');
    await user.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    expect(await within(form).findByText('Questo indirizzo non riceve posta.')).toBeTruthy();
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.path === '/api/carfax-requests')).toHaveLength(1);
    expect(toastTexts()).toEqual([]);
  });

  it('a listing with a report shows its Problem Check with each check and the demo note', async () => {
    const listing = sampleListing({
      carfax: {
        provider: { name: 'Dimostrativo', demo: true }, generated_at: '2026-11-20T10:00:00.000Z',
        summary: { stolen: false, total_loss: false, scrapped: false, imported: true, non_private_use: false, odometer_rollback: false, liens: false, damages: false, owners_count: 2, last_km: 84000 },
      },
    });
    const { api } = fakeApi(serveListing(listing), serveSearch([]));
    renderRoute(CANONICAL, api);
    expect(await screen.findByText('1 controllo richiede attenzione.')).toBeTruthy();
    expect(screen.getByText(/Veicolo importato dall'estero/)).toBeTruthy();
    expect(screen.getByText(/Nessuna denuncia di furto/)).toBeTruthy();
    expect(screen.getByText(/dati dimostrativi/)).toBeTruthy();
  });
});
