import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $currentDealerUuid,
  $currentPlan,
  $ownDealers,
  $planTier,
  $reportAvailability,
  $trialPlan,
  currentDealerSelected,
  currentPlanSet,
  dealerTargetDecision,
  openPlanCheckoutFx,
  ownDealersSet,
  planPurchaseRequested,
  planPurchaseTarget,
  planTierOf,
  safeInternalPath,
  trialPlanSet,
  withDealerPlaceholder,
  withDealerUuid,
} from './dealer';
import { userReset } from './session';
import { navigateFx } from './navigation';
import { aPlan, aSubscription, aTrial, anOwnDealer } from '@automercato/shell-api/testing';

const pro = aPlan({
  subscription_plan: aSubscription('Pro'),
  counters: { carfax: { credit: { availability: 7 }, subscription: { availability: 20 } } },
});

describe('plan tier (SPEC §4)', () => {
  it('is Trial whenever a trial plan exists', () => {
    expect(planTierOf(pro, aTrial())).toBe('Trial');
    expect(planTierOf(null, aTrial())).toBe('Trial');
  });
  it('is Free with no current plan or no subscription plan', () => {
    expect(planTierOf(null, null)).toBe('Free');
    expect(planTierOf(aPlan(), null)).toBe('Free');
  });
  it('is the subscription tier otherwise', () => {
    expect(planTierOf(pro, null)).toBe('Pro');
    expect(planTierOf(aPlan({ subscription_plan: aSubscription('Gold') }), null)).toBe('Gold');
  });

  it('is derived from the dealer stores', async () => {
    const scope = fork();
    expect(scope.getState($planTier)).toBe('Free');
    await allSettled(currentPlanSet, { scope, params: pro });
    expect(scope.getState($planTier)).toBe('Pro');
    expect(scope.getState($reportAvailability)).toBe(27);
    await allSettled(trialPlanSet, { scope, params: aTrial() });
    expect(scope.getState($planTier)).toBe('Trial');
  });
});

describe('buying a plan (SPEC §4)', () => {
  it('Free goes to the external checkout, any other tier to the plan page', () => {
    expect(planPurchaseTarget('Free', 'd-1', 'p-2')).toEqual({ kind: 'checkout', dealerUuid: 'd-1', planUuid: 'p-2' });
    expect(planPurchaseTarget('Base', 'd-1', 'p-2')).toEqual({ kind: 'internal', to: '/dealer/d-1/plan' });
    expect(planPurchaseTarget('Trial', 'd-1', 'p-2')).toEqual({ kind: 'internal', to: '/dealer/d-1/plan' });
  });

  it('planPurchaseRequested navigates accordingly', async () => {
    const external: unknown[] = [];
    const internal: string[] = [];
    const handlers = new Map<unknown, (p: never) => void>([
      [openPlanCheckoutFx, (checkout: unknown) => void external.push(checkout)],
      [navigateFx, ({ to }: { to: string }) => void internal.push(to)],
    ]) as never;
    const free = fork({ handlers });
    await allSettled(planPurchaseRequested, { scope: free, params: { dealerUuid: 'd-1', planUuid: 'p-2' } });
    const paid = fork({ values: [[$currentPlan, pro]], handlers });
    await allSettled(planPurchaseRequested, { scope: paid, params: { dealerUuid: 'd-1', planUuid: 'p-2' } });
    expect(external).toEqual([{ dealerUuid: 'd-1', planUuid: 'p-2' }]);
    expect(internal).toEqual(['/dealer/d-1/plan']);
  });
});

