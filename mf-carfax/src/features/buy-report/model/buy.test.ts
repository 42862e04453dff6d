import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@automercato/api-sdk';
import { navigationRequested, waitFx } from '@automercato/shell-api';
import { buyReportFx } from '../api/buy';
import { $fieldError, $formError, buyFormOpened, buySubmitted, kindChosen, valueChanged } from './buy';
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
});
