import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { provideApi } from '@automercato/entities/api';
import { $confirm, confirmAnswered } from '@automercato/shell-api';
import { DEALER, fakeApi, ok, on, paidPlan, renderRoute, type Handler } from '../../test/harness';
import { GOLF_VERSIONS, listing } from '../../features/dealer-listings/model/fixtures';

afterEach(() => provideApi(null));

const vocabulary: Handler = (call) => (call.method === 'GET' && /^\/api\/vehicles\/[a-z-]+$/.test(call.path) && call.path !== '/api/vehicles/brands' ? ok([]) : undefined);

function mount(path: string, ...handlers: Handler[]) {
  const { api, calls } = fakeApi(
    on('GET', `/api/dealers/${DEALER}/subscription`, ok(paidPlan('base'))),
    on('GET', '/api/vehicles/brands', ok([{ name: 'Volkswagen', slug: 'volkswagen' }])),
    on('GET', '/api/vehicles/brands/volkswagen/models', ok([{ name: 'Golf', slug: 'golf' }])),
    on('GET', '/api/vehicles/brands/volkswagen/models/golf/versions', ok(GOLF_VERSIONS)),
    vocabulary,
    ...handlers,
  );
  return { calls, ...renderRoute(path, api) };
}

describe('the listing editor page', () => {
  it('a version chosen fills in the technical data and limits the years to the ones it was sold', async () => {
    mount(`/dealer/${DEALER}/listings/new`);
    expect(await screen.findByRole('heading', { name: 'Nuovo annuncio', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Volkswagen' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText(/^Marca/), 'volkswagen');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Golf' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText(/^Modello/), 'golf');
    await waitFor(() => expect(screen.getByRole('option', { name: /2\.0 TSI R 4Motion/ })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText(/^Versione/), '2.0 TSI R 4Motion');
    expect((screen.getByLabelText(/^Potenza/) as HTMLInputElement).value).toBe('320');
    const years = Array.from((screen.getByLabelText(/^Anno di immatricolazione/) as HTMLSelectElement).options).map((o) => o.value).filter(Boolean);
    expect(years.at(-1)).toBe('2021');
    await userEvent.click(screen.getByRole('radio', { name: 'kW' }));
    expect((screen.getByLabelText(/^Potenza/) as HTMLInputElement).value).toBe('235');
    // Photos need a saved listing: the section is there and says how to get to it.
    const photos = screen.getByTestId('new-listing-photos');
    expect(within(photos).getByText('Salva la bozza per aggiungere le foto')).toBeTruthy();
    expect(within(photos).getByRole('button', { name: 'Salva bozza e aggiungi le foto' })).toBeTruthy();
  });

  it('says what is wrong with a field when it is left, in Italian, and marks it invalid', async () => {
    mount(`/dealer/${DEALER}/listings/new`);
    const plate = await screen.findByLabelText(/^Targa/);
    await userEvent.type(plate, 'AB12');
    expect(plate.getAttribute('aria-invalid')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText(/La targa non è valida/)).toBeTruthy();
    expect(plate.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(plate);
    await userEvent.type(plate, 'AB123CD');
    await waitFor(() => expect(screen.queryByText(/La targa non è valida/)).toBeNull());
  });

  it('opens a saved listing with its values, its photos and "Salva modifiche"', async () => {
    const l = listing(4, { state: 'published', price: 18_700 });
    mount(
      `/dealer/${DEALER}/listings/${l.uuid}`,
      on('GET', `/api/dealers/${DEALER}/listings/${l.uuid}`, ok(l)),
      on('GET', `/api/dealers/${DEALER}/listings/${l.uuid}/photos`, ok({ photos: [], max_photos: 30, max_file_bytes: 15 * 1024 * 1024 })),
    );
    expect(await screen.findByRole('heading', { name: 'Volkswagen Golf 4', level: 1 })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Prezzo/ }) as HTMLInputElement).value).toBe('18700');
    expect(screen.getByRole('button', { name: 'Salva modifiche' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pubblica' })).toBeNull();
    expect(screen.queryByText('Salva la bozza per aggiungere le foto')).toBeNull();
    expect(screen.queryByTestId('listing-visibility')).toBeNull();
  });

  it('a suspended listing says so with the reason and what to do', async () => {
    const l = listing(5, { state: 'published', status: 'disabled', hidden_because: 'suspended', moderation_reason: 'Prezzo palesemente errato.' });
    mount(
      `/dealer/${DEALER}/listings/${l.uuid}`,
      on('GET', `/api/dealers/${DEALER}/listings/${l.uuid}`, ok(l)),
      on('GET', `/api/dealers/${DEALER}/listings/${l.uuid}/photos`, ok({ photos: [], max_photos: 30, max_file_bytes: 15 * 1024 * 1024 })),
    );
    const notice = await screen.findByTestId('listing-visibility');
    expect(notice.textContent).toContain("Sospeso dall'amministrazione: «Prezzo palesemente errato.»");
    expect(notice.textContent).toContain('assistenza@automercato.it');
    expect(screen.getByText('Sospeso')).toBeTruthy();
  });

  it('leaving with unsaved changes asks first; "Resta qui" keeps the page and what was typed', async () => {
    mount(`/dealer/${DEALER}/listings/new`);
    const price = await screen.findByRole('textbox', { name: /^Prezzo/ });
    await userEvent.type(price, '15000');
    await userEvent.click(screen.getByRole('link', { name: 'Piano' }));
    await waitFor(() => expect($confirm.getState()?.title).toBe('Modifiche non salvate'));
    confirmAnswered(false);
    await waitFor(() => expect($confirm.getState()).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe(`/dealer/${DEALER}/listings/new`);
    expect((screen.getByRole('textbox', { name: /^Prezzo/ }) as HTMLInputElement).value).toBe('15000');
  });
});
