import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type AdminRoleItem, type AdminUserDetail } from '@automercato/api-sdk';
import { EditUserForm, NewUserForm } from './UserForm';
import type { UserCreateValues, UserEditValues } from '../model/user-form';

const ROLES: AdminRoleItem[] = [
  { name: 'customer', label: 'Cliente', assignable: true }, { name: 'dealer', label: 'Concessionario', assignable: true },
  { name: 'super-admin', label: 'Super amministratore', assignable: false },
];

const anna = {
  uuid: 'u1', email: 'anna@esempio.it', name: 'Anna', surname: 'Neri', phone: '+39 333 1234567', role: 'customer', roles: ['customer'],
  enabled: true, email_verified_at: '2026-11-20T10:00:00.000Z', created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z',
  deleted_at: null, has_password: true, has_google: false, active_sessions: 1, dealers: [],
} as AdminUserDetail;

function renderNew(onSubmit: (values: UserCreateValues) => Promise<unknown>) {
  return render(
    <>
      <h2 id="t">Nuovo utente</h2>
      <NewUserForm id="f" labelledBy="t" roles={ROLES} onSubmit={onSubmit} />
      <button type="submit" form="f">Crea utente</button>
    </>,
  );
}

function renderEdit(onSubmit: (values: UserEditValues) => Promise<unknown>) {
  return render(
    <>
      <h3 id="t">Modifica</h3>
      <EditUserForm id="f" labelledBy="t" user={anna} roles={ROLES} submitLabel="Salva modifiche" onSubmit={onSubmit} />
    </>,
  );
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const check = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the new user form', () => {
  it('says what is missing when "Crea utente" is pressed, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderNew(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Crea utente' }));
    expect(await screen.findByText('Il campo email è richiesto')).toBeTruthy();
    expect(screen.getByText('Il campo nome è richiesto')).toBeTruthy();
    expect(screen.getByText('Il campo cognome è richiesto')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box(/^Email/)));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks an address when it is left, and the roles when the last one is unticked', async () => {
    const user = userEvent.setup();
    renderNew(vi.fn(async () => undefined));
    await user.type(box(/^Email/), 'nuovo@');
    expect(screen.queryByText('Il campo email deve essere un indirizzo email valido')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Il campo email deve essere un indirizzo email valido')).toBeTruthy();
    expect(box(/^Email/).getAttribute('aria-invalid')).toBe('true');
    await user.click(check('Cliente'));
    expect(await screen.findByText('Scegli almeno un ruolo.')).toBeTruthy();
    // The admin roles are shown, not grantable, with the reason.
    expect(check('Super amministratore').disabled).toBe(true);
    expect(screen.getByText('I ruoli di amministratore li assegna o li toglie solo un super amministratore.')).toBeTruthy();
  });

  it('sends the mail by default; unticked, a password is needed, with its strength and requirements', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderNew(onSubmit);
    const sendMail = check('Invia un\'email per scegliere la password');
    expect(sendMail.checked).toBe(true);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await user.type(box(/^Email/), 'nuovo@esempio.it');
    await user.type(box(/^Nome/), 'Nuovo');
    await user.type(box(/^Cognome/), 'Utente');
    await user.click(sendMail);
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(screen.getByRole('list', { name: 'Requisiti della password' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Crea utente' }));
    expect(await screen.findByText('Scrivi una password, oppure fai scegliere la password all\'utente via email.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(password, 'corta');
    await user.tab();
    expect(await screen.findByText('La password deve contenere almeno 8 caratteri')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'Tramonto-Sul-Lago-7');
    await user.click(screen.getByRole('button', { name: 'Crea utente' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({
      email: 'nuovo@esempio.it', name: 'Nuovo', surname: 'Utente', roles: ['customer'], send_mail: false, password: 'Tramonto-Sul-Lago-7',
    })));
  });

  it('puts the API\'s refusal on its fields: an address taken on the e-mail, a role\'s message on the roles', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new ApiError('2', 'Dati non validi', 422, { errors: { email: ['Questo indirizzo email è già registrato.'], 'roles.0': ['Il ruolo scelto non è valido.'] } });
    });
    renderNew(onSubmit);
    await user.type(box(/^Email/), 'anna@esempio.it');
    await user.type(box(/^Nome/), 'Anna');
    await user.type(box(/^Cognome/), 'Neri');
    await user.click(screen.getByRole('button', { name: 'Crea utente' }));
    expect(await screen.findByText('Questo indirizzo email è già registrato.')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Ruoli' })).getByText('Il ruolo scelto non è valido.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box(/^Email/)));
  });
});

describe('the edit form', () => {
  it('starts from the user; a new address unticks "Email verificata", the old one ticks it again', async () => {
    const user = userEvent.setup();
    renderEdit(vi.fn(async () => undefined));
    expect(box(/^Email/).value).toBe('anna@esempio.it');
    expect(box(/^Telefono/).value).toBe('+39 333 1234567');
    expect(check('Cliente').checked).toBe(true);
    const verified = check('Email verificata');
    expect(verified.checked).toBe(true);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await user.type(box(/^Email/), 'x');
    await waitFor(() => expect(verified.checked).toBe(false));
    await user.type(box(/^Email/), '{Backspace}');
    await waitFor(() => expect(verified.checked).toBe(true));
  });

  it('sends the values, "Salva modifiche" busy meanwhile; a refusal about no field shows above the form', async () => {
    const user = userEvent.setup();
    let refuse: (error: unknown) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise((_, reject) => { refuse = reject; }));
    renderEdit(onSubmit);
    await user.clear(box(/^Nome/));
    await user.type(box(/^Nome/), 'Annalisa');
    await user.click(check('Concessionario'));
    const save = screen.getByRole('button', { name: 'Salva modifiche' });
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({
      email: 'anna@esempio.it', name: 'Annalisa', surname: 'Neri', roles: ['customer', 'dealer'], email_verified: true,
    })));
    expect(save.getAttribute('aria-busy')).toBe('true');
    refuse(new ApiError('6', 'Solo un super amministratore può assegnare o togliere i ruoli di amministratore.', 403));
    const alert = await screen.findByText('Solo un super amministratore può assegnare o togliere i ruoli di amministratore.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(save.getAttribute('aria-busy')).not.toBe('true');
  });
});
