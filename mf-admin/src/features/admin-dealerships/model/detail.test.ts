import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { ApiError, type AdminDealershipDetail } from '@automercato/api-sdk';
import { confirmFx, showToastFx } from '@automercato/shell-api';
import { auditList } from '../../admin-table/model/audit';
import { loadDealershipsFx, replaceDealershipsFx, searchDealersFx, type WantedDealership } from '../api/dealerships';
import { $detail, $found, applyChange, dealerSearched, dealershipAdded, removeRequested, roleChanged, userOpened } from './detail';

const membership = (uuid: string, name: string, role: 'owner' | 'admin') => ({
  dealer: { uuid, name, city: 'Milano', enabled: true }, role, created_at: '2026-01-01T00:00:00.000Z',
});
const detail = (dealerships = [membership('d-1', 'Rossi', 'owner'), membership('d-2', 'Bianchi', 'admin')]): AdminDealershipDetail => ({
  user: { uuid: 'u-1', email: 'marco@example.it', name: 'Marco', surname: 'Rossi', enabled: true }, dealerships,
});

function setup(options: { confirm?: boolean; replace?: (list: WantedDealership[]) => Promise<AdminDealershipDetail> } = {}) {
  const calls = { sent: [] as WantedDealership[][], confirms: 0, toasts: [] as Array<{ text?: string; title?: string }>, searches: [] as string[] };
  const scope = fork({
    handlers: [
      [loadDealershipsFx, async () => detail()],
      [replaceDealershipsFx, async ({ dealerships }: { dealerships: WantedDealership[] }) => {
        calls.sent.push(dealerships);
        return options.replace ? options.replace(dealerships) : detail(dealerships.map((d) => membership(d.dealer, d.dealer, d.role)));
      }],
      [searchDealersFx, async (q: string) => { calls.searches.push(q); return []; }],
      [confirmFx, async () => { calls.confirms += 1; return options.confirm ?? true; }],
      [showToastFx, (toast: { text?: string }) => { calls.toasts.push(toast); return { id: 't', ...toast }; }],
      [auditList.fetchFx, async () => ({ items: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1, total_capped: false } })],
    ],
  });
  return { scope, calls };
}

describe('a dealer admin\'s page', () => {
  it('computes the whole new list for each change', () => {
    const d = detail();
    expect(applyChange(d, { kind: 'add', dealer: 'd-3', role: 'admin' })).toEqual([
      { dealer: 'd-1', role: 'owner' }, { dealer: 'd-2', role: 'admin' }, { dealer: 'd-3', role: 'admin' },
    ]);
    expect(applyChange(d, { kind: 'role', dealer: 'd-2', role: 'owner' })).toEqual([{ dealer: 'd-1', role: 'owner' }, { dealer: 'd-2', role: 'owner' }]);
    expect(applyChange(d, { kind: 'remove', dealer: 'd-1' })).toEqual([{ dealer: 'd-2', role: 'admin' }]);
  });

  it('adds and changes a role at once; removes only after the confirm dialog', async () => {
    const { scope, calls } = setup();
    await allSettled(userOpened, { scope, params: 'u-1' });
    await allSettled(dealershipAdded, { scope, params: { dealer: 'd-3', role: 'admin' } });
    expect(calls.sent.at(-1)).toContainEqual({ dealer: 'd-3', role: 'admin' });
    await allSettled(roleChanged, { scope, params: { dealer: 'd-3', role: 'owner' } });
    expect(calls.sent.at(-1)).toContainEqual({ dealer: 'd-3', role: 'owner' });
    expect(calls.confirms).toBe(0);

    const cautious = setup({ confirm: false });
    await allSettled(userOpened, { scope: cautious.scope, params: 'u-1' });
    await allSettled(removeRequested, { scope: cautious.scope, params: 'd-1' });
    expect(cautious.calls.confirms).toBe(1);
    expect(cautious.calls.sent).toEqual([]);

    await allSettled(removeRequested, { scope, params: 'd-3' });
    expect(calls.sent.at(-1)).toEqual([{ dealer: 'd-1', role: 'owner' }, { dealer: 'd-2', role: 'admin' }]);
    expect(scope.getState($detail)?.dealerships.map((d) => d.dealer.uuid)).toEqual(['d-1', 'd-2']);
  });

  it('shows the server\'s refusal (a dealer keeps an owner) as an error toast and keeps the list', async () => {
    const message = 'La concessionaria «Rossi» deve avere almeno un titolare: nomina prima un altro titolare.';
    const { scope, calls } = setup({ replace: async () => { throw new ApiError('2', message, 422); } });
    await allSettled(userOpened, { scope, params: 'u-1' });
    await allSettled(removeRequested, { scope, params: 'd-1' });
    expect(calls.toasts.at(-1)).toMatchObject({ title: 'Errore', text: message });
    expect(scope.getState($detail)?.dealerships).toHaveLength(2);
  });

  it('searches dealers to add by their name', async () => {
    const { scope, calls } = setup();
    await allSettled(userOpened, { scope, params: 'u-1' });
    await allSettled(dealerSearched, { scope, params: '  ' });
    await allSettled(dealerSearched, { scope, params: ' Auto ' });
    expect(calls.searches).toEqual(['Auto']);
    expect(scope.getState($found)).toEqual([]);
  });
});
