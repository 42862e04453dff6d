import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { provideApi } from '@automercato/entities/api';
import { $confirm, confirmAnswered } from '@automercato/shell-api';
import { DEALER, fakeApi, ok, on, paidPlan, renderRoute, type Handler } from '../../test/harness';
import { GOLF_VERSIONS, change, listing } from '../../features/dealer-listings/model/fixtures';

afterEach(() => provideApi(null));

type Answer = { status?: number; body?: unknown };

/** The vocabularies behind the selects (loaded once: the editor keeps them for every test of this file). */
const VOCABULARIES: Record<string, Array<{ name: string; slug: string }>> = {
  categories: [{ name: 'Berlina', slug: 'berlina' }],
  'power-types': [{ name: 'Benzina', slug: 'benzina' }, { name: 'Ibrida', slug: 'ibrida' }],
  'traction-types': [{ name: 'Anteriore', slug: 'anteriore' }, { name: 'Integrale', slug: 'integrale' }],
  'gearbox-types': [{ name: 'Automatico', slug: 'automatico' }],
  origins: [{ name: 'Italiana', slug: 'italiana' }],
  'emission-classes': [{ name: 'Euro 6d', slug: 'euro-6d' }],
  'exterior-colors': [{ name: 'Grigio', slug: 'grigio' }],
  'paint-types': [{ name: 'Metallizzata', slug: 'metallizzata' }],
  'interior-colors': [{ name: 'Nero', slug: 'nero' }],
  'interior-materials': [{ name: 'Tessuto', slug: 'tessuto' }],
};
const vocabulary: Handler = (call) => {
  const kind = /^\/api\/vehicles\/([a-z-]+)$/.exec(call.path)?.[1];
  return call.method === 'GET' && kind && kind !== 'brands' ? ok(VOCABULARIES[kind] ?? []) : undefined;
};

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
    // Another make (here none) forgets the model and the version chosen for the old one.
    await userEvent.selectOptions(screen.getByLabelText(/^Marca/), '');
    await waitFor(() => expect((screen.getByLabelText(/^Modello/) as HTMLSelectElement).disabled).toBe(true));
    expect((screen.getByLabelText(/^Modello/) as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText(/^Versione/) as HTMLSelectElement).value).toBe('');
  });

  it('says what is wrong with a field when it is left, in Italian, and marks it invalid', async () => {
    const user = userEvent.setup();
    mount(`/dealer/${DEALER}/listings/new`);
    const plate = await screen.findByLabelText(/^Targa/);
    await user.type(plate, 'AB12');
    expect(plate.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(await screen.findByText(/La targa non è valida/)).toBeTruthy();
    expect(plate.getAttribute('aria-invalid')).toBe('true');
    await user.clear(plate);
    await user.type(plate, 'AB123CD');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(/La targa non è valida/)).toBeNull());
    expect(plate.getAttribute('aria-invalid')).toBeNull();
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

  it('"Salva bozza" on an empty form sends nothing: every missing field says so, the focus goes to the first', async () => {
    const user = userEvent.setup();
    const { calls } = mount(`/dealer/${DEALER}/listings/new`);
    await user.click(await screen.findByRole('button', { name: 'Salva bozza' }));
    expect(await screen.findByText('Il campo marca è richiesto')).toBeTruthy();
    expect(screen.getByText('Il campo prezzo è richiesto')).toBeTruthy();
    expect(screen.getByText('Indica la potenza in kW o in CV')).toBeTruthy();
    expect(screen.getByText('Alcuni dati inseriti non sono validi: controlla i campi evidenziati.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Marca/)));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('saves a new draft as the API takes it and moves to its own address, with the values and the photos', async () => {
    const user = userEvent.setup();
    const saved = listing(7, { state: 'draft', status: 'disabled', hidden_because: 'no_photos', price: 23_900 });
    let answer: (reply: Answer) => void = () => undefined;
    const { calls } = mount(
      `/dealer/${DEALER}/listings/new`,
      on('POST', `/api/dealers/${DEALER}/listings`, () => new Promise<Answer>((resolve) => (answer = resolve))),
      on('GET', `/api/dealers/${DEALER}/listings/${saved.uuid}/photos`, ok({ photos: [], max_photos: 30, max_file_bytes: 15 * 1024 * 1024 })),
    );
    await fillNewListing(user);
    const save = screen.getByRole('button', { name: 'Salva bozza' });
    await user.click(save);
    // Sending: the buttons are busy and the fields locked (nothing typed meanwhile is lost).
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Pubblica' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('textbox', { name: /^Prezzo/ }).closest('fieldset')!.disabled).toBe(true);
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.body).toMatchObject({
      make: 'volkswagen', model: 'golf', version: '1.5 eTSI 150 CV DSG Style', horsepower: 150, power_type: 'ibrida', registration_month: 5,
      registration_year: 2021, mileage: 42000, price: 23900, plate: 'GB123CD', price_negotiable: true, vin: null,
    });
    expect(sent.body).not.toHaveProperty('power_kw');
    answer(ok(change(saved), 201));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/dealer/${DEALER}/listings/${saved.uuid}`));
    expect($confirm.getState()).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('new-listing-photos')).toBeNull());
    expect((screen.getByRole('textbox', { name: /^Prezzo/ }) as HTMLInputElement).value).toBe('23900');
    expect((screen.getByRole('combobox', { name: /^Versione/ }) as HTMLSelectElement).value).toBe('1.5 eTSI 150 CV DSG Style');
    expect((screen.getByRole('checkbox', { name: 'Prezzo trattabile' }) as HTMLInputElement).checked).toBe(true);
    // Saved: leaving asks nothing.
    await user.click(screen.getByRole('link', { name: 'Piano' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/dealer/${DEALER}/plan`));
    expect($confirm.getState()).toBeNull();
  });

  it('a refusal of the server puts its messages on their fields, says it above the form and publishes nothing', async () => {
    const user = userEvent.setup();
    const refusal = {
      status: 422,
      body: {
        error: true, error_code: '2', error_message: 'Validation failed',
        data: { errors: { plate: ['La targa è già usata da un altro annuncio'], power_kw: ['Potenza fuori scala'] } },
      },
    };
    const { calls } = mount(`/dealer/${DEALER}/listings/new`, on('POST', `/api/dealers/${DEALER}/listings`, refusal));
    await fillNewListing(user);
    await user.click(screen.getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByText('La targa è già usata da un altro annuncio')).toBeTruthy();
    expect(screen.getByText('Potenza fuori scala')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Targa/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Alcuni dati inseriti non sono validi: controlla i campi evidenziati.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Potenza/ })));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/dealers/${DEALER}/listings`]);
    expect(screen.getByTestId('location').textContent).toBe(`/dealer/${DEALER}/listings/new`);
  });
});

/** A complete Golf, as a dealer fills it in: the catalogue's version prefills the technical data. */
async function fillNewListing(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.getByRole('option', { name: 'Volkswagen' })).toBeTruthy());
  await user.selectOptions(screen.getByLabelText(/^Marca/), 'volkswagen');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Golf' })).toBeTruthy());
  await user.selectOptions(screen.getByLabelText(/^Modello/), 'golf');
  await waitFor(() => expect(screen.getByRole('option', { name: /1\.5 eTSI/ })).toBeTruthy());
  await user.selectOptions(screen.getByLabelText(/^Versione/), '1.5 eTSI 150 CV DSG Style');
  await user.selectOptions(screen.getByLabelText(/^Mese di immatricolazione/), '5');
  await user.selectOptions(screen.getByLabelText(/^Anno di immatricolazione/), '2021');
  await user.type(screen.getByRole('textbox', { name: /^Chilometri/ }), '42000');
  for (const [label, value] of [
    [/^Provenienza/, 'italiana'], [/^Colore esterno/, 'grigio'], [/^Vernice/, 'metallizzata'], [/^Colore interni/, 'nero'], [/^Materiale interni/, 'tessuto'],
  ] as const) await user.selectOptions(screen.getByLabelText(label), value);
  await user.type(screen.getByRole('textbox', { name: /^Targa/ }), 'gb 123 cd');
  await user.type(screen.getByRole('textbox', { name: /^Prezzo/ }), '23900');
  await user.click(screen.getByRole('checkbox', { name: 'Prezzo trattabile' }));
}
