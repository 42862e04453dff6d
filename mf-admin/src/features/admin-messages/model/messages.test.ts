import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { ApiError } from '@automercato/api-sdk';
import { confirmFx, showToastFx } from '@automercato/shell-api';
import { deleteMessageFx } from '../api/messages';
import { $deleting, deleteRequested, messagesList } from './messages';

function setup(confirm: boolean, fail = false) {
  const calls = { deleted: [] as string[], lists: 0, toasts: [] as string[] };
  const scope = fork({
    handlers: [
      [deleteMessageFx, async (id: string) => {
        if (fail) throw new ApiError('4', 'Messaggio non trovato.', 404);
        calls.deleted.push(id);
        return {} as never;
      }],
      [messagesList.fetchFx, async () => { calls.lists += 1; return { items: [], meta: { page: 1, per_page: 25, total: 0, last_page: 1, total_capped: false } }; }],
      [confirmFx, async () => confirm],
      [showToastFx, (toast: { text: string }) => { calls.toasts.push(toast.text); return { id: 't', ...toast }; }],
    ],
  });
  return { scope, calls };
}

describe('deleting a message (admin)', () => {
  it('asks the shell, deletes, reloads the page of the table and says so', async () => {
    const { scope, calls } = setup(true);
    await allSettled(messagesList.listOpened, { scope, params: { page: 1 } });
    await allSettled(deleteRequested, { scope, params: 'm1' });
    expect(calls.deleted).toEqual(['m1']);
    expect(calls.lists).toBe(2);
    expect(calls.toasts).toEqual(['Messaggio eliminato.']);
    expect(scope.getState($deleting)).toBeNull();
  });

  it('"no" deletes nothing; a failure is a toast with the server\'s message', async () => {
    const no = setup(false);
    await allSettled(deleteRequested, { scope: no.scope, params: 'm1' });
    expect(no.calls.deleted).toEqual([]);
    expect(no.scope.getState($deleting)).toBeNull();
    const failing = setup(true, true);
    await allSettled(deleteRequested, { scope: failing.scope, params: 'm1' });
    expect(failing.calls.toasts).toEqual(['Messaggio non trovato.']);
  });
});
