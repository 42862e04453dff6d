import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type CarfaxAvailability } from '@automercato/api-sdk';
import { waitFx } from '@automercato/shell-api';
import { decideFx, fetchAutoApproveFx, fetchRequestsFx } from '../../requests/api/requests';
import { decided, requestsOpened } from '../../requests/model/requests';
import { fetchAvailabilityFx, fetchPackagesFx, fetchPlanFx, fetchPurchasesFx } from '../api/credits';
import { $availability, creditsOpened } from './credits';
import { DEALER } from '../../../test/fixtures';

const available = (total: number): CarfaxAvailability => ({
  subscription: { availability: 0, per_month: 0, used_this_month: 0 }, credit: { availability: total }, total,
});
const scope = { kind: 'dealer' as const, dealerUuid: DEALER };

/** The carfax page of DEALER with 11 reports left; the next reads of the availability answer `after`. */
async function page(decide: () => Promise<unknown>, after: number) {
  let reads = 0;
  const availability = vi.fn(async () => available(reads++ === 0 ? 11 : after));
  const s = fork({
    handlers: [
      [fetchAvailabilityFx, availability], [fetchPlanFx, async () => ({ trial: null })], [fetchPurchasesFx, async () => ({ items: [] })], [fetchPackagesFx, async () => []],
      [fetchRequestsFx, async () => ({ items: [], meta: { page: 1, per_page: 100, total: 0, last_page: 1 } })],
      [fetchAutoApproveFx, async () => false], [decideFx, decide], [waitFx, async () => undefined],
    ],
  });
  await allSettled(creditsOpened, { scope: s, params: DEALER });
  await allSettled(requestsOpened, { scope: s, params: scope });
  expect(s.getState($availability)?.total).toBe(11);
  return { s, availability };
}

describe('the "Report disponibili" counter', () => {
  it('is read again once an approval settles (it may have bought the listing\'s report)', async () => {
    const { s, availability } = await page(async () => ({ uuid: 'r1', status: 'approved' }), 10);
    await allSettled(decided, { scope: s, params: { requestUuid: 'r1', status: 'approved' } });
    expect(availability).toHaveBeenCalledTimes(2);
    expect(s.getState($availability)?.total).toBe(10);
  });

  it('is read again after a failed approval too (the report may be bought before the approval fails)', async () => {
    const { s } = await page(async () => { throw new ApiError('1', 'Errore', 500); }, 10);
    await allSettled(decided, { scope: s, params: { requestUuid: 'r1', status: 'approved' } });
    expect(s.getState($availability)?.total).toBe(10);
  });

  it('is left alone by a rejection (nothing is spent)', async () => {
    const { s, availability } = await page(async () => ({ uuid: 'r1', status: 'rejected' }), 10);
    await allSettled(decided, { scope: s, params: { requestUuid: 'r1', status: 'rejected' } });
    expect(availability).toHaveBeenCalledTimes(1);
    expect(s.getState($availability)?.total).toBe(11);
  });
});
