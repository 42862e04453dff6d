import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { $currentUser, $ownDealers, $toasts, userReset } from '@automercato/shell-api';
import { signedUpText } from './DealerSignupPage';
import { provideApi } from '@automercato/entities/api';
import { forgetProvinces, forgetVatChecks } from '../../features/signup/api/signup';
import { fail, fakeApi, ok, renderRoute, type Handler, type Reply } from '../../test/utils';
import { aUser } from '@automercato/shell-api/testing';

const VAT = '07643520567';
const PROVINCES = [
  { code: 'RM', name: 'Roma', slug: 'rm', region: 'Lazio', latitude: 41.9, longitude: 12.5 },
  { code: 'MO', name: 'Modena', slug: 'mo', region: 'Emilia-Romagna', latitude: 44.6, longitude: 10.9 },
];
const provinces: Handler = (call) => (call.path === '/api/locations/italian-provinces' ? ok(PROVINCES) : undefined);
const vies = (answer: Record<string, unknown>): Handler => (call) =>
  call.path === '/api/register-dealer/check-vat' ? ok({ valid: true, vat: VAT, vies: 'off', ...answer }) : undefined;

const USER = {
  uuid: 'u-1', email: 'luca@bergamini.example', name: 'Luca', surname: 'Bergamini', phone: '059 123', role: 'dealer',
  roles: ['customer', 'dealer'], email_verified_at: null, has_google: false,
  dealers: [{ uuid: 'd-1', name: 'Autosalone Bergamini S.r.l.', slug: 'autosalone-bergamini-s-r-l', city: 'Modena', enabled: true, membership: 'owner' }],
};

afterEach(() => {
  forgetVatChecks();
  forgetProvinces();
  provideApi(null);
  userReset();
});

const toastTexts = () => $toasts.getState().map((t) => t.text);
const field = (name: RegExp) => screen.getByLabelText(name);

async function fillEverythingButVat(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Ragione sociale/), 'Autosalone Bergamini S.r.l.');
  await user.type(field(/^Indirizzo/), 'Via Emilia 12');
  await user.type(field(/^CAP/), '41121');
  await user.type(field(/^Comune/), 'Modena');
  await user.selectOptions(field(/^Provincia/), 'MO');
  await user.type(field(/^Telefono/), '059 123');
  await user.type(field(/Email aziendale/), 'info@bergamini.example');
  await user.type(field(/^Nome/), 'Luca');
  await user.type(field(/^Cognome/), 'Bergamini');
  await user.type(field(/Email di accesso/), 'luca@bergamini.example');
  await user.type(field(/^Password/), 'Officina#Blu2026');
  await user.type(field(/Conferma password/), 'Officina#Blu2026');
  await user.click(screen.getByRole('checkbox', { name: /Termini e condizioni/ }));
}

