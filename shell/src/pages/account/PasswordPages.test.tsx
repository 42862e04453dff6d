// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordRecoverPage, RECOVERY_SENT } from './PasswordRecoverPage';
import { PasswordResetPage } from './PasswordResetPage';
import { EmailTokenExpiredPage, SAME_ANSWER } from './EmailTokenExpiredPage';
import { fakeApi, renderPage, resetAll, whereNow } from './test-utils';

afterEach(resetAll);

const box = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';

describe('password recovery', () => {
  it('always answers with the same confirmation', async () => {
    const api = fakeApi({ 'POST /api/forgot-password': { data: { message: 'ok' } } });
    await renderPage(PasswordRecoverPage, '/password-recover');
    const user = userEvent.setup();
    await user.type(box(/^Email/), 'chiunque@example.org{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(RECOVERY_SENT));
    expect(api.callsTo('POST', '/api/forgot-password')[0]?.body).toEqual({ email: 'chiunque@example.org' });
  });

  it('too many requests: the server’s text in the alert', async () => {
    fakeApi({ 'POST /api/forgot-password': { status: 429, code: '1', message: 'Troppe richieste. Riprova tra 14 minuti.' } });
    await renderPage(PasswordRecoverPage, '/password-recover');
    await userEvent.setup().type(box(/^Email/), 'chiunque@example.org{Enter}');
    expect(await screen.findByText('Troppe richieste. Riprova tra 14 minuti.')).toBeTruthy();
  });
});

describe('new password from the mail link', () => {
  const open = () => renderPage(PasswordResetPage, `/password-reset/${TOKEN}`, { pattern: '/password-reset/:token', params: { token: TOKEN } });

  it('sends token, password and confirmation → /password-updated', async () => {
    const api = fakeApi({ 'POST /api/reset-password': { data: { message: 'ok' } } });
    await open();
    const user = userEvent.setup();
    await user.type(box(/^Nuova password/), 'Strada#Nuova2026!');
    await user.type(box(/^Conferma password/), 'Strada#Nuova2026!');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await whereNow()).toBe('/password-updated');
    expect(api.callsTo('POST', '/api/reset-password')[0]?.body).toEqual({
      token: TOKEN,
      password: 'Strada#Nuova2026!',
      password_confirmation: 'Strada#Nuova2026!',
    });
  });

  it.each([
    [410, '9'],
    [404, '4'],
  ])('a link that died meanwhile (%s) → /password-token-expired', async (status, code) => {
    fakeApi({ 'POST /api/reset-password': { status, code } });
    await open();
    const user = userEvent.setup();
    await user.type(box(/^Nuova password/), 'Strada#Nuova2026!');
    await user.type(box(/^Conferma password/), 'Strada#Nuova2026!{Enter}');
    expect(await whereNow()).toBe('/password-token-expired');
  });

  it('the account password rule, before anything is sent', async () => {
    const api = fakeApi({});
    await open();
    const user = userEvent.setup();
    await user.type(box(/^Nuova password/), 'Corta1!');
    await user.tab();
    expect(await screen.findByText('La password deve contenere almeno 8 caratteri')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', '/api/reset-password')).toHaveLength(0));
  });
});

describe('expired verification link', () => {
  it('a guest asks for a new link and gets the same answer for any address', async () => {
    const api = fakeApi({ 'POST /api/verify-email/renew': { data: { message: 'x' } } });
    await renderPage(EmailTokenExpiredPage, '/email-token-expired');
    expect(screen.getByRole('heading', { level: 1, name: 'Il link di verifica è scaduto' })).toBeTruthy();
    await userEvent.setup().type(box(/^Email/), 'chiunque@example.org{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(SAME_ANSWER));
    expect(api.callsTo('POST', '/api/verify-email/renew')[0]?.body).toEqual({ email: 'chiunque@example.org' });
  });
});
