import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from '@automercato/router';
import { createApi, createHttp } from '@automercato/api-sdk';
import { provideApi } from '@automercato/entities/api';
import { routes } from '../../routes';

const DEALER = '0b8f1c2e-4c1a-4f5e-9d3b-1a2b3c4d5e6f';
const PLAN = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';

/** The real api-sdk over a scripted fetch: answers GET /api/billing/checkout-sessions/:id in turn. */
function serveSessions(answers: { status: number; body: unknown }[]) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    calls.push(new URL(String(input), 'http://test.local').pathname);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
  provideApi(createApi(createHttp({ fetch: fetch as typeof globalThis.fetch, getCookie: () => 'x' })));
  return calls;
}

const session = (status: 'open' | 'completed') => ({
  status: 200,
  body: {
    error: false, error_code: '0', error_message: null,
    data: {
      id: 'cs_test_1', dealer_uuid: DEALER, status, plan: { code: 'base', name: 'Base' },
      active_plan: status === 'completed' ? { code: 'base', name: 'Base', current_period_end: '2026-12-24T10:00:00.000Z' } : null,
    },
  },
});

const renderAt = (url: string) => render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />);

afterEach(() => {
  provideApi(null);
  vi.useRealTimers();
});

describe('/dealer/plan-purchase-ok', () => {
  it('names the plan bought once the payment is confirmed, with links to the plan and its management', async () => {
    const calls = serveSessions([session('completed')]);
    renderAt('/dealer/plan-purchase-ok?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { name: 'Piano attivato' })).toBeTruthy();
    expect(screen.getByText('Base')).toBeTruthy();
    expect(screen.getByText(/si rinnova il 24 dicembre 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai al tuo piano' }).getAttribute('href')).toBe(`/dealer/${DEALER}/plan`);
    expect(screen.getByRole('link', { name: /Gestisci il piano/ }).getAttribute('href')).toMatch(new RegExp(`/dealers/${DEALER}/subscription/edit$`));
    expect(calls).toEqual(['/api/billing/checkout-sessions/cs_test_1']);
  });

  it('says the payment is being confirmed while the webhook has not arrived, then shows the plan', async () => {
    const calls = serveSessions([session('open'), session('open'), session('completed')]);
    renderAt('/dealer/plan-purchase-ok?session_id=cs_test_1');
    expect(await screen.findByText(/Stiamo confermando il pagamento…/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Piano attivato' }, { timeout: 6000 })).toBeTruthy();
    expect(calls.length).toBe(3);
  });

  it('shows the refusal of a session of another dealer', async () => {
    serveSessions([{ status: 403, body: { error: true, error_code: '6', data: null, error_message: 'Non gestisci questo concessionario.' } }]);
    renderAt('/dealer/plan-purchase-ok?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { name: 'Pagamento non verificabile' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/permessi/);
    expect(screen.queryByRole('heading', { name: 'Piano attivato' })).toBeNull();
  });
});

describe('/dealer/plan-purchase-ko', () => {
  it('says the payment was not completed and offers to try the same plan again', () => {
    serveSessions([]);
    renderAt(`/dealer/plan-purchase-ko?reason=cancel&dealer=${DEALER}&plan=${PLAN}`);
    expect(screen.getByText(/Il pagamento non è stato completato \(annullato, oppure la carta è stata rifiutata\): non ti è stato addebitato nulla/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Riprova' }).getAttribute('href')).toMatch(new RegExp(`/dealers/${DEALER}/subscription/checkout/${PLAN}$`));
  });

  it('explains a declined card, and without a dealer in the address sends "Riprova" to the dealer choice', () => {
    serveSessions([]);
    renderAt('/dealer/plan-purchase-ko?reason=declined');
    expect(screen.getByText(/La carta è stata rifiutata/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Riprova' }).getAttribute('href')).toBe(`/dealer/target?redirectTo=${encodeURIComponent('/dealer/q/plan')}`);
  });
});