describe('/dealer/signup', () => {
  it('shows the five sections and the provinces from the lookups API', async () => {
    renderRoute('/dealer/signup', fakeApi(provinces).api);
    for (const legend of ['Azienda', 'Sede', 'Contatti', 'Titolare e account', 'Termini']) {
      expect(screen.getByRole('group', { name: legend })).toBeTruthy();
    }
    await waitFor(() => expect(within(field(/^Provincia/) as HTMLElement).getByRole('option', { name: 'Modena (MO)' })).toBeTruthy());
    // Sorted by name, so Modena comes before Roma whatever the API's order.
    const options = within(field(/^Provincia/) as HTMLElement).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Scegli la provincia', 'Modena (MO)', 'Roma (RM)']);
  });

  it('a malformed partita IVA is refused on blur in Italian, without asking the server', async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi(provinces, vies({}));
    renderRoute('/dealer/signup', api);
    await user.type(field(/Partita IVA/), '0764352056');
    await user.tab();
    expect(await screen.findByText('La partita IVA deve avere 11 cifre')).toBeTruthy();
    await user.clear(field(/Partita IVA/));
    await user.type(field(/Partita IVA/), '07643520568');
    await user.tab();
    expect(await screen.findByText(/cifra di controllo|controllo non corrisponde/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/register-dealer/check-vat')).toBe(false);
    expect(field(/Partita IVA/).getAttribute('aria-invalid')).toBe('true');
  });

  it('a right number is checked by the server on blur; VIES fills the empty company and address fields', async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi(provinces, vies({ vies: 'valid', company_name: 'AUTOSALONE BERGAMINI S.R.L.', address: 'VIA EMILIA 12, 41121 MODENA MO' }));
    renderRoute('/dealer/signup', api);
    await waitFor(() => expect((field(/^Provincia/) as HTMLSelectElement).disabled).toBe(false));
    await user.type(field(/^Comune/), 'Carpi'); // typed by the dealer: VIES does not overwrite it
    await user.type(field(/Partita IVA/), `IT${VAT}`);
    await user.tab();
    expect(await screen.findByText('Partita IVA valida e registrata nel VIES.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/register-dealer/check-vat').map((c) => c.body)).toEqual([{ vat: VAT }]);
    expect((field(/Ragione sociale/) as HTMLInputElement).value).toBe('AUTOSALONE BERGAMINI S.R.L.');
    expect((field(/^Indirizzo/) as HTMLInputElement).value).toBe('Via Emilia 12');
    expect((field(/^CAP/) as HTMLInputElement).value).toBe('41121');
    expect((field(/^Comune/) as HTMLInputElement).value).toBe('Carpi');
    expect((field(/^Provincia/) as HTMLSelectElement).value).toBe('MO');
  });

  it('no verdict (too many checks) neither blocks nor repeats on every blur; leaving the field again asks again', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const flaky: Handler = (call) => {
      if (call.path !== '/api/register-dealer/check-vat') return undefined;
      answers++;
      return answers === 1 ? fail(429, '1', 'Troppe richieste. Riprova tra 1 minuto.') : ok({ valid: true, vat: VAT, vies: 'off' });
    };
    const { api, calls } = fakeApi(provinces, flaky);
    renderRoute('/dealer/signup', api);
    await user.type(field(/Partita IVA/), VAT);
    await user.tab();
    await waitFor(() => expect(answers).toBe(1));
    // Other fields' blurs validate the form again: no new call.
    await user.type(field(/Ragione sociale/), 'Auto Srl');
    await user.tab();
    expect(field(/Partita IVA/).getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/register-dealer/check-vat')).toHaveLength(1);
    await user.click(field(/Partita IVA/));
    await user.tab();
    expect(await screen.findByText('Partita IVA valida.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/register-dealer/check-vat')).toHaveLength(2);
  });

  it('a number already registered shows the server\'s reason on the field, and the way to contest it', async () => {
    const user = userEvent.setup();
    const taken: Handler = (call) => call.path === '/api/register-dealer/check-vat'
      ? fail(422, 'A5', 'Questa partita IVA è già registrata su AutoMercato', { errors: { vat: ['Questa partita IVA è già registrata su AutoMercato'] } })
      : undefined;
    renderRoute('/dealer/signup', fakeApi(provinces, taken).api);
    await user.type(field(/Partita IVA/), VAT);
    await user.tab();
    expect(await screen.findByText('Questa partita IVA è già registrata su AutoMercato')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contesta la registrazione' }).getAttribute('href')).toBe(`/contesta-partita-iva?vat=${VAT}`);
  });

  it('sending an empty form names the missing fields and calls nothing', async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi(provinces);
    renderRoute('/dealer/signup', api);
    await user.click(screen.getByRole('button', { name: 'Registra il concessionario' }));
    expect(await screen.findByText('Il campo ragione sociale è richiesto')).toBeTruthy();
    expect(screen.getByText('Il campo partita IVA è richiesto')).toBeTruthy();
    expect(screen.getByText('Il campo accettazione dei termini è richiesto')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/register-dealer')).toBe(false);
  });

  it('shows a refused sign-up on its field, then signs up, stores the user and goes to check the e-mail', async () => {
    const user = userEvent.setup();
    let answer: Reply = fail(409, 'A3', 'Questo indirizzo email è già registrato.');
    const register: Handler = (call) => (call.path === '/api/register-dealer' ? answer : undefined);
    const { api, calls } = fakeApi(provinces, vies({}), register);
    renderRoute('/dealer/signup', api);
    await waitFor(() => expect((field(/^Provincia/) as HTMLSelectElement).disabled).toBe(false));
    await fillEverythingButVat(user);
    await user.type(field(/Partita IVA/), VAT);
    await user.click(screen.getByRole('button', { name: 'Registra il concessionario' }));
    const emailField = field(/Email di accesso/);
    await waitFor(() => expect(emailField.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Questo indirizzo email è già registrato.').length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === '/api/register-dealer')?.body).toMatchObject({
      company_name: 'Autosalone Bergamini S.r.l.', vat: VAT, province_code: 'MO', postal_code: '41121', city: 'Modena',
      email: 'luca@bergamini.example', terms: true,
    });

    answer = ok({ user: USER, dealer: { uuid: 'd-1', name: 'Autosalone Bergamini S.r.l.', slug: 'autosalone-bergamini-s-r-l', vat_status: 'unchecked' } }, 201);
    await user.clear(emailField);
    await user.type(emailField, 'luca@bergamini.example');
    await user.click(screen.getByRole('button', { name: 'Registra il concessionario' }));
    // As the buyer sign-up: the shell's /verify-email ("Controlla la tua casella di posta", resend).
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/verify-email'));
    expect(toastTexts()).toContain(signedUpText('Autosalone Bergamini S.r.l.'));
    expect($currentUser.getState()?.uuid).toBe('u-1');
    expect($ownDealers.getState().map((d) => d.uuid)).toEqual(['d-1']);
  });
});

describe('/dealer/no-associated and /dealer/failed-verification', () => {
  it('no dealer: says so and leads to the sign-up', () => {
    renderRoute('/dealer/no-associated', fakeApi().api);
    expect(screen.getByRole('heading', { name: 'Nessun concessionario associato' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registra il tuo concessionario' }).getAttribute('href')).toBe('/dealer/signup');
  });

  it('a failed link: explains it and sends a new one to the signed-in owner', async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi((call) => call.path === '/api/email/verification-notification'
      ? ok({ already_verified: false, message: 'Ti abbiamo inviato una nuova email di conferma.' })
      : undefined);
    const { userSet } = await import('@automercato/shell-api');
    userSet(aUser({ uuid: 'u-1', email: 'luca@bergamini.example', email_verified_at: null, role: 'dealer' }));
    renderRoute('/dealer/failed-verification', api);
    expect(screen.getByRole('heading', { name: 'Verifica non riuscita' })).toBeTruthy();
    expect(screen.getByText(/60 minuti/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Invia di nuovo/ }));
    expect(await screen.findByText('Ti abbiamo inviato una nuova email di conferma.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/email/verification-notification')).toHaveLength(1);
  });

  it('an owner already verified is told so, not asked to confirm again', async () => {
    const { userSet } = await import('@automercato/shell-api');
    userSet(aUser({ uuid: 'u-1', email: 'luca@bergamini.example', email_verified_at: '2026-11-24T10:00:00Z', role: 'dealer' }));
    renderRoute('/dealer/failed-verification', fakeApi().api);
    expect(screen.getByRole('heading', { name: 'Indirizzo già confermato' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Invia di nuovo/ })).toBeNull();
  });

  it('a guest is sent where the address can be given', () => {
    renderRoute('/dealer/failed-verification', fakeApi().api);
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link di conferma' }).getAttribute('href')).toBe('/email-token-expired');
  });
});
