import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from '@automercato/router';
import { $lastDealerUuid, ownDealersSet } from '@automercato/shell-api';
import { DealerAreaNav } from './AreaNav';
import { switchDealerPath } from './DealerSwitcher';
import { anOwnDealer } from '@automercato/shell-api/testing';

afterEach(() => { cleanup(); ownDealersSet([]); });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderArea(path: string, dealerUuid: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DealerAreaNav dealerUuid={dealerUuid} />
      <Where />
    </MemoryRouter>,
  );
}

const THREE = [
  anOwnDealer({ uuid: 'd-1', name: 'Autosalone Rossi Torino', city: 'Torino' }),
  anOwnDealer({ uuid: 'd-2', name: 'Autosalone Rossi Asti', city: 'Asti' }),
  anOwnDealer({ uuid: 'd-3', name: 'Autosalone Rossi Cuneo', city: 'Cuneo' }),
];

describe('the dealer switcher', () => {
  it('names the dealer open on every dealer page, and offers no switch to an owner of one', () => {
    ownDealersSet([THREE[0]!]);
    renderArea('/dealer/d-1/settings', 'd-1');
    expect(screen.getByText('Autosalone Rossi Torino')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cambia concessionario' })).toBeNull();
  });

  it('lists only the user\'s own dealers and keeps the tab when switching', () => {
    ownDealersSet(THREE);
    renderArea('/dealer/d-1/statistics', 'd-1');
    const button = screen.getByRole('button', { name: 'Cambia concessionario' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'I tuoi concessionari' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'I tuoi concessionari' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Autosalone Rossi TorinoTorino', 'Autosalone Rossi AstiAsti', 'Autosalone Rossi CuneoCuneo']);
    expect(links[0]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(list).getByRole('link', { name: /Asti/ }));
    expect(screen.getByTestId('where').textContent).toBe('/dealer/d-2/statistics');
    // A navigation closes the list.
    expect(screen.getByRole('button', { name: 'Cambia concessionario' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list and gives focus back to the button', () => {
    ownDealersSet(THREE);
    renderArea('/dealer/d-2/listings', 'd-2');
    const button = screen.getByRole('button', { name: 'Cambia concessionario' });
    fireEvent.click(button);
    within(screen.getByRole('list', { name: 'I tuoi concessionari' })).getAllByRole('link')[0]!.focus();
    act(() => { fireEvent.keyDown(document, { key: 'Escape' }); });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('remembers the dealer open, for the header\'s "Area concessionario"', () => {
    ownDealersSet(THREE);
    renderArea('/dealer/d-3/plan', 'd-3');
    expect($lastDealerUuid.getState()).toBe('d-3');
  });

  it('keeps the page where it exists for every dealer, else the tab\'s list', () => {
    expect(switchDealerPath('/dealer/d-1/messages', 'd-1', 'd-2')).toBe('/dealer/d-2/messages');
    expect(switchDealerPath('/dealer/d-1/listings/new', 'd-1', 'd-2')).toBe('/dealer/d-2/listings/new');
    expect(switchDealerPath('/dealer/d-1/listings/42', 'd-1', 'd-2')).toBe('/dealer/d-2/listings');
    expect(switchDealerPath('/dealer/d-1/carfax-reports/abc', 'd-1', 'd-2')).toBe('/dealer/d-2/carfax-reports');
    expect(switchDealerPath('/dealer/d-1/buy-plan-p1', 'd-1', 'd-2')).toBe('/dealer/d-2/buy-plan-p1');
    expect(switchDealerPath('/dealer/d-1/something', 'd-1', 'd-2')).toBe('/dealer/d-2/listings');
  });
});
