import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DealerSettings } from '@automercato/api-sdk';
import { $toasts } from '@automercato/shell-api';
import { DEALER, fail, fakeApi, freePlan, ok, on, renderRoute, type Call } from '../../test/harness';

const SETTINGS: DealerSettings = {
  uuid: DEALER, name: 'Autosalone Prova', slug: 'autosalone-prova', company_name: 'Prova srl', vat_number: '01234567890',
  email: 'info@prova.it', phone: '02 1234567', website: null, address: 'Via Roma 1', city: 'Milano', province_code: 'MI', postal_code: '20121',
  country: 'it', latitude: null, longitude: null, description: '', enabled: true, auto_approve_carfax_requests: false, auto_purchase_carfax_reports: false, auto_purchase_daily_cap: 3,
  lead_notification_email_addresses: ['vendite@prova.it'], opening_hours: null, logo: null,
  geocode_status: 'placed', geocode_precision: 'postal_code', geocode_comune: 'Milano',
};

type Answer = { status?: number; body?: unknown };

/**
 * The settings API: `refuse` may answer a save with a refusal; `answerWhen` holds the answer to
 * a save until it resolves. Otherwise the save is stored and the settings answered.
 */
function serve(options: { refuse?: (body: Record<string, unknown>) => Answer | undefined; answerWhen?: () => Promise<void> } = {}) {
  let current = { ...SETTINGS };
  const path = `/api/dealers/${DEALER}/settings`;
  const store = (body: object) => {
    current = { ...current, ...body };
    // The server's geocoder, as far as these tests need it: a comune it does not know is not placed.
    if ((body as { city?: string }).city === 'Paperopoli') {
      current = { ...current, geocode_status: 'not_found', geocode_precision: null, geocode_comune: null, latitude: null, longitude: null };
    }
    return ok(current);
  };
  const handler = (call: Call) => {
    if (call.path !== path) return undefined;
    if (call.method !== 'PUT') return ok(current);
    const body = call.body as Record<string, unknown>;
    const refusal = options.refuse?.(body);
    if (refusal) return refusal;
    return options.answerWhen ? options.answerWhen().then(() => store(body)) : store(body);
  };
  return fakeApi(on('GET', `/api/dealers/${DEALER}/subscription`, ok(freePlan())), handler);
}
const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
/** A validation refusal (code 2) with the server's messages by field. */
const refused = (errors: Record<string, string[]>): Answer => ({
  status: 422, body: { error: true, error_code: '2', data: { errors }, error_message: 'The given data was invalid.' },
});
const toastTexts = () => $toasts.getState().map((t) => t.text);

