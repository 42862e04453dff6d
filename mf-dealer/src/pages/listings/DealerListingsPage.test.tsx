import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { $toasts } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';
import { DEALER, fail, fakeApi, ok, on, paidPlan, renderRoute, type Handler } from '../../test/harness';
import { listing, page } from '../../features/dealer-listings/model/fixtures';

afterEach(() => provideApi(null));

const base = `/api/dealers/${DEALER}`;
const plan = on('GET', `${base}/subscription`, ok(paidPlan('base')));

function mount(path: string, ...handlers: Handler[]) {
  const { api, calls } = fakeApi(plan, ...handlers);
  return { calls, ...renderRoute(path, api) };
}

describe('/dealer/{uuid}/listings', () => {
  it('lists the stock with price, km, state and the plan counters, under the dealer tabs', async () => {
    mount(`/dealer/${DEALER}/listings`, on('GET', `${base}/listings`, ok(page([listing(1), listing(2, { state: 'draft', price: 9_500, mileage: 120_500 })], { total: 2 }))));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('23.900 €')).toBeTruthy();
    expect(within(rows[1]!).getByText('Bozza')).toBeTruthy();
    expect(within(rows[1]!).getByText(/120\.500/)).toBeTruthy();
    // Only a published listing can go in the showcase; a draft can be deleted, not withdrawn.
    expect((within(rows[1]!).getByRole('switch', { name: /Vetrina/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(rows[1]!).getByRole('button', { name: /Elimina la bozza/ })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: /Ritira/ })).toBeTruthy();
    expect(screen.getByTestId('counter-showcase').textContent).toContain('1/2');
    expect(screen.getByTestId('counter-published').textContent).toContain('12/50');
    expect(screen.getByTestId('counter-in-search').textContent).toBe('Visibili nelle ricerche10');
    expect(screen.getByRole('link', { name: 'Annunci' }).getAttribute('aria-current')).toBe('page');
  });

  it('says what buyers see: a suspension with its reason (slots shown off), a published listing without photos', async () => {
    const suspended = listing(1, { status: 'disabled', showcase: true, featured: true, hidden_because: 'suspended', moderation_reason: 'Le foto non corrispondono al veicolo.' });
    const noPhotos = listing(2, { hidden_because: 'no_photos', photos: [], photo_count: 0, cover_photo: null });
    mount(`/dealer/${DEALER}/listings`, on('GET', `${base}/listings`, ok(page([suspended, noPhotos, listing(3)], { total: 3 }))));
    const table = await screen.findByRole('table');
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).queryByText('Pubblicato')).toBeNull();
    expect(within(first!).getByText('Sospeso')).toBeTruthy();
    expect(within(first!).getByText("Sospeso dall'amministrazione: «Le foto non corrispondono al veicolo.»")).toBeTruthy();
    for (const name of [/Vetrina/, /In evidenza/]) {
      const slot = within(first!).getByRole('switch', { name }) as HTMLInputElement;
      expect([slot.checked, slot.disabled]).toEqual([false, true]);
    }
    expect(within(second!).getByText('Pubblicato · non visibile: aggiungi almeno una foto')).toBeTruthy();
    expect(within(third!).queryByText(/non visibile/)).toBeNull();
  });

  it('keeps the state filter and the search in the address and asks the API for them', async () => {
    const { calls, router } = mount(`/dealer/${DEALER}/listings`, on('GET', `${base}/listings`, ok(page([listing(1)]))));
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Stato'), 'draft');
    await waitFor(() => expect(router.state.location.search).toBe('?stato=draft'));
    await userEvent.type(screen.getByRole('searchbox'), 'GB123');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=GB123&stato=draft'));
    await waitFor(() => expect(calls.filter((c) => c.path === `${base}/listings`).length).toBe(3));
  });

  it('a dealer without listings is invited to create the first', async () => {
    mount(`/dealer/${DEALER}/listings`, on('GET', `${base}/listings`, ok(page([]))));
    expect(await screen.findByRole('heading', { name: 'Nessun annuncio: crea il primo' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Nuovo annuncio' })[0]!.getAttribute('href')).toBe(`/dealer/${DEALER}/listings/new`);
  });

  it('a showcase switch refused by the plan (S3) goes back off and says why', async () => {
    const id = listing(1).uuid;
    mount(
      `/dealer/${DEALER}/listings`,
      on('GET', `${base}/listings`, ok(page([listing(1)]))),
      on('POST', `${base}/listings/showcase/${id}`, fail(422, 'S3', 'Hai esaurito le vetrine incluse nel tuo piano.')),
    );
    const toggle = (await screen.findByRole('switch', { name: /Vetrina: Volkswagen Golf 1/ })) as HTMLInputElement;
    await userEvent.click(toggle);
    await waitFor(() => expect($toasts.getState().some((t) => /Hai usato tutti gli annunci in vetrina/.test(t.text))).toBe(true));
    expect(toggle.checked).toBe(false);
  });
});
