import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DealerMessage } from '@automercato/api-sdk';
import { DEALER, fakeApi, freePlan, ok, on, renderRoute, type Call } from '../../../test/harness';

type Answer = { status?: number; body?: unknown };

const anna: DealerMessage = {
  uuid: '00000000-0000-4000-8000-000000000001', name: 'Anna', email: 'anna@example.it', phone: null,
  message: 'Buongiorno, l\'auto è disponibile?', created_at: '2026-11-20T10:00:00.000Z',
  read_at: '2026-11-20T11:00:00.000Z', replied_at: null,
  listing: { uuid: 'l1', title: 'Volkswagen Golf 1.5 TSI', price: 18900, url: '/annunci/l1', public: true, cover: null },
};
const base = `/api/dealers/${DEALER}/user-messages`;

function serve(reply: (call: Call) => Answer | Promise<Answer>) {
  return fakeApi(
    on('GET', `/api/dealers/${DEALER}/subscription`, ok(freePlan())),
    on('GET', base, ok({ items: [anna], meta: { page: 1, per_page: 20, total: 1, last_page: 1, unread: 0 } })),
    (call: Call) => (call.method === 'POST' && call.path === `${base}/${anna.uuid}/reply` ? reply(call) : undefined),
  );
}

async function openAnna() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Anna/ }));
  return user;
}

describe('the reply form of a lead', () => {
  it('an empty reply says so when leaving the field and is never sent', async () => {
    const { api, calls } = serve(() => ok({ ...anna, replied_at: '2026-11-21T09:00:00.000Z' }));
    renderRoute(`/dealer/${DEALER}/messages`, api);
    const user = await openAnna();
    const box = screen.getByLabelText('La tua risposta');
    await user.type(box, '   ');
    await user.tab();
    expect((await screen.findByText('Scrivi la risposta prima di inviarla.')).textContent).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Invia risposta' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a refusal about the text lands on the field; the text typed stays', async () => {
    const { api } = serve(() => ({
      status: 422,
      body: { error: true, error_code: '2', error_message: 'Dati non validi', data: { errors: { message: ['Il messaggio è troppo lungo.'] } } },
    }));
    renderRoute(`/dealer/${DEALER}/messages`, api);
    const user = await openAnna();
    const box = screen.getByLabelText('La tua risposta');
    await user.type(box, 'Sì, vi aspettiamo.');
    await user.click(screen.getByRole('button', { name: 'Invia risposta' }));
    expect(await screen.findByText('Il messaggio è troppo lungo.')).toBeTruthy();
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect((box as HTMLTextAreaElement).value).toBe('Sì, vi aspettiamo.');
  });

  it('busy while sending, then the form is emptied once the lead is answered', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const { api } = serve(() => new Promise<Answer>((resolve) => { answer = resolve; }));
    renderRoute(`/dealer/${DEALER}/messages`, api);
    const user = await openAnna();
    await user.type(screen.getByLabelText('La tua risposta'), 'Sì, vi aspettiamo.');
    await user.click(screen.getByRole('button', { name: 'Invia risposta' }));
    const form = screen.getByRole('form', { name: 'Rispondi a Anna' });
    await waitFor(() => expect(form.getAttribute('aria-busy')).toBe('true'));
    answer(ok({ ...anna, replied_at: '2026-11-21T09:00:00.000Z' }));
    await waitFor(() => expect((screen.getByLabelText('La tua risposta') as HTMLTextAreaElement).value).toBe(''));
    expect(within(screen.getByTestId('lead')).getAllByText('Risposto').length).toBeGreaterThan(0);
  });
});
