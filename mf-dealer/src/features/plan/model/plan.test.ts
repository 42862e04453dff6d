import { afterEach, describe, expect, it } from 'vitest';
import { allSettled, createWatch, fork } from 'effector';
import { $currentPlan, $planTier, $reportAvailability, $trialPlan, navigationRequested } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';
import { DEALER, fail, fakeApi, freePlan, ok, on, paidPlan, trialPlan } from '../../../test/harness';
import {
  $dealerPlan, $planStatus, $trialError, buyPlanUuidOf, dealerPlanNeeded, formatCents, trialActivationRequested, usageRows,
} from './plan';

afterEach(() => provideApi(null));

const planUrl = `/api/dealers/${DEALER}/subscription`;

describe('the current plan, loaded for a page of the dealer', () => {
  it('goes into the shell\'s dealer state: a trial makes the tier Trial, report availability adds plan and credits', async () => {
    provideApi(fakeApi(on('GET', planUrl, ok(trialPlan('2026-12-24T10:00:00.000Z', { counters: { carfax: { subscription: { availability: 20 }, credit: { availability: 7 } } } })))).api);
    const scope = fork();
    await allSettled(dealerPlanNeeded, { scope, params: DEALER });
    expect(scope.getState($planStatus)).toBe('ready');
    expect(scope.getState($currentPlan)?.subscription_plan?.tier).toBe('Trial');
    expect(scope.getState($trialPlan)).toMatchObject({ ends_at: '2026-12-24T10:00:00.000Z' });
    expect(scope.getState($planTier)).toBe('Trial');
    expect(scope.getState($reportAvailability)).toBe(27);
  });

  it('a dealer without a plan is Free; a paid one has its tier', async () => {
    provideApi(fakeApi(on('GET', planUrl, ok(freePlan()))).api);
    const free = fork();
    await allSettled(dealerPlanNeeded, { scope: free, params: DEALER });
    expect(free.getState($planTier)).toBe('Free');
    expect(free.getState($trialPlan)).toBeNull();

    provideApi(fakeApi(on('GET', planUrl, ok(paidPlan('pro')))).api);
    const paid = fork();
    await allSettled(dealerPlanNeeded, { scope: paid, params: DEALER });
    expect(paid.getState($planTier)).toBe('Pro');
  });

  it('a failed load is an error state, not a plan', async () => {
    provideApi(fakeApi(on('GET', planUrl, fail(500, '1', 'Errore'))).api);
    const scope = fork();
    await allSettled(dealerPlanNeeded, { scope, params: DEALER });
    expect(scope.getState($planStatus)).toBe('error');
    expect(scope.getState($dealerPlan)).toBeNull();
  });

  it('a late answer about the dealer asked before is dropped', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => { release = resolve; });
    const other = '11111111-2222-4333-8444-555555555555';
    provideApi(fakeApi(
      on('GET', `/api/dealers/${other}/subscription`, async () => { await slow; return ok(paidPlan('premium')); }),
      on('GET', planUrl, ok(paidPlan('base'))),
    ).api);
    const scope = fork();
    // allSettled waits for every effect of the scope: both asks start, then the first answers last.
    const first = allSettled(dealerPlanNeeded, { scope, params: other });
    const second = allSettled(dealerPlanNeeded, { scope, params: DEALER });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([first, second]);
    expect(scope.getState($dealerPlan)?.subscription_plan?.code).toBe('base');
  });
});

describe('activating the free trial', () => {
  const trialUrl = `/api/dealers/${DEALER}/subscription/trial`;

  it('success: the new plan in the dealer state, then the activated page', async () => {
    const { api, calls } = fakeApi(on('POST', trialUrl, ok(trialPlan('2026-12-24T10:00:00.000Z'), 201)));
    provideApi(api);
    const scope = fork();
    const went: string[] = [];
    const watch = createWatch({ unit: navigationRequested, scope, fn: ({ to }) => went.push(to) });
    await allSettled(trialActivationRequested, { scope, params: DEALER });
    watch();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([trialUrl]);
    expect(scope.getState($planTier)).toBe('Trial');
    expect(went).toEqual([`/free-trial/${DEALER}/activated`]);
    expect(scope.getState($trialError)).toBeNull();
  });

  it.each([
    ['S5', /già usato la prova gratuita/],
    ['S6', /già acquistato un piano/],
  ])('%s is said in plain Italian and nothing moves', async (code, message) => {
    provideApi(fakeApi(on('POST', trialUrl, fail(409, code, 'x'))).api);
    const scope = fork();
    const went: string[] = [];
    const watch = createWatch({ unit: navigationRequested, scope, fn: ({ to }) => went.push(to) });
    await allSettled(trialActivationRequested, { scope, params: DEALER });
    watch();
    expect(scope.getState($trialError)).toMatch(message);
    expect(went).toEqual([]);
    expect(scope.getState($currentPlan)).toBeNull();
  });
});

describe('helpers of the plan pages', () => {
  it('reads the plan uuid of buy-plan-{uuid} only', () => {
    expect(buyPlanUuidOf('buy-plan-00000000-0000-4000-8000-000000000003')).toBe('00000000-0000-4000-8000-000000000003');
    expect(buyPlanUuidOf('buy-plan-3')).toBeNull();
    expect(buyPlanUuidOf('listings')).toBeNull();
    expect(buyPlanUuidOf(undefined)).toBeNull();
  });

  it('writes cents as an Italian invoice does', () => {
    expect(formatCents(5978).replace(/\s/g, ' ')).toBe('59,78 €');
    expect(formatCents(42578).replace(/\s/g, ' ')).toBe('425,78 €');
  });

  it('lists each limit with its use, unlimited as null', () => {
    const rows = usageRows(paidPlan('premium', { usage: { published: 120, showcase: 3, featured: 1, reports_this_month: 9 } }));
    expect(rows.map((r) => [r.label, r.used, r.allowed])).toEqual([
      ['Annunci pubblicati', 120, null], ['Annunci in vetrina', 3, 30], ['Annunci in evidenza', 1, 15], ['Report Carfax del mese', 9, 100],
    ]);
  });
});
