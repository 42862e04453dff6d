import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { $planTier, $reportAvailability } from '@automercato/shell-api';
import { DEALER, fakeApi, ok, on, paidPlan, renderRoute } from '../../test/harness';

describe('dealer-area sections still to come', () => {
  it.each(['messages', 'carfax', 'carfax-reports'])('/dealer/{uuid}/%s loads the dealer\'s plan into the shell (SPEC §2)', async (section) => {
    const { api, calls } = fakeApi(on('GET', `/api/dealers/${DEALER}/subscription`, ok(paidPlan('pro'))));
    renderRoute(`/dealer/${DEALER}/${section}`, api);
    expect(await screen.findByRole('heading', { name: /Area concessionari/ })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Area concessionario' })).toBeTruthy();
    await waitFor(() => expect($planTier.getState()).toBe('Pro'));
    expect($reportAvailability.getState()).toBe(24);
    expect(calls.map((c) => c.path)).toEqual([`/api/dealers/${DEALER}/subscription`]);
  });
});
