import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { ApiError, type DealerMessage, type DealerMessagePage } from '@automercato/api-sdk';
import { confirmFx, showToastFx } from '@automercato/shell-api';
import { deleteMessageFx, loadInboxFx, markReadFx, replyFx, type InboxQuery } from '../api/leads';
import {
  $filter, $inbox, $openId, $page, REPLY_RULES, deleteRequested, filterChanged, inboxOpened, messageOpened, replySentFx, unreadMarked,
  withMessage, withoutMessage,
} from './leads';

const lead = (id: string, read: boolean): DealerMessage => ({
  uuid: id, name: `Cliente ${id}`, email: `${id}@example.it`, phone: null, message: 'È ancora disponibile?',
  created_at: '2026-11-20T10:00:00.000Z', read_at: read ? '2026-11-20T11:00:00.000Z' : null, replied_at: null,
  listing: { uuid: 'l1', title: 'Fiat Panda 1.2', price: 8900, cover: null, url: '/annunci/milano/fiat/panda/x/l1', public: true },
});
const page = (items: DealerMessage[]): DealerMessagePage => ({
  items, meta: { page: 1, per_page: 20, total: items.length, last_page: 1, unread: items.filter((m) => m.read_at === null).length },
});

function setup(options: { confirm?: boolean; reply?: () => Promise<DealerMessage> } = {}) {
  const calls = { loads: [] as InboxQuery[], reads: [] as Array<{ id: string; read: boolean }>, replies: [] as string[], deleted: [] as string[], toasts: [] as Array<{ text: string }> };
  const scope = fork({
    handlers: [
      [loadInboxFx, async (query: InboxQuery) => {
        calls.loads.push(query);
        return page(query.filter === 'unread' ? [lead('a', false)] : [lead('a', false), lead('b', false), lead('c', true)]);
      }],
      [markReadFx, async ({ id, read }: { id: string; read: boolean }) => {
        calls.reads.push({ id, read });
        return lead(id, read);
      }],
      [replyFx, async ({ id, message }: { id: string; message: string }) => {
        calls.replies.push(message);
        if (options.reply) return options.reply();
        return { ...lead(id, true), replied_at: '2026-11-21T09:00:00.000Z' };
      }],
      [deleteMessageFx, async ({ id }: { id: string }) => {
        calls.deleted.push(id);
        return { message: 'Messaggio eliminato.' };
      }],
      [confirmFx, async () => options.confirm ?? true],
      [showToastFx, (toast: { text: string }) => {
        calls.toasts.push(toast);
        return { id: 't', ...toast };
      }],
    ],
  });
  return { scope, calls };
}

