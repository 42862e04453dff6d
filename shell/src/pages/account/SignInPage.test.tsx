// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $currentUser, userProfileChanged } from '@automercato/shell-api';
import { SignInPage } from './SignInPage';
import { USER, fakeApi, renderPage, resetAll, whereNow } from './test-utils';

afterEach(resetAll);

const emailBox = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const passwordBox = () => screen.getByLabelText(/^Password/) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Accedi' });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in page', () => {
  it('validates a field when it is left, not while typing (5 ms debounce), in Italian', async () => {
    fakeApi({ 'GET /api/auth/providers': { data: { google: false } } });
    await renderPage(SignInPage, '/signin');
    const user = userEvent.setup();
    await user.type(emailBox(), 'non-un-indirizzo');
    await wait(30);
    expect(screen.queryByText('Il campo email deve essere un indirizzo email valido')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Il campo email deve essere un indirizzo email valido')).toBeTruthy();
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    // Fixed and left again: the message goes.
    await user.clear(emailBox());
    await user.type(emailBox(), 'giulia@automercato.example');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(/deve essere un indirizzo email valido/)).toBeNull());
  });

  it('an empty submit shows every rule and focuses the first field; nothing is sent', async () => {
    const api = fakeApi({ 'GET /api/auth/providers': { data: { google: false } } });
    await renderPage(SignInPage, '/signin');
    await userEvent.setup().click(submit());
    expect(await screen.findByText('Il campo email è richiesto')).toBeTruthy();
    expect(screen.getByText('Il campo password è richiesto')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(emailBox()));
    expect(api.callsTo('POST', '/api/login')).toHaveLength(0);
  });

  it('a wrong password: "Email o password non corretti." in the alert, which gets the focus', async () => {
    fakeApi({
      'GET /api/auth/providers': { data: { google: false } },
      'POST /api/login': { status: 401, code: 'A1', message: 'Email o password non corretti.' },
    });
    await renderPage(SignInPage, '/signin');
    const user = userEvent.setup();
    await user.type(emailBox(), 'giulia@automercato.example');
    await user.type(passwordBox(), 'Sbagliata#2026{Enter}');
    const alert = await screen.findByText('Email o password non corretti.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect($currentUser.getState()).toBeNull();
  });

  it('signs in: stores the user, tells the other tabs, goes to redirectTo', async () => {
    const api = fakeApi({
      'GET /api/auth/providers': { data: { google: false } },
      'POST /api/login': { data: USER },
    });
    let broadcasts = 0;
    const unwatch = userProfileChanged.watch(() => (broadcasts += 1));
    await renderPage(SignInPage, '/signin?redirectTo=%2Ffavourites');
    const user = userEvent.setup();
    await user.type(emailBox(), USER.email);
    await user.type(passwordBox(), 'Cliente#Demo2026');
    await user.click(submit());
    expect(await whereNow()).toBe('/favourites');
    expect($currentUser.getState()?.uuid).toBe(USER.uuid);
    expect(broadcasts).toBe(1);
    expect(api.callsTo('POST', '/api/login')[0]?.body).toEqual({ email: USER.email, password: 'Cliente#Demo2026', remember: false });
    unwatch.unsubscribe();
  });

  it('"Mantieni l’accesso" ticked asks the server to remember the session', async () => {
    const api = fakeApi({ 'GET /api/auth/providers': { data: { google: false } }, 'POST /api/login': { data: USER } });
    await renderPage(SignInPage, '/signin');
    const user = userEvent.setup();
    const remember = screen.getByRole('checkbox', { name: /Mantieni l’accesso/ }) as HTMLInputElement;
    expect(remember.checked).toBe(false);
    await user.type(emailBox(), USER.email);
    await user.type(passwordBox(), 'Cliente#Demo2026');
    await user.click(remember);
    await user.click(submit());
    await waitFor(() => expect(api.callsTo('POST', '/api/login')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/login')[0]?.body).toMatchObject({ remember: true });
  });

  it('never follows a redirectTo to another site', async () => {
    fakeApi({ 'GET /api/auth/providers': { data: { google: false } }, 'POST /api/login': { data: USER } });
    await renderPage(SignInPage, '/signin?redirectTo=%2F%2Fevil.example%2F');
    const user = userEvent.setup();
    await user.type(emailBox(), USER.email);
    await user.type(passwordBox(), 'Cliente#Demo2026{Enter}');
    expect(await whereNow()).toBe('/');
  });

  it('the dealer sign-in speaks to dealers, picks the dealer role and opens the dealer area', async () => {
    const dealer = { ...USER, role: 'customer', roles: ['customer', 'dealer'] };
    const api = fakeApi({
      'GET /api/auth/providers': { data: { google: false } },
      'POST /api/login': { data: dealer },
      'POST /api/private/profile/role': { data: { ...dealer, role: 'dealer' } },
    });
    await renderPage(SignInPage, '/signin?dealer=true');
    expect(screen.getByRole('heading', { level: 1, name: 'Accesso concessionari' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registra il tuo concessionario' }).getAttribute('href')).toBe('/dealer/signup');
    const user = userEvent.setup();
    await user.type(emailBox(), USER.email);
    await user.type(passwordBox(), 'Dealer#Demo2026{Enter}');
    expect(await whereNow()).toBe('/dealer/q/listings');
    expect(api.callsTo('POST', '/api/private/profile/role')[0]?.body).toEqual({ role: 'dealer' });
    expect($currentUser.getState()?.role).toBe('dealer');
  });

  it('shows "Accedi con Google" only when the server offers it, keeping redirectTo', async () => {
    fakeApi({ 'GET /api/auth/providers': { data: { google: true } } });
    await renderPage(SignInPage, '/signin?redirectTo=%2Fprofile');
    const google = await screen.findByRole('link', { name: 'Accedi con Google' });
    expect(google.getAttribute('href')).toBe('/social/redirect/google?redirect_to=%2Fprofile');
    // A first Google sign-in creates an account: the terms it accepts are named and linked.
    expect(screen.getByText(/continuando con Google ne crei uno e accetti i/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Termini e condizioni' }).getAttribute('href')).toBe('/tos');
  });

  it('no Google button when the server has none (or cannot say)', async () => {
    const api = fakeApi({ 'GET /api/auth/providers': { status: 500, code: '1' } });
    await renderPage(SignInPage, '/signin');
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/providers')).toHaveLength(1));
    await wait(20);
    expect(screen.queryByRole('link', { name: 'Accedi con Google' })).toBeNull();
  });

  it.each([
    ['google', 'Non è stato possibile accedere con Google. Riprova oppure accedi con email e password.'],
    ['disabled', 'Il tuo account è stato disabilitato. Contatta l’assistenza di AutoMercato.'],
  ])('explains ?error=%s in Italian', async (code, text) => {
    fakeApi({ 'GET /api/auth/providers': { data: { google: true } } });
    await renderPage(SignInPage, `/signin?error=${code}`);
    expect(screen.getByText(text).closest('[role="alert"]')).toBeTruthy();
  });
});
