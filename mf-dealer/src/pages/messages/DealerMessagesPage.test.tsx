import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DealerMessage } from '@automercato/api-sdk';
import { $planTier, $toasts, confirmFx } from '@automercato/shell-api';
import { DEALER, fakeApi, freePlan, ok, on, renderRoute, type Call } from '../../test/harness';

const lead = (id: string, name: string, read: boolean, extra: Partial<DealerMessage> = {}): DealerMessage => ({
  uuid: `00000000-0000-4000-8000-00000000000${id}`, name, email: `${name.toLowerCase()}@example.it`, phone: '+39 347 000 1111',
  message: `Buongiorno, sono ${name}: l'auto è disponibile?`, created_at: '2026-11-20T10:00:00.000Z',
  read_at: read ? '2026-11-20T11:00:00.000Z' : null, replied_at: null,
  listing: {
    uuid: 'l1', title: 'Volkswagen Golf 1.5 TSI', price: 18900, url: '/annunci/milano/volkswagen/golf/prova/l1', public: true,
    cover: { id: 'p', url: '/media/l1-640.webp', alt: 'Golf', width: 640, height: 480, variants: [{ url: '/media/l1-320.webp', width: 320, height: 240 }] },
  },
  ...extra,
});

const base = `/api/dealers/${DEALER}/user-messages`;
const originalConfirm = confirmFx.use.getCurrent();
afterEach(() => void confirmFx.use(originalConfirm));

function serve(items: DealerMessage[]) {
  let current = [...items];
  const answer = () => ok({ items: current, meta: { page: 1, per_page: 20, total: current.length, last_page: 1, unread: current.filter((m) => !m.read_at).length } });
  const handler = (call: Call) => {
    if (call.method === 'GET' && call.path === base) return answer();
    const match = new RegExp(`^${base}/([^/]+)(/reply)?$`).exec(call.path);
    if (!match) return undefined;
    const id = match[1]!;
    const found = current.find((m) => m.uuid === id)!;
    if (call.method === 'PUT') {
      const read = (call.body as { read: boolean }).read;
      current = current.map((m) => (m.uuid === id ? { ...m, read_at: read ? '2026-11-21T08:00:00.000Z' : null } : m));
      return ok(current.find((m) => m.uuid === id));
    }
    if (call.method === 'POST' && match[2]) {
      current = current.map((m) => (m.uuid === id ? { ...m, read_at: m.read_at ?? 'x', replied_at: '2026-11-21T09:00:00.000Z' } : m));
      return ok(current.find((m) => m.uuid === id));
    }
    if (call.method === 'DELETE') {
      current = current.filter((m) => m !== found);
      return ok({ message: 'Messaggio eliminato.' });
    }
    return undefined;
  };
  return fakeApi(on('GET', `/api/dealers/${DEALER}/subscription`, ok(freePlan())), handler);
}

describe('/dealer/{uuid}/messages', () => {
  it('lists the leads with the listing\'s thumbnail and title, and the unread count', async () => {
    const { api } = serve([lead('1', 'Anna', false), lead('2', 'Bruno', true)]);
    renderRoute(`/dealer/${DEALER}/messages`, api);
    const list = await screen.findByRole('list', { name: 'Messaggi ricevuti' });
    const items = within(list).getAllByTestId('lead');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Da leggere')).toBeTruthy();
    expect(within(items[0]!).getByText('Volkswagen Golf 1.5 TSI')).toBeTruthy();
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe('/media/l1-320.webp');
    expect(screen.getByTestId('unread-count').textContent).toBe('1 da leggere');
    expect(document.title).toBe('Messaggi – AutoMercato');
  });

  it('opening a lead marks it read and shows the buyer\'s contacts; a reply is sent and confirmed', async () => {
    const { api, calls } = serve([lead('1', 'Anna', false)]);
    renderRoute(`/dealer/${DEALER}/messages`, api);
    fireEvent.click(await screen.findByRole('button', { name: /Anna/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && (c.body as { read: boolean }).read === true)).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('unread-count')).toBeNull());
    expect(screen.getByRole('link', { name: 'anna@example.it' }).getAttribute('href')).toBe('mailto:anna@example.it');
    fireEvent.change(screen.getByLabelText('La tua risposta'), { target: { value: 'Sì, vi aspettiamo sabato.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia risposta' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Sì, vi aspettiamo sabato.' }));
    await waitFor(() => expect($toasts.getState().map((t) => t.text)).toContain('Risposta inviata a anna@example.it.'));
    await waitFor(() => expect(screen.getAllByText('Risposto').length).toBeGreaterThan(0));
  });

  it('deletes a lead only after the confirm dialog says yes', async () => {
    const asked: string[] = [];
    confirmFx.use(async (options) => {
      asked.push(options.title);
      return true;
    });
    const { api, calls } = serve([lead('1', 'Anna', true), lead('2', 'Bruno', true)]);
    renderRoute(`/dealer/${DEALER}/messages`, api);
    fireEvent.click(await screen.findByRole('button', { name: /Bruno/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(asked).toEqual(['Eliminare questo messaggio?']);
    await waitFor(() => expect(screen.getAllByTestId('lead')).toHaveLength(1));
  });

  it('an empty inbox says "Nessun messaggio"; the page loads the dealer\'s plan into the shell (SPEC §2)', async () => {
    const { api, calls } = serve([]);
    renderRoute(`/dealer/${DEALER}/messages`, api);
    expect(await screen.findByRole('heading', { name: 'Nessun messaggio' })).toBeTruthy();
    await waitFor(() => expect($planTier.getState()).toBe('Free'));
    expect(calls.map((c) => c.path)).toContain(`/api/dealers/${DEALER}/subscription`);
  });
});