describe('the dealer\'s inbox', () => {
  it('loads the first page of all messages for the dealer; the unread filter asks again from page 1', async () => {
    const { scope, calls } = setup();
    await allSettled(inboxOpened, { scope, params: 'd-1' });
    expect(scope.getState($inbox)?.items.map((m) => m.uuid)).toEqual(['a', 'b', 'c']);
    expect(scope.getState($inbox)?.meta.unread).toBe(2);
    await allSettled(filterChanged, { scope, params: 'unread' });
    expect(calls.loads.at(-1)).toEqual({ dealerUuid: 'd-1', page: 1, filter: 'unread' });
    expect(scope.getState($filter)).toBe('unread');
    expect(scope.getState($page)).toBe(1);
    expect(scope.getState($inbox)?.items.map((m) => m.uuid)).toEqual(['a']);
  });

  it('opening an unread message marks it read and lowers the unread count; a read one is not sent again', async () => {
    const { scope, calls } = setup();
    await allSettled(inboxOpened, { scope, params: 'd-1' });
    await allSettled(messageOpened, { scope, params: 'a' });
    expect(calls.reads).toEqual([{ id: 'a', read: true }]);
    expect(scope.getState($openId)).toBe('a');
    expect(scope.getState($inbox)?.meta.unread).toBe(1);
    await allSettled(messageOpened, { scope, params: 'c' });
    expect(calls.reads).toHaveLength(1);
  });

  it('"segna come da leggere" closes it and raises the count again', async () => {
    const { scope } = setup();
    await allSettled(inboxOpened, { scope, params: 'd-1' });
    await allSettled(messageOpened, { scope, params: 'c' });
    await allSettled(unreadMarked, { scope, params: 'c' });
    expect(scope.getState($openId)).toBeNull();
    expect(scope.getState($inbox)?.meta.unread).toBe(3);
  });

  it('a reply is sent trimmed, the lead shows it was answered and a toast names the buyer\'s address', async () => {
    const { scope, calls } = setup();
    await allSettled(inboxOpened, { scope, params: 'd-1' });
    await allSettled(replySentFx, { scope, params: { id: 'b', message: '  Sì, è disponibile.  ' } });
    expect(calls.replies).toEqual(['Sì, è disponibile.']);
    expect(scope.getState($inbox)?.items.find((m) => m.uuid === 'b')?.replied_at).toBeTruthy();
    expect(calls.toasts.map((t) => t.text)).toContain('Risposta inviata a b@example.it.');
  });

  it('an empty reply breaks the rule; a refused one fails with the API\'s error (for the form) and changes nothing', async () => {
    expect(REPLY_RULES.message('   ', {})).toBe('Scrivi la risposta prima di inviarla.');
    expect(REPLY_RULES.message(undefined, {})).toBe('Scrivi la risposta prima di inviarla.');
    expect(REPLY_RULES.message('Ciao', {})).toBeUndefined();
    const refusal = new ApiError('2', 'Dati non validi', 422, { errors: { message: ['Il campo messaggio è richiesto'] } });
    const { scope, calls } = setup({ reply: () => Promise.reject(refusal) });
    await allSettled(inboxOpened, { scope, params: 'd-1' });
    const result = await allSettled(replySentFx, { scope, params: { id: 'b', message: 'Ciao' } });
    expect(result).toEqual({ status: 'fail', value: refusal });
    expect(calls.replies).toEqual(['Ciao']);
    expect(scope.getState($inbox)?.items.find((m) => m.uuid === 'b')?.replied_at).toBeNull();
    expect(calls.toasts).toEqual([]);
  });

  it('deleting asks first: "Annulla" keeps it, "Elimina" removes it with a toast', async () => {
    const no = setup({ confirm: false });
    await allSettled(inboxOpened, { scope: no.scope, params: 'd-1' });
    await allSettled(deleteRequested, { scope: no.scope, params: 'b' });
    expect(no.calls.deleted).toEqual([]);
    expect(no.scope.getState($inbox)?.items).toHaveLength(3);

    const yes = setup({ confirm: true });
    await allSettled(inboxOpened, { scope: yes.scope, params: 'd-1' });
    await allSettled(deleteRequested, { scope: yes.scope, params: 'b' });
    expect(yes.calls.deleted).toEqual(['b']);
    expect(yes.scope.getState($inbox)?.items.map((m) => m.uuid)).toEqual(['a', 'c']);
    expect(yes.scope.getState($inbox)?.meta).toMatchObject({ total: 2, unread: 1 });
    expect(yes.calls.toasts.map((t) => t.text)).toContain('Messaggio eliminato.');
  });
});

describe('inbox page helpers', () => {
  it('withMessage keeps the unread counter in step; withoutMessage drops one', () => {
    const start = page([lead('a', false), lead('b', true)]);
    expect(withMessage(start, lead('a', true))?.meta.unread).toBe(0);
    expect(withMessage(start, lead('b', false))?.meta.unread).toBe(2);
    expect(withMessage(start, lead('zz', true))).toBe(start);
    expect(withoutMessage(start, 'a')?.meta).toMatchObject({ total: 1, unread: 0 });
  });
});
