// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTEST_SENT, VatContestPage } from './VatContestPage';
import { fakeApi, renderPage, resetAll } from './test-utils';

afterEach(resetAll);

const box = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('/contesta-partita-iva', () => {
  it('sends the number (from the sign-up link), the company, the address and the message, then confirms', async () => {
    const api = fakeApi({ 'POST /api/register-dealer/vat-contest': { status: 201, data: { received: true } } });
    await renderPage(VatContestPage, '/contesta-partita-iva?vat=07643520567');
    expect(box(/^Partita IVA/).value).toBe('07643520567');
    const user = userEvent.setup();
    await user.type(box(/^Ragione sociale/), 'Costruttore Famoso S.p.A.');
    await user.type(box(/^Email di contatto/), 'legale@famoso.example');
    await user.type(box(/^Messaggio/), 'Il numero è nostro: non abbiamo registrato nessun concessionario.');
    await user.click(screen.getByRole('button', { name: 'Invia la segnalazione' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(CONTEST_SENT));
    expect(api.callsTo('POST', '/api/register-dealer/vat-contest')[0]?.body).toEqual({
      vat_number: '07643520567', company_name: 'Costruttore Famoso S.p.A.', email: 'legale@famoso.example',
      message: 'Il numero è nostro: non abbiamo registrato nessun concessionario.',
    });
  });

  it('a wrong number is refused in Italian before anything is sent', async () => {
    const api = fakeApi({});
    await renderPage(VatContestPage, '/contesta-partita-iva');
    const user = userEvent.setup();
    await user.type(box(/^Partita IVA/), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Invia la segnalazione' }));
    expect(await screen.findByText(/cifra di controllo|controllo/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/register-dealer/vat-contest')).toHaveLength(0);
  });
});
