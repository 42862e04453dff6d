import { render, screen, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@automercato/router';
import { ownDealersSet } from '@automercato/shell-api';
import { AdminAreaNav, DEALER_TABS, DealerAreaNav, currentSection } from './AreaNav';
import { anOwnDealer } from '@automercato/shell-api/testing';

afterEach(() => { cleanup(); ownDealersSet([]); });

describe('area navigation', () => {
  it('links every dealer section of that dealer and marks the open one', () => {
    render(
      <MemoryRouter initialEntries={['/dealer/d-1/carfax-reports']}>
        <DealerAreaNav dealerUuid="d-1" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Area concessionario' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/dealer/d-1/listings', '/dealer/d-1/messages', '/dealer/d-1/statistics', '/dealer/d-1/plan', '/dealer/d-1/carfax', '/dealer/d-1/carfax-reports', '/dealer/d-1/import', '/dealer/d-1/settings']);
    expect(screen.getByRole('link', { name: 'Report acquistati' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Report Carfax' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks the section of a sub-page and ignores unknown sections', () => {
    render(
      <MemoryRouter initialEntries={['/dealer/d-1/listings/new']}>
        <DealerAreaNav dealerUuid="d-1" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Annunci' }).getAttribute('aria-current')).toBe('page');
    expect(currentSection('/dealer/d-1/carfax', '/dealer/d-1', DEALER_TABS)).toBe('carfax');
    expect(currentSection('/dealer/d-1/buy-plan-x', '/dealer/d-1', DEALER_TABS)).toBeNull();
  });

  it('a dealer whose partita IVA is in review reads why it is hidden and cannot buy; a confirmed one reads nothing', () => {
    ownDealersSet([anOwnDealer({ uuid: 'd-1', vat_confirmation: 'unconfirmed' }), anOwnDealer({ uuid: 'd-2', vat_confirmation: 'confirmed' })]);
    render(<MemoryRouter initialEntries={['/dealer/d-1/listings']}><DealerAreaNav dealerUuid="d-1" /></MemoryRouter>);
    expect(screen.getByRole('status').textContent).toMatch(/Partita IVA in verifica….*non puoi acquistare/);
    cleanup();
    render(<MemoryRouter initialEntries={['/dealer/d-2/listings']}><DealerAreaNav dealerUuid="d-2" /></MemoryRouter>);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a dealer the admins disabled reads it above every page, with the reason and how to ask it back; an enabled one reads nothing', () => {
    ownDealersSet([
      anOwnDealer({ uuid: 'd-1', vat_confirmation: 'confirmed', enabled: false, disabled_reason: 'Documenti della società da verificare.' }),
      anOwnDealer({ uuid: 'd-2', vat_confirmation: 'confirmed', enabled: true, disabled_reason: null }),
    ]);
    render(<MemoryRouter initialEntries={['/dealer/d-1/settings']}><DealerAreaNav dealerUuid="d-1" /></MemoryRouter>);
    const banner = screen.getByTestId('dealer-disabled-banner');
    expect(banner.textContent).toContain('Concessionario disattivato dall\'amministrazione — motivo: «Documenti della società da verificare.».');
    expect(banner.textContent).toContain('assistenza@automercato.it');
    cleanup();
    render(<MemoryRouter initialEntries={['/dealer/d-2/settings']}><DealerAreaNav dealerUuid="d-2" /></MemoryRouter>);
    expect(screen.queryByTestId('dealer-disabled-banner')).toBeNull();
  });

  it('links the admin sections', () => {
    render(
      <MemoryRouter initialEntries={['/admin/carfax']}>
        <AdminAreaNav />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Richieste Carfax' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Utenti' }).getAttribute('href')).toBe('/admin/users');
  });
});
