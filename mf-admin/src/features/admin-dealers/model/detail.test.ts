import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { ApiError, type AdminDealerBody, type AdminDealerDetail } from '@automercato/api-sdk';
import { dealer } from '../../../test/dealer-fixtures';
import { confirmFx, showToastFx } from '@automercato/shell-api';
import { auditList } from '../../admin-table/model/audit';
import { loadDealerFx, reviewVatFx, saveDealerFx, setDealerEnabledFx } from '../api/dealers';
import {
  $dealer, $disableError, $disableOpen, $editing, $status, dealerOpened, disableCancelled, disableReasonSubmitted,
  disableRequested, editReset, editStarted, enableRequested, submitEditFx, submitReviewFx,
} from './detail';


function setup(options: { confirm?: boolean; save?: (body: AdminDealerBody) => Promise<AdminDealerDetail>; load?: () => Promise<AdminDealerDetail> } = {}) {
  const calls = { loads: [] as string[], reasons: [] as string[], switches: [] as boolean[], saves: [] as AdminDealerBody[], reviews: [] as unknown[], confirms: [] as string[], toasts: [] as Array<{ text?: string; title?: string }>, audits: 0 };
  const scope = fork({
    handlers: [
      [loadDealerFx, async (id: string) => { calls.loads.push(id); return options.load ? options.load() : dealer(); }],
      [setDealerEnabledFx, async ({ enabled, reason }: { enabled: boolean; reason?: string }) => {
        calls.switches.push(enabled);
        if (reason) calls.reasons.push(reason);
        return dealer({ enabled });
      }],
      [saveDealerFx, async ({ body }: { body: AdminDealerBody }) => { calls.saves.push(body); return options.save ? options.save(body) : dealer(body as Partial<AdminDealerDetail>); }],
      [reviewVatFx, async (p: { body: { decision: 'confirmed' | 'rejected' } }) => { calls.reviews.push(p); return dealer({ vat_confirmation: p.body.decision }); }],
      [confirmFx, async ({ title }: { title: string }) => { calls.confirms.push(title); return options.confirm ?? true; }],
      [showToastFx, (toast: { text?: string }) => { calls.toasts.push(toast); return { id: 't', ...toast }; }],
      [auditList.fetchFx, async () => { calls.audits += 1; return { items: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1, total_capped: false } }; }],
    ],
  });
  return { scope, calls };
}

describe('an admin\'s dealer page', () => {
  it('loads the dealer; an unknown one is "missing"', async () => {
    const { scope, calls } = setup();
    await allSettled(dealerOpened, { scope, params: 'd-1' });
    expect(calls.loads).toEqual(['d-1']);
    expect(scope.getState($dealer)?.name).toBe('Autosalone Rossi');
    expect(scope.getState($status)).toBe('ready');
    const gone = setup({ load: async () => { throw new ApiError('4', 'Concessionario non trovato.', 404); } });
    await allSettled(dealerOpened, { scope: gone.scope, params: 'd-x' });
    expect(gone.scope.getState($status)).toBe('missing');
  });

  it('disables only with a reason for the owners, then says so in a toast', async () => {
    const { scope, calls } = setup();
    await allSettled(dealerOpened, { scope, params: 'd-1' });
    await allSettled(disableRequested, { scope });
    expect(scope.getState($disableOpen)).toBe(true);
    await allSettled(disableCancelled, { scope });
    expect([scope.getState($disableOpen), calls.switches]).toEqual([false, []]);

    await allSettled(disableRequested, { scope });
    await allSettled(disableReasonSubmitted, { scope, params: '  breve ' });
    expect(scope.getState($disableError)).toBe('Il campo motivo deve avere almeno 10 caratteri');
    expect(calls.switches).toEqual([]);
    await allSettled(disableReasonSubmitted, { scope, params: '  Documenti   della società da verificare. ' });
    expect(calls.reasons).toEqual(['Documenti della società da verificare.']);
    expect(scope.getState($dealer)?.enabled).toBe(false);
    expect(scope.getState($disableOpen)).toBe(false);
    expect(calls.toasts.at(-1)?.text).toMatch(/disattivato/);
    // Enabling needs no reason.
    await allSettled(enableRequested, { scope });
    expect(calls.switches).toEqual([false, true]);
    expect(calls.confirms).toHaveLength(0);
  });

  it('fails the correction form\'s submit with the API\'s refusal and keeps it open; a saved one closes it with a toast', async () => {
    const refused = setup({ save: async () => { throw new ApiError('2', 'Dati non validi', 422, { errors: { vat_number: ['La partita IVA non è valida'] } }); } });
    await allSettled(dealerOpened, { scope: refused.scope, params: 'd-1' });
    await allSettled(editStarted, { scope: refused.scope });
    const failed = await allSettled(submitEditFx, { scope: refused.scope, params: { vat_number: '123' } });
    expect(failed.status).toBe('fail');
    expect((failed.value as ApiError).fieldErrors).toEqual({ vat_number: ['La partita IVA non è valida'] });
    expect(refused.scope.getState($editing)).toBe(true);
    // The form shows the refusal itself: no toast on top of it.
    expect(refused.calls.toasts).toEqual([]);

    const saved = setup();
    await allSettled(dealerOpened, { scope: saved.scope, params: 'd-1' });
    await allSettled(editStarted, { scope: saved.scope });
    await allSettled(submitEditFx, { scope: saved.scope, params: { city: 'Pavia' } });
    expect(saved.calls.saves).toEqual([{ city: 'Pavia' }]);
    expect(saved.scope.getState($dealer)?.city).toBe('Pavia');
    expect(saved.scope.getState($editing)).toBe(false);
    expect(saved.calls.toasts.at(-1)?.text).toBe('Dati del concessionario salvati.');

    await allSettled(editStarted, { scope: saved.scope });
    await allSettled(editReset, { scope: saved.scope });
    expect(saved.scope.getState($editing)).toBe(false);
  });

  it('sends the partita IVA decision for the dealer on screen and says so in a toast', async () => {
    const { scope, calls } = setup();
    await allSettled(dealerOpened, { scope, params: 'd-1' });
    await allSettled(submitReviewFx, { scope, params: { decision: 'rejected', reason: 'Visura non corrispondente.' } });
    expect(calls.reviews).toEqual([{ dealerId: 'd-1', body: { decision: 'rejected', reason: 'Visura non corrispondente.' } }]);
    expect(scope.getState($dealer)?.vat_confirmation).toBe('rejected');
    expect(calls.toasts.at(-1)?.text).toMatch(/respinta/);
  });
});
