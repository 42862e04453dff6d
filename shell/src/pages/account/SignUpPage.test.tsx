// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $currentUser, $toasts } from '@automercato/shell-api';
import { SignUpPage, SIGNED_UP_TEXT } from './SignUpPage';
import { USER, fakeApi, renderPage, resetAll, whereNow } from './test-utils';

afterEach(resetAll);

const box = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const PASSWORD = 'Prova#Sicura2026!';

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'nuovo@automercato.example') {
  await user.type(box(/^Nome/), 'Elena');
  await user.type(box(/^Cognome/), 'Marchetti');
  await user.type(box(/^Email/), email);
  await user.type(box(/^Password/), PASSWORD);
  await user.type(box(/^Conferma password/), PASSWORD);
  await user.click(screen.getByRole('checkbox'));
}

describe('sign-up page', () => {
  it('the password checklist follows the typing', async () => {
    fakeApi({});
    await renderPage(SignUpPage, '/signup');
    const checklist = screen.getByRole('list', { name: 'Requisiti della password' });
    const items = () => within(checklist).getAllByRole('listitem').map((li) => li.textContent);
    expect(items().every((text) => text?.endsWith(': mancante'))).toBe(true);
    await userEvent.setup().type(box(/^Password/), 'abcDEF12');
    expect(items()).toEqual([
      'Almeno 8 caratteri: soddisfatto',
      'Una lettera maiuscola: soddisfatto',
      'Una lettera minuscola: soddisfatto',
      'Un numero: soddisfatto',
      'Un carattere speciale (ad esempio ! ? @ # $ %): mancante',
    ].map((text) => expect.stringContaining(text)));
    // The checklist describes the password box.
    expect(box(/^Password/).getAttribute('aria-describedby')).toContain(checklist.id);
  });

  it('the strength meter labels the estimate as the user types, knowing Italian and the user\'s own name', async () => {
    fakeApi({});
    await renderPage(SignUpPage, '/signup');
    const user = userEvent.setup();
    await user.type(box(/^Nome/), 'Elena');
    await user.type(box(/^Cognome/), 'Marchetti');
    const meter = () => document.getElementById(box(/^Password/).getAttribute('aria-describedby')!.split(' ').find((id) => document.getElementById(id)?.getAttribute('aria-live'))!)!;
    await user.type(box(/^Password/), 'Juventus1897!');
    await waitFor(() => expect(meter().textContent).toBe('Sicurezza della password: Discreta'), { timeout: 5000 });
    expect(meter().getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText(/usa una frase di tre o quattro parole/)).toBeTruthy();
    await user.clear(box(/^Password/));
    await user.type(box(/^Password/), 'ElenaMarchetti1990!');
    await waitFor(() => expect(meter().textContent).toBe('Sicurezza della password: Debole'));
    await user.clear(box(/^Password/));
    await user.type(box(/^Password/), PASSWORD);
    await waitFor(() => expect(meter().textContent).toBe('Sicurezza della password: Ottima'));
    expect(screen.queryByText(/usa una frase di tre o quattro parole/)).toBeNull();
  });

  it('refuses a weak password, a different confirmation and the unticked terms, in Italian', async () => {
    const api = fakeApi({});
    await renderPage(SignUpPage, '/signup');
    const user = userEvent.setup();
    await user.type(box(/^Password/), 'password1');
    await user.type(box(/^Conferma password/), 'password2');
    await user.click(screen.getByRole('button', { name: 'Crea l’account' }));
    expect(await screen.findByText('Il campo accettazione dei termini è richiesto')).toBeTruthy();
    expect(screen.getByText('La password deve contenere almeno una lettera maiuscola')).toBeTruthy();
    expect(screen.getByText('Il campo conferma password non corrisponde.')).toBeTruthy();
    expect(screen.getByText('Il campo nome è richiesto')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box(/^Nome/)));
    expect(api.callsTo('POST', '/api/register-customer')).toHaveLength(0);
  });

  it('an address already registered (A3) shows on the e-mail field', async () => {
    fakeApi({ 'POST /api/register-customer': { status: 409, code: 'A3', message: 'Questo indirizzo email è già registrato.' } });
    await renderPage(SignUpPage, '/signup');
    const user = userEvent.setup();
    await fill(user, 'cliente@automercato.example');
    await user.click(screen.getByRole('button', { name: 'Crea l’account' }));
    const message = await screen.findByText('Questo indirizzo email è già registrato.');
    expect(box(/^Email/).getAttribute('aria-describedby')).toContain(message.closest('p')?.id);
    await waitFor(() => expect(document.activeElement).toBe(box(/^Email/)));
  });

  it('a breached password (code 2) shows the server’s message on the password field', async () => {
    fakeApi({
      'POST /api/register-customer': {
        code: '2',
        errors: { password: ['Questa password è comparsa in una violazione di dati e non è sicura: scegline una diversa'] },
      },
    });
    await renderPage(SignUpPage, '/signup');
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Crea l’account' }));
    expect(await screen.findByText(/comparsa in una violazione di dati/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box(/^Password/)));
  });

  it('signs up: the user is stored and goes to /verify-email with a toast', async () => {
    const api = fakeApi({ 'POST /api/register-customer': { status: 201, data: { ...USER, email_verified_at: null } } });
    await renderPage(SignUpPage, '/signup');
    const user = userEvent.setup();
    await fill(user);
    await user.type(box(/^Telefono/), '+39 333 1234567');
    await user.click(screen.getByRole('button', { name: 'Crea l’account' }));
    expect(await whereNow()).toBe('/verify-email');
    expect(api.callsTo('POST', '/api/register-customer')[0]?.body).toEqual({
      name: 'Elena',
      surname: 'Marchetti',
      email: 'nuovo@automercato.example',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      phone: '+39 333 1234567',
      terms: true,
    });
    expect($currentUser.getState()?.email_verified_at).toBeNull();
    expect($toasts.getState().map((t) => t.text)).toContain(SIGNED_UP_TEXT);
  });
});
