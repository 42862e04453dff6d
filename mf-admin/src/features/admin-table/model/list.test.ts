import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { createAdminList, type ApiQuery } from './list';
import { actorOf, changesOf, describeAction } from './audit';

const list = createAdminList<{ id: string }>(async () => { throw new Error('replaced in tests'); });
const page = (ids: string[]) => ({ items: ids.map((id) => ({ id })), meta: { page: 1, per_page: 25, total: ids.length, last_page: 1, total_capped: false } });

describe('an admin list model', () => {
  it('shows only the answer to the latest query, even when an older one answers last', async () => {
    const scope = fork({
      handlers: [[list.fetchFx, async (query: ApiQuery) => {
        if (query.q === 'old') await new Promise((r) => setTimeout(r, 30));
        return page([String(query.q)]);
      }]],
    });
    await Promise.all([
      allSettled(list.listOpened, { scope, params: { q: 'old' } }),
      allSettled(list.listOpened, { scope, params: { q: 'new' } }),
    ]);
    expect(scope.getState(list.$list)?.items).toEqual([{ id: 'new' }]);
    expect(scope.getState(list.$status)).toBe('ready');
  });

  it('a failure says so, and "Riprova" asks the same query again', async () => {
    const asked: ApiQuery[] = [];
    let fail = true;
    const scope = fork({
      handlers: [[list.fetchFx, async (query: ApiQuery) => {
        asked.push(query);
        if (fail) throw new Error('offline');
        return page(['a']);
      }]],
    });
    await allSettled(list.listOpened, { scope, params: { page: 2 } });
    expect(scope.getState(list.$status)).toBe('error');
    fail = false;
    await allSettled(list.listRetried, { scope });
    expect(asked).toEqual([{ page: 2 }, { page: 2 }]);
    expect(scope.getState(list.$status)).toBe('ready');
  });
});

describe('an audit row in Italian', () => {
  it('names the action in Italian, never the raw verb, and the admin by name', () => {
    expect(describeAction('user.disable')).toBe('Disattivazione');
    expect(describeAction('dealer.vat_confirm')).toBe('Partita IVA confermata');
    expect(describeAction('dealer.something-new')).toBe('Modifica');
    expect(describeAction('membership.add')).toBe('Persona aggiunta al concessionario');
    expect(describeAction('remote.auto_rollback')).toBe('Canary ritirato automaticamente');
    expect(describeAction('remote.token_issue')).toBe('Token di pubblicazione creato');
    const changes = [{ field: 'enabled', label: 'Stato', before: 'attivo', after: 'disattivato' }];
    expect(changesOf({ changes })).toEqual(changes);
    expect(actorOf({ actor: { id: 'a', email: 'admin@automercato.example', name: 'Luca Ferrari' } })).toBe('Luca Ferrari (admin@automercato.example)');
    expect(actorOf({ actor: { id: null, email: 'ex@automercato.example', name: null } })).toBe('ex@automercato.example');
  });
});
