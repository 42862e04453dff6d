import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { waitFx } from '@automercato/shell-api';
import { decideFx, fetchAutoApproveFx, fetchRequestsFx, saveAutoApproveFx, type DealerCarfaxRequest } from '../api/requests';
import { $autoApprove, $requests, autoApproveToggled, decided, requestsOpened, statusFilterChanged } from './requests';
import { DEALER } from '../../../test/fixtures';

const request = (uuid: string, status: DealerCarfaxRequest['status'] = 'pending'): DealerCarfaxRequest => ({
  uuid, status, created_at: '2026-11-20T10:00:00.000Z', decided_at: null, decided_by: null, auto_approved: false,
  email: 'cliente@example.it', name: null, message: null, registered: true,
  listing: { uuid: 'l1', title: 'Fiat Panda', version: '1.2', url: '/item/l1', vin: null, plate: 'FG123HK', has_report: true },
  dealer: { uuid: DEALER, name: 'Auto Rossi' },
});
const page = (items: DealerCarfaxRequest[]) => ({ items, meta: { page: 1, per_page: 100, total: items.length, last_page: 1 } });
const scope = { kind: 'dealer' as const, dealerUuid: DEALER };

describe('requests model', () => {
  it('loads the pending requests and the auto-approval of the dealer', async () => {
    const list = vi.fn(async () => page([request('r1')]));
    const s = fork({ handlers: [[waitFx, async () => undefined], [fetchRequestsFx, list], [fetchAutoApproveFx, async () => true]] });
    await allSettled(requestsOpened, { scope: s, params: scope });
    expect(list).toHaveBeenCalledWith({ scope, status: 'pending' });
    expect(s.getState($requests).map((r) => r.uuid)).toEqual(['r1']);
    expect(s.getState($autoApprove)).toBe(true);
    await allSettled(statusFilterChanged, { scope: s, params: '' });
    expect(list).toHaveBeenLastCalledWith({ scope, status: '' });
  });

  it('an approval replaces the request with the answer; the admin has no auto-approval', async () => {
    const decide = vi.fn(async () => ({ ...request('r1', 'approved'), decided_by: 'Admin' }));
    const auto = vi.fn(async () => false);
    const s = fork({ handlers: [[waitFx, async () => undefined], [fetchRequestsFx, async () => page([request('r1'), request('r2')])], [decideFx, decide], [fetchAutoApproveFx, auto]] });
    await allSettled(requestsOpened, { scope: s, params: { kind: 'admin' } });
    await allSettled(decided, { scope: s, params: { requestUuid: 'r1', status: 'approved' } });
    expect(decide).toHaveBeenCalledWith({ scope: { kind: 'admin' }, requestUuid: 'r1', status: 'approved' });
    expect(s.getState($requests).map((r) => r.status)).toEqual(['approved', 'pending']);
    expect(auto).not.toHaveBeenCalled();
  });

  it('the switch saves the setting and shows the saved value', async () => {
    const save = vi.fn(async ({ value }: { value: boolean }) => value);
    const s = fork({ handlers: [[waitFx, async () => undefined], [fetchRequestsFx, async () => page([])], [fetchAutoApproveFx, async () => false], [saveAutoApproveFx, save]] });
    await allSettled(requestsOpened, { scope: s, params: scope });
    await allSettled(autoApproveToggled, { scope: s, params: true });
    expect(save).toHaveBeenCalledWith({ dealerUuid: DEALER, value: true });
    expect(s.getState($autoApprove)).toBe(true);
  });
});