describe('/dealer/{uuid}/settings', () => {
  it('adds a lead address, refuses a bad one by its number before sending, then saves the list', async () => {
    const { api, calls } = serve();
    renderRoute(`/dealer/${DEALER}/settings`, api);
    const form = await screen.findByRole('form', { name: 'Email per i nuovi contatti' });
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
    const form = screen.getByRole('form', { name: 'Report Carfax' });
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
    const form = await screen.findByRole('form', { name: 'Orari di apertura' });
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
    const form = await screen.findByRole('form', { name: 'Contatti e scheda pubblica' });
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
    const form = await screen.findByRole('form', { name: 'Contatti e scheda pubblica' });
    expect(within(form).getByTestId('place-notice').textContent).toBe('Sulla mappa: Milano (dal CAP). Le ricerche per distanza trovano i tuoi annunci da qui.');
    fireEvent.change(within(form).getByLabelText(/^Città/), { target: { value: 'Paperopoli' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva contatti' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toMatch(
      /^Non riusciamo a collocare questo indirizzo sulla mappa: controlla città, provincia e CAP e salva di nuovo\. .*tranne che nelle ricerche per distanza/,
    ));
  });
  it('lead e-mails: the server\'s refusal of the second address is said under it, and the focus goes there', async () => {
    const user = userEvent.setup();
    const { api, calls } = serve({ refuse: (body) => (body['lead_notification_email_addresses']
      ? refused({ 'lead_notification_email_addresses.1': ['Il dominio di questo indirizzo non riceve email'] }) : undefined) });
    renderRoute(`/dealer/${DEALER}/settings`, api);
    const form = await screen.findByRole('form', { name: 'Email per i nuovi contatti' });
    await user.click(within(form).getByRole('button', { name: 'Aggiungi indirizzo' }));
    await user.type(within(form).getByLabelText('Indirizzo 2'), 'usato@prova.it');
    await user.click(within(form).getByRole('button', { name: 'Salva indirizzi' }));
    expect(await within(form).findByText('Il dominio di questo indirizzo non riceve email')).toBeTruthy();
    expect(within(form).getByText(/controlla i campi evidenziati/)).toBeTruthy();
    const second = within(form).getByLabelText('Indirizzo 2');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(within(form).getByLabelText('Indirizzo 1').getAttribute('aria-invalid')).not.toBe('true');
    expect(puts(calls)).toHaveLength(1);
    expect(toastTexts()).not.toContain('Indirizzi per i contatti salvati.');
  });

  it('contacts: a field\'s message appears when it is left, not while typing; the save is busy while it is sent, and sent once', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const { api, calls } = serve({ answerWhen: () => new Promise<void>((resolve) => (answer = resolve)) });
    renderRoute(`/dealer/${DEALER}/settings`, api);
    const form = await screen.findByRole('form', { name: 'Contatti e scheda pubblica' });
    const email = within(form).getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'info@');
    expect(within(form).queryByText('Il campo email deve essere un indirizzo email valido')).toBeNull();
    await user.tab();
    expect(await within(form).findByText('Il campo email deve essere un indirizzo email valido')).toBeTruthy();
    await user.type(email, 'prova.it');
    const save = within(form).getByRole('button', { name: 'Salva contatti' });
    await user.click(save);
    await waitFor(() => expect(save.getAttribute('aria-busy')).toBe('true'));
    await user.click(save);
    expect(puts(calls)).toHaveLength(1);
    answer();
    await waitFor(() => expect(toastTexts()).toContain('Contatti salvati.'));
    await waitFor(() => expect(save.getAttribute('aria-busy')).toBeNull());
    expect(puts(calls)).toEqual([expect.objectContaining({ email: 'info@prova.it', phone: '02 1234567', website: '' })]);
  });

  it('opening hours: a closing before the opening is said when the time is left; the server\'s message on a day is said on that day', async () => {
    const { api } = serve({ refuse: (body) => (body['opening_hours'] ? refused({ 'opening_hours.sat': ['Sabato: il negozio non può aprire di sabato.'] }) : undefined) });
    renderRoute(`/dealer/${DEALER}/settings`, api);
    const form = await screen.findByRole('form', { name: 'Orari di apertura' });
    const closing = within(form).getByLabelText('Mercoledì, prima fascia: alle');
    fireEvent.focus(closing);
    fireEvent.change(closing, { target: { value: '07:00' } });
    fireEvent.blur(closing);
    expect(await within(screen.getByTestId('hours-wed')).findByText("Mercoledì: l'orario di chiusura deve essere dopo quello di apertura.")).toBeTruthy();
    fireEvent.change(closing, { target: { value: '18:00' } });
    fireEvent.blur(closing);
    await waitFor(() => expect(within(screen.getByTestId('hours-wed')).queryByRole('alert')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: 'Salva orari' }));
    expect(await within(screen.getByTestId('hours-sat')).findByText('Sabato: il negozio non può aprire di sabato.')).toBeTruthy();
  });

  it('a Carfax switch that cannot be saved says why in a toast and stays as it was saved', async () => {
    const { api, calls } = serve({ refuse: () => fail(503, '1', 'Servizio non disponibile') });
    renderRoute(`/dealer/${DEALER}/settings`, api);
    const approve = await screen.findByRole('switch', { name: 'Approva automaticamente le richieste di report Carfax' });
    fireEvent.click(approve);
    await waitFor(() => expect($toasts.getState()).toContainEqual(expect.objectContaining({ title: 'Errore', icon: 'error' })));
    expect(puts(calls)).toEqual([{ auto_approve_carfax_requests: true }]);
    expect(approve).toHaveProperty('checked', false);
    expect(approve).toHaveProperty('disabled', false);
  });

  it('saving one part of the page leaves what is typed in the others', async () => {
    const user = userEvent.setup();
    const { api, calls } = serve();
    renderRoute(`/dealer/${DEALER}/settings`, api);
    const contacts = await screen.findByRole('form', { name: 'Contatti e scheda pubblica' });
    const leads = screen.getByRole('form', { name: 'Email per i nuovi contatti' });
    await user.clear(within(contacts).getByLabelText('Telefono'));
    await user.type(within(contacts).getByLabelText('Telefono'), '02 7654321');
    await user.clear(within(leads).getByLabelText('Indirizzo 1'));
    await user.type(within(leads).getByLabelText('Indirizzo 1'), 'nuovo@prova.it');
    const hours = screen.getByRole('form', { name: 'Orari di apertura' });
    fireEvent.change(within(hours).getByLabelText('Giovedì, prima fascia: dalle'), { target: { value: '10:00' } });
    await user.click(within(hours).getByRole('checkbox', { name: 'Domenica: aperto' }));
    await user.click(screen.getByRole('switch', { name: 'Approva automaticamente le richieste di report Carfax' }));
    await waitFor(() => expect(toastTexts()).toContain('Preferenza sui report Carfax salvata.'));
    expect(puts(calls)).toEqual([{ auto_approve_carfax_requests: true }]);
    expect(within(contacts).getByLabelText('Telefono')).toHaveProperty('value', '02 7654321');
    expect(within(leads).getByLabelText('Indirizzo 1')).toHaveProperty('value', 'nuovo@prova.it');
    expect(within(hours).getByLabelText('Giovedì, prima fascia: dalle')).toHaveProperty('value', '10:00');
    expect(within(hours).getByRole('checkbox', { name: 'Domenica: aperto' })).toHaveProperty('checked', true);
  });
});
