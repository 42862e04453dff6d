import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userSet } from '@automercato/shell-api';
import { ContactForm, contactRules } from './ContactForm';
import { fail, fakeApi, ok, renderWithApi, toastTexts, type Call, type Reply } from '../../../test/utils';
import { aUser } from '@automercato/shell-api/testing';

const LISTING = { uuid: '32062f2b-ec80-4a99-988d-888f79b76d12', title: 'Renault Captur' };
const PREFILLED = 'Buongiorno, mi interessa Renault Captur. È ancora disponibile?';

const isSend = (call: Call) => call.method === 'POST' && call.path === '/api/user-messages';

function setup(reply: (call: Call) => Reply = () => ok({ uuid: 'm1' }, 201)) {
  const { api, calls } = fakeApi((call) => (isSend(call) ? reply(call) : undefined));
  renderWithApi(<ContactForm listing={LISTING} />, api);
  const form = screen.getByRole('form', { name: 'Contatta il concessionario' });
  return { api, calls, form, user: userEvent.setup() };
}

/** The form's own alert (each field's message is an alert too). */
const formAlert = (form: HTMLElement) => form.querySelector('.am-form-alert-slot')!;
const field = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;

describe('ContactForm rules', () => {
  it('uses the shared Italian messages', () => {
    const guest = contactRules(true);
    expect(guest.name?.('')).toBe('Il campo nome è richiesto');
    expect(guest.email?.('')).toBe('Il campo email è richiesto');
    expect(guest.email?.('mario@')).toBe('Il campo email deve essere un indirizzo email valido');
    expect(guest.message?.('Ciao')).toBe('Il campo messaggio deve avere almeno 10 caratteri');
    expect(guest.message?.('x'.repeat(2001))).toBe('Il campo messaggio non può essere più lungo di 2000 caratteri');
    expect(guest.phone?.('')).toBeUndefined();
    expect(guest.phone?.('+39 333 123 4567')).toBeUndefined();
    expect(guest.phone?.('chiamami')).toBe('Il campo telefono non ha un formato valido');
    expect(Object.keys(contactRules(false))).toEqual(['phone', 'message']);
  });
});

