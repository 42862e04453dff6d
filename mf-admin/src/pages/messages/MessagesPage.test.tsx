import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { $toasts, confirmFx } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';
import { fakeApi, ok, renderRoute, type Call } from '../../test/harness';

const originalConfirm = confirmFx.use.getCurrent();
afterEach(() => { confirmFx.use(originalConfirm); provideApi(null); });

const message = (id: string, name: string, deleted = false) => ({
  uuid: id, name, email: `${id}@example.it`, phone: null, message: `Buongiorno, sono ${name}: l'auto è disponibile?`, user_uuid: null,
  dealer: { uuid: 'd1', name: 'Autosalone Rossi' }, listing: { uuid: 'l1', title: 'Fiat Panda' },
  created_at: '2026-11-20T10:00:00.000Z', read_at: null, replied_at: null, deleted_by_dealer_at: null,
  deleted_by_admin_at: deleted ? '2026-11-21T10:00:00.000Z' : null,
});
const page = (items: unknown[]) => ({ items, meta: { page: 1, per_page: 25, total: items.length, last_page: 1, total_capped: false } });

/** The list answers what the server would: without the deleted ones. */
function server() {
  const gone = new Set<string>();
  const all = [message('m1', 'Ada'), message('m2', 'Zeno')];
  return fakeApi((call: Call) => {
    if (call.method === 'GET' && call.path === '/api/admin/user-messages') return ok(page(all.filter((m) => !gone.has(m.uuid))));
    const id = /^\/api\/admin\/user-messages\/(\w+)$/.exec(call.path)?.[1];
    if (call.method === 'DELETE' && id) { gone.add(id); return ok(message(id, 'x', true)); }
    return undefined;
  });
}

describe('/admin/messages', () => {
  it('lists messages; a click on the sender opens it in the address; filters by dealer', async () => {
    const { api, calls } = server();
    const { router } = renderRoute('/admin/messages', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Apri il messaggio di Ada' }));
    await waitFor(() => expect(router.state.location.search).toBe('?message=m1'));
    const dialog = await screen.findByRole('dialog', { name: 'Messaggio di Ada' });
    expect(within(dialog).getByText('Buongiorno, sono Ada: l\'auto è disponibile?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.click(screen.getAllByRole('button', { name: 'Autosalone Rossi' })[0]!);
    await waitFor(() => expect(calls.at(-1)!.search).toContain('dealer=d1'));
  });

  it('deletes after the shell\'s confirm, with a toast; "no" deletes nothing', async () => {
    const { api, calls } = server();
    let answer = false;
    confirmFx.use(async () => answer);
    renderRoute('/admin/messages', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina il messaggio di Zeno' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(false));
    answer = true;
    await userEvent.click(screen.getByRole('button', { name: 'Elimina il messaggio di Zeno' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Elimina il messaggio di Zeno' })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/user-messages/m2']);
    expect($toasts.getState().some((t) => t.text === 'Messaggio eliminato.')).toBe(true);
    expect(screen.getByRole('button', { name: 'Apri il messaggio di Ada' })).toBeTruthy();
  });
});
