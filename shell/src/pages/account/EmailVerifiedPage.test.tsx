// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ownDealersSet, userReset, userSet } from '@automercato/shell-api';
import { EmailVerifiedPage } from './OutcomePages';
import { fakeApi, renderPage, resetAll, whereNow } from './test-utils';
import { anOwnDealer } from '@automercato/shell-api/testing';

afterEach(() => { resetAll(); ownDealersSet([]); });

describe('/email-verified', () => {
  it('a buyer is sent to search', async () => {
    fakeApi({});
    await renderPage(EmailVerifiedPage, '/email-verified?verified=1');
    expect(screen.getByRole('link', { name: 'Inizia a cercare' }).getAttribute('href')).toBe('/');
  });

  it('a new dealer is sent to its area and the trial, not to the buyers\' search', async () => {
    fakeApi({});
    ownDealersSet([anOwnDealer({ uuid: 'd-1', name: 'Autosalone Emilia' })]);
    await renderPage(EmailVerifiedPage, '/email-verified?verified=1');
    expect(screen.queryByRole('link', { name: 'Inizia a cercare' })).toBeNull();
    expect(screen.getByText('Autosalone Emilia')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Attiva la prova gratuita' }).getAttribute('href')).toBe('/free-trial/d-1/activate');
    fireEvent.click(screen.getByRole('link', { name: 'Vai all’area concessionario' }));
    expect(await whereNow()).toBe('/dealer/d-1/listings');
  });

  it('a full load from the mail link (no guard has listed the dealers): the profile names them', async () => {
    fakeApi({});
    ownDealersSet([]);
    userSet({ uuid: 'u-1', email: 'a@b.it', name: 'Ada', surname: 'Neri', role: 'customer', dealers: [{ uuid: 'd-2', name: 'Laguna Motors' }] } as never);
    await renderPage(EmailVerifiedPage, '/email-verified?verified=1');
    expect(screen.queryByRole('link', { name: 'Inizia a cercare' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Vai all’area concessionario' }).getAttribute('href')).toBe('/dealer/d-2/listings');
    userReset();
  });
});
