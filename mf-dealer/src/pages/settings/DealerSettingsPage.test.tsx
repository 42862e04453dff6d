import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DealerSettings } from '@automercato/api-sdk';
import { DEALER, fakeApi, freePlan, ok, on, renderRoute, type Call } from '../../test/harness';

const SETTINGS: DealerSettings = {
  uuid: DEALER, name: 'Autosalone Prova', slug: 'autosalone-prova', company_name: 'Prova srl', vat_number: '01234567890',
  email: 'info@prova.it', phone: '02 1234567', website: null, address: 'Via Roma 1', city: 'Milano', province_code: 'MI', postal_code: '20121',
  country: 'it', latitude: null, longitude: null, description: '', enabled: true, auto_approve_carfax_requests: false, auto_purchase_carfax_reports: false, auto_purchase_daily_cap: 3,
  lead_notification_email_addresses: ['vendite@prova.it'], opening_hours: null, logo: null,
  geocode_status: 'placed', geocode_precision: 'postal_code', geocode_comune: 'Milano',
};

function serve() {
  let current = { ...SETTINGS };
  const path = `/api/dealers/${DEALER}/settings`;
  const handler = (call: Call) => {
    if (call.path !== path) return undefined;
    if (call.method === 'PUT') current = { ...current, ...(call.body as object) };
    // The server's geocoder, as far as these tests need it: a comune it does not know is not placed.
    if (call.method === 'PUT' && (call.body as { city?: string }).city === 'Paperopoli') {
      current = { ...current, geocode_status: 'not_found', geocode_precision: null, geocode_comune: null, latitude: null, longitude: null };
    }
    return ok(current);
  };
  return fakeApi(on('GET', `/api/dealers/${DEALER}/subscription`, ok(freePlan())), handler);
}
const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe('/dealer/{uuid}/settings', () => {
  it('adds a lead address, refuses a bad one by its number before sending, then saves the list', async () => {
    const { api, calls } = serve();
    renderRoute(`/dealer/${DEALER}/settings`, api);
    const form = (await screen.findByRole('heading', { name: 'Email per i nuovi contatti' })).closest('form')!;
    expect(within(form).getByLabelText('Indirizzo 1')).toHaveProperty('value', 'vendite@prova.it');
    fireEvent.click(within(form).getByRole('button', { name: 'Aggiungi indirizzo' }));
    fireEvent.change(within(form).getByLabelText('Indirizzo 2'), { target: { value: 'usato@' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva indirizzi' }));
    expect(await within(form).findByText('Il campo indirizzo 2 deve essere un indirizzo email valido')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Indirizzo 2'), { target: { value: 'usato@prova.it' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva indirizzi' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ lead_notification_email_addresses: ['vendite@prova.it', 'usato@prova.it'] }]));
    fireEvent.click(within(form).getByRole('button', { name: "Rimuovi l'indirizzo 1" }));
    expect(within(form).getByLabelText('Indirizzo 1')).toHaveProperty('value', 'usato@prova.it');
  });

  it('the Carfax switch saves at once', async () => {
    const { api, calls } = serve();
    renderRoute(`/dealer/${DEALER}/settings`, api);
    fireEvent.click(await screen.findByRole('switch', { name: 'Approva automaticamente le richieste di report Carfax' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ auto_approve_carfax_requests: true }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Approva automaticamente le richieste di report Carfax' })).toHaveProperty('checked', true));
  });

  it('the automatic purchase: only with the auto-approval on, says each purchase spends a unit, and its daily cap is checked before sending', async () => {
    const { api, calls } = serve();
    renderRoute(`/dealer/${DEALER}/settings`, api);
    const purchase = await screen.findByRole('switch', { name: 'Acquista automaticamente il report per gli annunci che non lo hanno' });
    expect(purchase).toHaveProperty('disabled', true);
    expect(screen.getByText(/Ogni acquisto automatico consuma un report del tuo piano o un credito/)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Approva automaticamente le richieste di report Carfax' }));
    await waitFor(() => expect(purchase).toHaveProperty('disabled', false));
    fireEvent.click(purchase);
    await waitFor(() => expect(puts(calls)).toEqual([{ auto_approve_carfax_requests: true }, { auto_purchase_carfax_reports: true }]));
    const form = screen.getByRole('heading', { name: 'Report Carfax' }).closest('form')!;
    const cap = within(form).getByLabelText('Acquisti automatici al giorno, al massimo');
    expect(cap).toHaveProperty('value', '3');
    fireEvent.change(cap, { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva il limite' }));
    expect(await within(form).findByText(/un numero intero da 1 a 10/)).toBeTruthy();
    expect(puts(calls)).toHaveLength(2);
    fireEvent.change(cap, { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva il limite' }));
    await waitFor(() => expect(puts(calls).at(-1)).toEqual({ auto_purchase_daily_cap: 5 }));
  });

  it('opening hours: closes Sunday, adds a lunch break on Monday, refuses a closing before the opening', async () => {
    const { api, calls } = serve();
    renderRoute(`/dealer/${DEALER}/settings`, api);
    const form = (await screen.findByRole('heading', { name: 'Orari di apertura' })).closest('form')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Aggiungi pausa pranzo di Lunedì' }));
    fireEvent.change(within(form).getByLabelText('Martedì, prima fascia: alle'), { target: { value: '08:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva orari' }));
    expect(await within(form).findByText("Martedì: l'orario di chiusura deve essere dopo quello di apertura.")).toBeTruthy();
    expect(puts(calls)).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Martedì, prima fascia: alle'), { target: { value: '18:00' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Sabato: aperto' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Salva orari' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const hours = (puts(calls)[0] as { opening_hours: Record<string, unknown> }).opening_hours;
    expect(hours).toMatchObject({
      mon: [{ from: '09:00', to: '12:30' }, { from: '15:00', to: '19:00' }], tue: [{ from: '09:00', to: '18:00' }], sat: [], sun: [],
    });
  });

  it('contacts: a bad postal code is named in Italian; a good change is saved', async () => {
    const { api, calls } = serve();
    renderRoute(`/dealer/${DEALER}/settings`, api);
    const form = (await screen.findByRole('heading', { name: 'Contatti e scheda pubblica' })).closest('form')!;
    fireEvent.change(within(form).getByLabelText('CAP'), { target: { value: '201' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva contatti' }));
    expect(await within(form).findByText('Il campo CAP deve essere di 5 cifre')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('CAP'), { target: { value: '20122' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva contatti' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ postal_code: '20122', email: 'info@prova.it', city: 'Milano' });
  });

  it('contacts: says where the address is on the map, and in Italian when it cannot be placed', async () => {
    const { api } = serve();
    renderRoute(`/dealer/${DEALER}/settings`, api);
    const form = (await screen.findByRole('heading', { name: 'Contatti e scheda pubblica' })).closest('form')!;
    expect(within(form).getByTestId('place-notice').textContent).toBe('Sulla mappa: Milano (dal CAP). Le ricerche per distanza trovano i tuoi annunci da qui.');
    fireEvent.change(within(form).getByLabelText(/^Città/), { target: { value: 'Paperopoli' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva contatti' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toMatch(
      /^Non riusciamo a collocare questo indirizzo sulla mappa: controlla città, provincia e CAP e salva di nuovo\. .*tranne che nelle ricerche per distanza/,
    ));
  });
});
