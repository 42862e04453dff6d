import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPlanCheckoutFx } from '@automercato/shell-api';
import { DEALER, PLANS, fakeApi, freePlan, ok, on, paidPlan, planByCode, renderRoute, trialPlan } from '../../test/harness';

const serve = (plan: unknown) => fakeApi(on('GET', `/api/dealers/${DEALER}/subscription`, ok(plan)), on('GET', '/api/subscription-plans', ok(PLANS)));
const text = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');

afterEach(() => openPlanCheckoutFx.use(() => {}));

describe('/dealer/{uuid}/buy-plan-{planuuid}', () => {
  it('a Free dealer: the plan, imponibile + IVA 22 % + totale, and the checkout of the back end', async () => {
    const checkout = vi.fn();
    openPlanCheckoutFx.use(checkout);
    const base = planByCode('base');
    renderRoute(`/dealer/${DEALER}/buy-plan-${base.uuid}`, serve(freePlan()).api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acquista il piano Base' })).toBeTruthy();
    const bill = document.querySelector('.am-plan-bill')!;
    expect(text(bill.textContent)).toContain('49,00 €');
    expect(text(bill.textContent)).toContain('IVA 22 %10,78 €');
    expect(text(bill.textContent)).toContain('Totale al mese59,78 €');
    fireEvent.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));
    await vi.waitFor(() => expect(checkout).toHaveBeenCalledWith({ dealerUuid: DEALER, planUuid: base.uuid }));
  });

  it('a paid dealer upgrades right here: the difference, "da subito", and the change form', async () => {
    const checkout = vi.fn();
    openPlanCheckoutFx.use(checkout);
    document.cookie = 'XSRF-TOKEN=tok%2Ben; path=/';
    const premium = planByCode('premium');
    renderRoute(`/dealer/${DEALER}/buy-plan-${premium.uuid}`, serve(paidPlan('pro')).api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Passa al piano Premium' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Passa subito al piano Premium' })).toBeTruthy();
    expect(text(screen.getByTestId('plan-change-difference').textContent)).toBe('+200,00 € /mese');
    expect(screen.getByText(/Il cambio vale da subito: oggi ti addebitiamo la differenza per i giorni che restano fino al 20 dicembre 2026/)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Conferma il passaggio a Premium' });
    const form = confirm.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`/dealers/${DEALER}/subscription/upgrade`);
    expect(Object.fromEntries(new FormData(form))).toEqual({ _token: 'tok+en', plan: premium.uuid });
    // Never a second checkout, never "Vai al tuo piano" again.
    expect(screen.queryByRole('button', { name: 'Vai al tuo piano' })).toBeNull();
    expect(checkout).not.toHaveBeenCalled();
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
  });

  it('a smaller plan is a change from the renewal, posted as a downgrade', async () => {
    const base = planByCode('base');
    renderRoute(`/dealer/${DEALER}/buy-plan-${base.uuid}`, serve(paidPlan('pro')).api);
    expect(await screen.findByRole('heading', { level: 2, name: 'Passa al piano Base dal prossimo rinnovo' })).toBeTruthy();
    expect(text(screen.getByTestId('plan-change-difference').textContent)).toBe('−100,00 € /mese');
    expect(screen.getByText(/restano fino al 20 dicembre 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conferma il passaggio a Base' }).closest('form')!.getAttribute('action'))
      .toBe(`/dealers/${DEALER}/subscription/downgrade`);
  });

  it('a dealer on trial is not stuck until the trial ends: besides the plan page, a direct checkout link', async () => {
    const base = planByCode('base');
    renderRoute(`/dealer/${DEALER}/buy-plan-${base.uuid}`, serve(trialPlan('2026-12-20T00:00:00.000Z')).api);
    const buy = await screen.findByRole('link', { name: 'Acquista ora il piano Base' });
    expect(buy.getAttribute('href')).toBe(`/dealers/${DEALER}/subscription/checkout/${base.uuid}`);
    expect(screen.getByText(/sostituisce subito la prova gratuita/)).toBeTruthy();
  });

  it('an unknown plan, or a segment that is not buy-plan-{uuid}, is the 404 screen', async () => {
    renderRoute(`/dealer/${DEALER}/buy-plan-00000000-0000-4000-8000-000000000099`, serve(freePlan()).api);
    expect((await screen.findByTestId('screen-error')).getAttribute('data-status')).toBe('404');
  });

  it('the Free and trial rows cannot be bought', async () => {
    renderRoute(`/dealer/${DEALER}/buy-plan-${planByCode('trial').uuid}`, serve(freePlan()).api);
    expect((await screen.findByTestId('screen-error')).getAttribute('data-status')).toBe('404');
  });
});
