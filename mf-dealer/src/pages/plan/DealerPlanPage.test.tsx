import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEALER, PLANS, fail, fakeApi, freePlan, ok, on, paidPlan, planByCode, renderRoute, trialPlan } from '../../test/harness';

const serve = (plan: unknown) => fakeApi(on('GET', `/api/dealers/${DEALER}/subscription`, ok(plan)), on('GET', '/api/subscription-plans', ok(PLANS)));

describe('/dealer/{uuid}/plan', () => {
  it('a paid dealer: tier, limits with their use, renewal date, plan management, the other plans to choose', async () => {
    const { api } = serve(paidPlan('base'));
    renderRoute(`/dealer/${DEALER}/plan`, api);
    expect(await screen.findByTestId('plan-tier')).toHaveProperty('textContent', 'Base');
    expect(screen.getByText('12 di 50')).toBeTruthy();
    expect(screen.getByText('2 di 2')).toBeTruthy();
    expect(screen.getByText(/Si rinnova il 20 dicembre 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gestisci il piano' }).getAttribute('href')).toBe(`/dealers/${DEALER}/subscription/edit`);
    const choices = await screen.findByRole('list', { name: 'Piani disponibili' });
    // Only purchasable plans; the current one is marked, not offered.
    expect(within(choices).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Base', 'Pro', 'Premium']);
    expect(within(choices).queryByRole('link', { name: 'Scegli il piano Base' })).toBeNull();
    expect(within(choices).getByText('Il tuo piano attuale')).toBeTruthy();
    expect(within(choices).getByRole('link', { name: 'Scegli il piano Pro' }).getAttribute('href')).toBe(`/dealer/${DEALER}/buy-plan-${planByCode('pro').uuid}`);
    expect(screen.queryByText('Prova gratuita di 30 giorni')).toBeNull();
  });

  it('a Free dealer that never tried: the "Gratuito" badge, no plan management, the trial offer', async () => {
    const { api } = serve(freePlan());
    renderRoute(`/dealer/${DEALER}/plan`, api);
    expect(await screen.findByTestId('plan-tier')).toHaveProperty('textContent', 'Gratuito');
    expect(screen.queryByRole('link', { name: 'Gestisci il piano' })).toBeNull();
    // Free has no showcase, featured or reports: said, not drawn as an empty bar.
    expect(screen.getAllByText('Non inclusi nel tuo piano')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Scopri la prova gratuita' }).getAttribute('href')).toBe(`/free-trial/${DEALER}/activate`);
  });

  it('on trial: the "Prova gratuita" badge and the end date', async () => {
    const { api } = serve(trialPlan('2026-12-24T10:00:00.000Z'));
    renderRoute(`/dealer/${DEALER}/plan`, api);
    expect(await screen.findByTestId('plan-tier')).toHaveProperty('textContent', 'Prova gratuita');
    expect(screen.getByText(/Prova gratuita attiva fino al 24 dicembre 2026/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Gestisci il piano' })).toBeNull();
  });

  it('a failed load shows an error with "Riprova", which loads again', async () => {
    let answers = 0;
    const { api } = fakeApi(
      on('GET', `/api/dealers/${DEALER}/subscription`, () => (answers++ === 0 ? fail(500, '1', 'Errore') : ok(paidPlan('pro')))),
      on('GET', '/api/subscription-plans', ok(PLANS)),
    );
    renderRoute(`/dealer/${DEALER}/plan`, api);
    expect(await screen.findByText('Impossibile caricare il piano')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('plan-tier')).toHaveProperty('textContent', 'Pro');
  });
});
