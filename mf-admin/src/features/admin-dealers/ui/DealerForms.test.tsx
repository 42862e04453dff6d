import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { provideApi } from '@automercato/entities/api';
import type { Answer } from '@automercato/entities/testing';
import { fakeApi, ok, on, renderRoute } from '../../../test/harness';
import { dealer } from '../../../test/dealer-fixtures';

const UUID = '3f1c2b9e-1111-4222-8333-444455556666';
const emptyAudit = ok({ items: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1, total_capped: false } });
const rossi = dealer({ uuid: UUID });
const refusal = (errors: Record<string, string[]>): Answer => ({ status: 422, body: { error: true, error_code: '2', data: { errors }, error_message: 'Dati non validi' } });

afterEach(() => provideApi(null));

async function openEditing(...handlers: Parameters<typeof fakeApi>) {
  const { api, calls } = fakeApi(on('GET', `/api/admin/dealers/${UUID}`, ok(rossi)), on('GET', '/api/admin/audit', emptyAudit), ...handlers);
  renderRoute(`/admin/dealers/${UUID}`, api);
  await userEvent.click(await screen.findByRole('button', { name: 'Modifica i dati' }));
  const form = screen.getByRole('form', { name: 'Modifica i dati del concessionario' });
  return { calls, form, puts: () => calls.filter((c) => c.method === 'PUT') };
}

describe('the correction of a dealer\'s data', () => {
  it('says what is wrong with a changed field when it is left, and sends nothing while it is wrong', async () => {
    const { form, puts } = await openEditing();
    const cap = within(form).getByRole('textbox', { name: 'CAP' });
    await userEvent.clear(cap);
    await userEvent.type(cap, '201');
    expect(within(form).queryByText('Il campo CAP deve essere di 5 cifre')).toBeNull();
    await userEvent.tab();
    expect(await within(form).findByText('Il campo CAP deve essere di 5 cifre')).toBeTruthy();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'E-mail' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Il campo email è richiesto')).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it('sends only the changed fields; the server\'s refusal lands under its field, a save closes the form', async () => {
    let answer: Answer = refusal({ vat_number: ['La partita IVA è già registrata'] });
    const { form, puts } = await openEditing(on('PUT', `/api/admin/dealers/${UUID}`, () => answer));
    const vat = within(form).getByRole('textbox', { name: 'Partita IVA' });
    await userEvent.clear(vat);
    await userEvent.type(vat, '12345678903');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Città' }), ' centro');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('La partita IVA è già registrata')).toBeTruthy();
    expect(puts()[0]?.body).toEqual({ vat_number: '12345678903', city: 'Milano centro' });
    await waitFor(() => expect(document.activeElement).toBe(vat));

    answer = ok({ ...rossi, vat_number: '12345678904' });
    await userEvent.clear(vat);
    await userEvent.type(vat, '12345678904');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('button', { name: 'Modifica i dati' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Modifica i dati del concessionario' })).toBeNull();
    expect(screen.getAllByText('12345678904').length).toBeGreaterThan(0);
  });

  it('Annulla, or Salva with nothing changed, closes the form without a call', async () => {
    const { form, puts } = await openEditing();
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('button', { name: 'Modifica i dati' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Modifica i dati' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), ' bis');
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(await screen.findByRole('button', { name: 'Modifica i dati' })).toBeTruthy();
    expect(puts()).toEqual([]);
  });
});

describe('the partita IVA review', () => {
  it('asks a reason of at least 10 characters before sending anything', async () => {
    const { api, calls } = fakeApi(on('GET', `/api/admin/dealers/${UUID}`, ok(dealer({ uuid: UUID, vat_confirmation: 'unconfirmed' }))), on('GET', '/api/admin/audit', emptyAudit));
    renderRoute(`/admin/dealers/${UUID}`, api);
    const reason = await screen.findByRole('textbox', { name: /Motivo della decisione/ });
    await userEvent.click(screen.getByRole('button', { name: 'Conferma partita IVA' }));
    expect(await screen.findByText('Il campo motivo è richiesto')).toBeTruthy();
    await userEvent.type(reason, 'Breve');
    await userEvent.tab();
    expect(await screen.findByText('Il campo motivo deve avere almeno 10 caratteri')).toBeTruthy();
    expect(screen.getByText(/\(5 scritti\)/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('Respingi sends the rejection; the server\'s refusal of the decision shows on the reason', async () => {
    let answer: Answer = refusal({ decision: ['La decisione non è ammessa in questo stato'] });
    const waiting = dealer({ uuid: UUID, vat_confirmation: 'unconfirmed' });
    const { api, calls } = fakeApi(
      on('GET', `/api/admin/dealers/${UUID}`, ok(waiting)), on('GET', '/api/admin/audit', emptyAudit),
      on('POST', `/api/admin/dealers/${UUID}/vat-review`, () => answer),
    );
    renderRoute(`/admin/dealers/${UUID}`, api);
    const reason = 'Visura camerale intestata ad altri';
    await userEvent.type(await screen.findByRole('textbox', { name: /Motivo della decisione/ }), reason);
    await userEvent.click(screen.getByRole('button', { name: 'Respingi' }));
    expect(await screen.findByText('La decisione non è ammessa in questo stato')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'rejected', reason });

    answer = ok({ ...waiting, vat_confirmation: 'rejected', vat_review_reason: reason });
    await userEvent.click(screen.getByRole('button', { name: 'Respingi' }));
    expect((await screen.findAllByText('P. IVA respinta')).length).toBeGreaterThan(0);
  });
});
