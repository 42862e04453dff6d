// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $currentUser, $toasts, userSet } from '@automercato/shell-api';
import { PASSWORD_CHANGED, ProfilePage, PROFILE_SAVED } from './ProfilePage';
import { VerifyEmailPage, RESENT_TEXT } from './VerifyEmailPage';
import { USER, fakeApi, renderPage, resetAll } from './test-utils';

afterEach(resetAll);

const form = (name: string) => screen.getByRole('form', { name });
const box = (scope: HTMLElement, label: RegExp) => within(scope).getByLabelText(label) as HTMLInputElement;

describe('profile page', () => {
  it('saves the personal data: stored, toast, the header follows', async () => {
    const api = fakeApi({ 'PUT /api/user/profile-information': (body) => ({ data: { ...USER, ...(body as object) } }) });
    userSet({ ...USER });
    await renderPage(ProfilePage, '/profile');
    const personal = form('Dati personali');
    expect(box(personal, /^Nome/).value).toBe('Giulia');
    const user = userEvent.setup();
    await user.clear(box(personal, /^Nome/));
    await user.type(box(personal, /^Nome/), 'Lucia');
    await user.click(within(personal).getByRole('button', { name: 'Salva i dati' }));
    await waitFor(() => expect($currentUser.getState()?.name).toBe('Lucia'));
    expect(api.callsTo('PUT', '/api/user/profile-information')[0]?.body).toEqual({
      name: 'Lucia',
      surname: 'Bianchi',
      email: USER.email,
      phone: null,
    });
    expect($toasts.getState().map((t) => t.text)).toContain(PROFILE_SAVED);
  });

  it('a wrong current password (A7) shows on its field', async () => {
    fakeApi({
      'POST /api/private/profile/password': {
        code: 'A7',
        errors: { current_password: ['La password attuale non corrisponde.'] },
      },
    });
    userSet({ ...USER });
    await renderPage(ProfilePage, '/profile');
    const password = form('Password');
    const user = userEvent.setup();
    await user.type(box(password, /^Password attuale/), 'NonLaMia#2026');
    await user.type(box(password, /^Nuova password/), 'Lampione#Blu2026');
    await user.type(box(password, /^Conferma password/), 'Lampione#Blu2026{Enter}');
    expect(await within(password).findByText('La password attuale non è corretta.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box(password, /^Password attuale/)));
  });

  it('a changed password: toast, the form is emptied', async () => {
    fakeApi({ 'POST /api/private/profile/password': { data: { message: PASSWORD_CHANGED } } });
    userSet({ ...USER });
    await renderPage(ProfilePage, '/profile');
    const password = form('Password');
    const user = userEvent.setup();
    await user.type(box(password, /^Password attuale/), 'Cliente#Demo2026');
    await user.type(box(password, /^Nuova password/), 'Lampione#Blu2026');
    await user.type(box(password, /^Conferma password/), 'Lampione#Blu2026{Enter}');
    await waitFor(() => expect($toasts.getState().map((t) => t.text)).toContain(PASSWORD_CHANGED));
    await waitFor(() => expect(box(password, /^Password attuale/).value).toBe(''));
  });

  it('no role choice with one role; with several, the chosen role is stored', async () => {
    fakeApi({ 'POST /api/private/profile/role': (body) => ({ data: { ...USER, roles: ['customer', 'dealer'], role: (body as { role: string }).role } }) });
    userSet({ ...USER });
    await renderPage(ProfilePage, '/profile');
    expect(screen.queryByRole('form', { name: 'Ruolo' })).toBeNull();
    resetAll();

    const api = fakeApi({ 'POST /api/private/profile/role': (body) => ({ data: { ...USER, roles: ['customer', 'dealer'], role: (body as { role: string }).role } }) });
    userSet({ ...USER, role: 'dealer', roles: ['customer', 'dealer'] });
    await renderPage(ProfilePage, '/profile');
    const roles = form('Ruolo');
    expect((within(roles).getByRole('radio', { name: 'Concessionario' }) as HTMLInputElement).checked).toBe(true);
    const user = userEvent.setup();
    await user.click(within(roles).getByRole('radio', { name: 'Cliente' }));
    await user.click(within(roles).getByRole('button', { name: 'Usa questo ruolo' }));
    await waitFor(() => expect($currentUser.getState()?.role).toBe('customer'));
    expect(api.callsTo('POST', '/api/private/profile/role')[0]?.body).toEqual({ role: 'customer' });
  });
});

describe('profile: my report requests', () => {
  it('lists each request with its status and the link to an approved report', async () => {
    fakeApi({
      'GET /api/carfax-requests': {
        data: {
          items: [
            { uuid: 'a1', status: 'approved', created_at: '2026-11-10T10:00:00.000Z', decided_at: '2026-11-11T10:00:00.000Z', dealer_name: 'Auto Rossi',
              listing: { uuid: 'l1', title: 'Fiat Panda', version: '1.2', url: '/item/l1' }, report_url: '/api/carfax-requests/a1/report', report_expires_at: '2026-12-11T10:00:00.000Z' },
            { uuid: 'p1', status: 'pending', created_at: '2026-11-12T10:00:00.000Z', decided_at: null, dealer_name: 'Auto Bianchi',
              listing: { uuid: 'l2', title: 'Renault Clio', version: '1.0', url: '/item/l2' }, report_url: null, report_expires_at: null },
          ],
        },
      },
    });
    userSet({ ...USER });
    await renderPage(ProfilePage, '/profile');
    const list = await screen.findByRole('region', { name: 'Le mie richieste di report' });
    await waitFor(() => expect(within(list).getByText('Fiat Panda')).toBeTruthy());
    expect(within(list).getByText('Approvata')).toBeTruthy();
    expect(within(list).getByText('In attesa del concessionario')).toBeTruthy();
    expect(within(list).getAllByRole('link', { name: 'Apri il report' }).map((a) => a.getAttribute('href'))).toEqual(['/carfax/richieste/a1']);
  });
});

describe('verify-email page', () => {
  it('"check your inbox" and a resend button with its toast', async () => {
    const api = fakeApi({ 'POST /api/email/verification-notification': { data: { already_verified: false, message: RESENT_TEXT } } });
    userSet({ ...USER, email_verified_at: null });
    await renderPage(VerifyEmailPage, '/verify-email');
    expect(screen.getByText('Controlla la tua casella di posta.')).toBeTruthy();
    expect(screen.getByText(USER.email)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Invia di nuovo l’email' }));
    await waitFor(() => expect($toasts.getState().map((t) => t.text)).toContain(RESENT_TEXT));
    expect(api.callsTo('POST', '/api/email/verification-notification')).toHaveLength(1);
  });

  it('a refused resend (429) is a toast with the server’s text', async () => {
    fakeApi({ 'POST /api/email/verification-notification': { status: 429, code: '1', message: 'Troppe richieste. Riprova tra 3 minuti.' } });
    userSet({ ...USER, email_verified_at: null });
    await renderPage(VerifyEmailPage, '/verify-email');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Invia di nuovo l’email' }));
    await waitFor(() => expect($toasts.getState().map((t) => t.text)).toContain('Troppe richieste. Riprova tra 3 minuti.'));
  });
});