describe('dealer state', () => {
  it('clears one dealer’s data when another dealer is selected, not when the same one is', async () => {
    const scope = fork();
    await allSettled(ownDealersSet, { scope, params: [anOwnDealer({ uuid: 'a' }), anOwnDealer({ uuid: 'b' })] });
    await allSettled(currentDealerSelected, { scope, params: 'a' });
    await allSettled(currentPlanSet, { scope, params: pro });
    await allSettled(currentDealerSelected, { scope, params: 'a' });
    expect(scope.getState($currentPlan)).toEqual(pro);
    await allSettled(currentDealerSelected, { scope, params: 'b' });
    expect(scope.getState($currentDealerUuid)).toBe('b');
    expect(scope.getState($currentPlan)).toBeNull();
    expect(scope.getState($ownDealers)).toHaveLength(2);
  });

  it('forgets everything when the user is reset', async () => {
    const scope = fork({
      values: [
        [$ownDealers, [{ uuid: 'a' }]],
        [$currentDealerUuid, 'a'],
        [$trialPlan, {}],
        [$currentPlan, pro],
      ],
    });
    await allSettled(userReset, { scope });
    expect(scope.getState($ownDealers)).toEqual([]);
    expect(scope.getState($currentDealerUuid)).toBeNull();
    expect(scope.getState($trialPlan)).toBeNull();
    expect(scope.getState($currentPlan)).toBeNull();
  });
});

describe('dealer target (SPEC §4)', () => {
  const one = [anOwnDealer({ uuid: 'd-1' })];
  const two = [anOwnDealer({ uuid: 'd-1' }), anOwnDealer({ uuid: 'd-2' })];

  it('replaces and restores the /q/ segment', () => {
    expect(withDealerUuid('/dealer/q/plan', 'd-1')).toBe('/dealer/d-1/plan');
    expect(withDealerUuid('/free-trial/q/activate', 'd-1')).toBe('/free-trial/d-1/activate');
    expect(withDealerUuid('/dealer/q', 'd-1')).toBe('/dealer/d-1');
    expect(withDealerUuid('/dealer/q?tab=2', 'd-1')).toBe('/dealer/d-1?tab=2');
    expect(withDealerUuid('/quadro/q/x', 'd-1')).toBe('/quadro/d-1/x');
    expect(withDealerPlaceholder('/dealer/d-9/listings?page=2', 'd-9')).toBe('/dealer/q/listings?page=2');
  });

  it('no owned dealers → dealer-no-associated', () => {
    expect(dealerTargetDecision({ ownDealers: [], redirectTo: '/dealer/q/plan' })).toEqual({
      kind: 'redirect',
      to: '/dealer/no-associated',
    });
    expect(dealerTargetDecision({ ownDealers: [], dealerUuid: 'd-1' }).kind).toBe('redirect');
  });

  it('one owned dealer + redirectTo → that path with the uuid for /q/', () => {
    expect(dealerTargetDecision({ ownDealers: one, redirectTo: '/dealer/q/plan' })).toEqual({
      kind: 'redirect',
      to: '/dealer/d-1/plan',
    });
  });

  it('several dealers, or no redirectTo, let the user choose', () => {
    expect(dealerTargetDecision({ ownDealers: two, redirectTo: '/dealer/q/plan' })).toEqual({ kind: 'allow' });
    expect(dealerTargetDecision({ ownDealers: one })).toEqual({ kind: 'allow' });
  });

  it('refuses a redirectTo to another site', () => {
    expect(dealerTargetDecision({ ownDealers: one, redirectTo: '//evil.example/q' })).toEqual({ kind: 'allow' });
    expect(safeInternalPath('https://evil.example')).toBeNull();
    expect(safeInternalPath('/\\evil')).toBeNull();
    expect(safeInternalPath('/dealer/q')).toBe('/dealer/q');
    // Refusals the older copy here missed: control characters and a path leaving the origin.
    expect(safeInternalPath('/ok\n//evil.example')).toBeNull();
    expect(safeInternalPath('/\t/evil.example')).toBeNull();
    expect(safeInternalPath('javascript:alert(1)')).toBeNull();
    expect(dealerTargetDecision({ ownDealers: one, redirectTo: '/dealer/q\r\nx' })).toEqual({ kind: 'allow' });
  });

  it('a dealer not owned → dealer-target, coming back to the same page', () => {
    expect(dealerTargetDecision({ ownDealers: two, dealerUuid: 'd-1', currentPath: '/dealer/d-1/plan' })).toEqual({
      kind: 'allow',
    });
    expect(
      dealerTargetDecision({ ownDealers: two, dealerUuid: 'x-9', currentPath: '/dealer/x-9/listings?page=2' }),
    ).toEqual({ kind: 'redirect', to: `/dealer/target?redirectTo=${encodeURIComponent('/dealer/q/listings?page=2')}` });
  });
});