describe('ContactForm', () => {
  it('is a form named "Contatta il concessionario" with the message prefilled', () => {
    const { form } = setup();
    expect(field(form, /Messaggio/).value).toBe(PREFILLED);
    expect(field(form, /^Nome/)).toBeTruthy();
    expect(field(form, /^Email/)).toBeTruthy();
    expect(field(form, /Telefono/)).toBeTruthy();
  });

  it('validates on blur, not while typing', async () => {
    const { form, user } = setup();
    const name = field(form, /^Nome/);
    await user.click(name);
    await user.tab();
    expect(await within(form).findByText('Il campo nome è richiesto')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    const email = field(form, /^Email/);
    await user.type(email, 'mario@');
    // Still typing: no message yet.
    await new Promise((r) => setTimeout(r, 20));
    expect(within(form).queryByText('Il campo email deve essere un indirizzo email valido')).toBeNull();
    await user.tab();
    expect(await within(form).findByText('Il campo email deve essere un indirizzo email valido')).toBeTruthy();

    // Fixed while typing: the old message stays until the field is left again.
    await user.type(email, 'esempio.it');
    await new Promise((r) => setTimeout(r, 20));
    expect(within(form).queryByText('Il campo email deve essere un indirizzo email valido')).toBeTruthy();
    await user.tab();
    await waitFor(() => expect(within(form).queryByText('Il campo email deve essere un indirizzo email valido')).toBeNull());

    const message = field(form, /Messaggio/);
    await user.clear(message);
    await user.type(message, 'Ciao');
    await user.tab();
    expect(await within(form).findByText('Il campo messaggio deve avere almeno 10 caratteri')).toBeTruthy();
  });

  it('submitting an incomplete form shows every message and sends nothing', async () => {
    const { form, user, calls } = setup();
    await user.click(within(form).getByRole('button', { name: 'Invia il messaggio' }));
    expect(await within(form).findByText('Il campo nome è richiesto')).toBeTruthy();
    expect(within(form).getByText('Il campo email è richiesto')).toBeTruthy();
    expect(calls.filter(isSend)).toHaveLength(0);
  });

  it('puts the server’s field errors on the fields (422)', async () => {
    const { form, user, calls } = setup(() =>
      fail(422, '2', 'Alcuni dati inviati non sono validi.', {
        errors: { email: ['Il campo email deve essere un indirizzo email valido'], phone: ['Il campo telefono non ha un formato valido'] },
      }),
    );
    await user.type(field(form, /^Nome/), 'Mario Rossi');
    await user.type(field(form, /^Email/), 'mario@rossi.it');
    await user.type(field(form, /Telefono/), '0412345');
    await user.click(within(form).getByRole('button', { name: 'Invia il messaggio' }));
    expect(await within(form).findByText('Il campo email deve essere un indirizzo email valido')).toBeTruthy();
    expect(within(form).getByText('Il campo telefono non ha un formato valido')).toBeTruthy();
    expect(field(form, /^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(formAlert(form).textContent).toBe('Alcuni dati inseriti non sono validi: controlla i campi evidenziati.');
    const sent = calls.filter(isSend);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      listing: LISTING.uuid,
      name: 'Mario Rossi',
      email: 'mario@rossi.it',
      phone: '0412345',
      message: PREFILLED,
    });
    // Editing the field clears the server's message for it.
    await user.type(field(form, /^Email/), 'x');
    await user.tab();
    await waitFor(() => expect(within(form).queryByText('Il campo email deve essere un indirizzo email valido')).toBeNull());
  });

  it('a withdrawn listing (410) is told in a toast', async () => {
    const { form, user } = setup(() => fail(410, '9', 'Questo annuncio non è più disponibile.'));
    await user.type(field(form, /^Nome/), 'Mario Rossi');
    await user.type(field(form, /^Email/), 'mario@rossi.it');
    await user.click(within(form).getByRole('button', { name: 'Invia il messaggio' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Questo contenuto non è più disponibile.']));
  });

  it('busy while sending; then "Messaggio inviato" instead of a form refilled with the template', async () => {
    let release!: () => void;
    const { form, user, calls } = setup(() => new Promise((resolve) => (release = () => resolve(ok({ uuid: 'm1' }, 201)))));
    await user.type(field(form, /^Nome/), 'Mario Rossi');
    await user.type(field(form, /^Email/), 'mario@rossi.it');
    const message = field(form, /Messaggio/);
    await user.type(message, ' Grazie.');
    await user.click(within(form).getByRole('button', { name: 'Invia il messaggio' }));
    const busy = await within(form).findByRole('button', { name: 'Invio in corso…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(field(form, /^Nome/).closest('fieldset')?.disabled).toBe(true);
    release();
    await waitFor(() => expect(toastTexts()).toEqual(['Messaggio inviato al concessionario']));
    // No form to send again by accident: the sent state, focused, says where the answer goes.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Contatta il concessionario' })).toBeNull());
    const section = screen.getByRole('region', { name: 'Contatta il concessionario' });
    const sent = within(section).getByRole('status');
    expect(sent.textContent).toContain('Messaggio inviato al concessionario');
    expect(sent.textContent).toContain('ti risponderà all’indirizzo mario@rossi.it');
    expect(document.activeElement?.textContent).toContain('Messaggio inviato al concessionario');
    expect(screen.queryByRole('button', { name: 'Invia il messaggio' })).toBeNull();
    expect(calls.filter(isSend)).toHaveLength(1);

    // Writing again: name and e-mail stay, the template does not come back.
    await user.click(within(sent).getByRole('button', { name: 'Scrivi un altro messaggio' }));
    const again = await screen.findByRole('form', { name: 'Contatta il concessionario' });
    expect(field(again, /^Nome/).value).toBe('Mario Rossi');
    expect(field(again, /^Email/).value).toBe('mario@rossi.it');
    expect(field(again, /Messaggio/).value).toBe('');
    expect(within(again).queryByText(/è richiesto/)).toBeNull();
  });

  it('the same message sent again (409) says so above the form, not "check the fields"', async () => {
    const already = 'Hai già inviato questo messaggio per questo annuncio pochi minuti fa e il concessionario l\'ha ricevuto: non serve inviarlo di nuovo.';
    const { form, user } = setup(() => fail(409, '2', already, { errors: { message: [already] } }));
    await user.type(field(form, /^Nome/), 'Mario Rossi');
    await user.type(field(form, /^Email/), 'mario@rossi.it');
    await user.click(within(form).getByRole('button', { name: 'Invia il messaggio' }));
    await waitFor(() => expect(formAlert(form).textContent).toBe(already));
    expect(field(form, /Messaggio/).getAttribute('aria-invalid')).toBe('true');
  });

  it('a signed-in user is not asked for name and e-mail', async () => {
    userSet(aUser({ uuid: 'u1', email: 'cliente@automercato.example', email_verified_at: null, role: 'customer', name: 'Giulia', surname: 'Bianchi' }));
    const { form, user, calls } = setup();
    expect(within(form).queryByLabelText(/^Nome/)).toBeNull();
    expect(within(form).queryByLabelText(/^Email/)).toBeNull();
    expect(form.textContent).toContain('Giulia Bianchi');
    expect(form.textContent).toContain('cliente@automercato.example');
    await user.click(within(form).getByRole('button', { name: 'Invia il messaggio' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Messaggio inviato al concessionario']));
    expect(calls.filter(isSend)[0]!.body).toEqual({ listing: LISTING.uuid, message: PREFILLED });
  });
});
