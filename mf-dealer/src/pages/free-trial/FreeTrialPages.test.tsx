import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEALER, PLANS, fail, fakeApi, freePlan, ok, on, paidPlan, renderRoute, trialPlan } from '../../test/harness';

const planUrl = `/api/dealers/${DEALER}/subscription`;
const trialUrl = `/api/dealers/${DEALER}/subscription/trial`;

describe('/free-trial/{uuid}/activate', () => {
  it('says what the trial gives, activates it and goes on to the confirmation with the end date', async () => {
    let onTrial = false;
    const { api, calls } = fakeApi(
      on('GET', planUrl, () => ok(onTrial ? trialPlan('2026-12-24T10:00:00.000Z') : freePlan())),
      on('GET', '/api/subscription-plans', ok(PLANS)),
      on('POST', trialUrl, () => { onTrial = true; return ok(trialPlan('2026-12-24T10:00:00.000Z'), 201); }),
    );
    renderRoute(`/free-trial/${DEALER}/activate`, api);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Prova Gratuita 30 Giorni');
    expect(await screen.findByText('Fino a 200 annunci pubblicati')).toBeTruthy();
    expect(screen.getByText('10 annunci in vetrina in home page')).toBeTruthy();
    expect(screen.getByText('25 report Carfax al mese')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Attiva la prova gratuita' }));
    expect(await screen.findByText(/La prova gratuita è attiva fino al 24 dicembre 2026/)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/free-trial/${DEALER}/activated`);
    expect(screen.getByRole('link', { name: 'Vai all\'area concessionario' }).getAttribute('href')).toBe(`/dealer/${DEALER}/listings`);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('S5 from the server is said in plain Italian and the page stays', async () => {
    const { api } = fakeApi(
      on('GET', planUrl, ok(freePlan())),
      on('GET', '/api/subscription-plans', ok(PLANS)),
      on('POST', trialUrl, fail(409, 'S5', 'La prova gratuita è già stata utilizzata.')),
    );
    renderRoute(`/free-trial/${DEALER}/activate`, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Attiva la prova gratuita' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Hai già usato la prova gratuita/);
    expect(screen.getByTestId('location').textContent).toBe(`/free-trial/${DEALER}/activate`);
  });

  it('a dealer that already has a plan is told before clicking, with no activation button', async () => {
    const { api } = fakeApi(on('GET', planUrl, ok(paidPlan('base'))), on('GET', '/api/subscription-plans', ok(PLANS)));
    renderRoute(`/free-trial/${DEALER}/activate`, api);
    expect((await screen.findByRole('alert')).textContent).toMatch(/ha già un piano/);
    expect(screen.queryByRole('button', { name: 'Attiva la prova gratuita' })).toBeNull();
  });
});
