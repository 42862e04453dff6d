import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@automercato/api-sdk';
import { navigationRequested, waitFx } from '@automercato/shell-api';
import { buyReportFx } from '../api/buy';
import { $fieldError, $formError, $held, buyFormOpened, buySubmitted, heldDismissed, heldReportOpened, kindChosen, refreshConfirmed, valueChanged } from './buy';
import { reportDetail, DEALER, REPORT } from '../../../test/fixtures';

const scope = { kind: 'dealer' as const, dealerUuid: DEALER };

describe('buy-report model', () => {
  it('refuses a malformed plate before any call', async () => {
    const handler = vi.fn();
    const s = fork({ handlers: [[buyReportFx, handler]] });
    await allSettled(buyFormOpened, { scope: s, params: scope });
    await allSettled(valueChanged, { scope: s, params: 'AB12CD' });
    await allSettled(buySubmitted, { scope: s });
    expect(s.getState($fieldError)).toBe('Inserisci una targa italiana valida, ad esempio AB123CD.');
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a VIN with an O (ISO 3779) before any call', async () => {
    const handler = vi.fn();
    const s = fork({ handlers: [[buyReportFx, handler]] });
    await allSettled(buyFormOpened, { scope: s, params: scope });
    await allSettled(kindChosen, { scope: s, params: 'vin' });
    await allSettled(valueChanged, { scope: s, params: 'ZFA3120000O123456' });
    await allSettled(buySubmitted, { scope: s });
    expect(s.getState($fieldError)).toMatch(/17 caratteri/);
    expect(handler).not.toHaveBeenCalled();
  });

  it('buys by plate (spaces and case ignored) and opens the new report', async () => {
    const handler = vi.fn(async () => reportDetail());
    const navigated = vi.fn();
    const s = fork({ handlers: [[buyReportFx, handler], [waitFx, async () => undefined]] });
    const unwatch = navigationRequested.watch(navigated);
    await allSettled(buyFormOpened, { scope: s, params: scope });
    await allSettled(valueChanged, { scope: s, params: 'fg 123 hk' });
    await allSettled(buySubmitted, { scope: s });
    unwatch();
    expect(handler).toHaveBeenCalledWith({ scope, plate: 'FG123HK' });
    expect(navigated).toHaveBeenCalledWith({ to: `/dealer/${DEALER}/carfax-reports/${REPORT}` });
  });

  it('shows the API refusal: C6 under the field, C2 under the form', async () => {
    let error = new ApiError('C6', 'Targa non valida.', 422);
    const s = fork({ handlers: [[buyReportFx, async () => { throw error; }], [waitFx, async () => undefined]] });
    await allSettled(buyFormOpened, { scope: s, params: scope });
    await allSettled(valueChanged, { scope: s, params: 'AB123CD' });
    await allSettled(buySubmitted, { scope: s });
    expect(s.getState($fieldError)).toBe('Targa non valida.');
    error = new ApiError('C2', 'Hai esaurito i report disponibili.', 422);
    await allSettled(buySubmitted, { scope: s });
    expect(s.getState($formError)).toBe('Hai esaurito i report disponibili.');
  });

  describe('a plate the dealer already holds', () => {
    const HELD = '0b7e2f1c-1111-4a5e-9d55-0d4d3b7c1a10';
    const held = new ApiError('C1', 'Hai già un report per questa targa.', 409, {
      existing_report: { uuid: HELD, vin: null, plate: 'FG123HK', created_at: '2026-11-12T09:00:00.000Z' },
    });
    async function refusedAsHeld(second: () => Promise<unknown>) {
      const handler = vi.fn().mockRejectedValueOnce(held).mockImplementation(second);
      const navigated = vi.fn();
      const s = fork({ handlers: [[buyReportFx, handler], [waitFx, async () => undefined]] });
      const unwatch = navigationRequested.watch(navigated);
      await allSettled(buyFormOpened, { scope: s, params: scope });
      await allSettled(valueChanged, { scope: s, params: 'FG123HK' });
      await allSettled(buySubmitted, { scope: s });
      return { s, handler, navigated, unwatch };
    }

    it('asks instead of showing an error: the held report and its date, nothing bought', async () => {
      const { s, unwatch } = await refusedAsHeld(async () => reportDetail());
      unwatch();
      expect(s.getState($held)?.report).toEqual({ uuid: HELD, vin: null, plate: 'FG123HK', created_at: '2026-11-12T09:00:00.000Z' });
      expect(s.getState($formError)).toBeNull();
      expect(s.getState($fieldError)).toBeNull();
    });

    it('"Apri il report" opens the held report and buys nothing more', async () => {
      const { s, handler, navigated, unwatch } = await refusedAsHeld(async () => reportDetail());
      await allSettled(heldReportOpened, { scope: s });
      unwatch();
      expect(navigated).toHaveBeenCalledWith({ to: `/dealer/${DEALER}/carfax-reports/${HELD}` });
      expect(handler).toHaveBeenCalledTimes(1);
      expect(s.getState($held)).toBeNull();
    });

    it('"Acquista un report aggiornato" buys again with refresh and opens the new report', async () => {
      const { s, handler, navigated, unwatch } = await refusedAsHeld(async () => reportDetail());
      await allSettled(refreshConfirmed, { scope: s });
      unwatch();
      expect(handler).toHaveBeenLastCalledWith({ scope, plate: 'FG123HK', refresh: true });
      expect(navigated).toHaveBeenCalledWith({ to: `/dealer/${DEALER}/carfax-reports/${REPORT}` });
      expect(s.getState($held)).toBeNull();
    });

    it('a fresher report refused (nothing left) closes the question on the form\'s message', async () => {
      const { s, unwatch } = await refusedAsHeld(async () => { throw new ApiError('C2', 'Hai esaurito i report disponibili.', 409); });
      await allSettled(refreshConfirmed, { scope: s });
      unwatch();
      expect(s.getState($held)).toBeNull();
      expect(s.getState($formError)).toBe('Hai esaurito i report disponibili.');
    });

    it('closing the question buys nothing', async () => {
      const { s, handler, unwatch } = await refusedAsHeld(async () => reportDetail());
      await allSettled(heldDismissed, { scope: s });
      unwatch();
      expect(s.getState($held)).toBeNull();
      expect(handler).toHaveBeenCalledTimes(1);
    });
  });
});
