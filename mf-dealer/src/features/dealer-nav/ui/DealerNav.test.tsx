import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@automercato/router';
import { describe, expect, it } from 'vitest';
import { DealerNav } from './DealerNav';
import { currentSection } from '../model/tabs';

const D = '5d0c39a4-3f53-4a5e-9d55-0d4d3b7c1a10';

describe('DealerNav', () => {
  it('links every section of the dealer and marks the current one, also on a sub-page', () => {
    render(
      <MemoryRouter initialEntries={[`/dealer/${D}/listings/new`]}>
        <DealerNav dealerUuid={D} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Area concessionario' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((a) => a.textContent)).toEqual(['Annunci', 'Messaggi', 'Piano', 'Report Carfax', 'Report acquistati']);
    expect(screen.getByRole('link', { name: 'Annunci' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Piano' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Report acquistati' }).getAttribute('href')).toBe(`/dealer/${D}/carfax-reports`);
  });

  it('tells carfax from carfax-reports and ignores unknown sections', () => {
    expect(currentSection(`/dealer/${D}/carfax`)).toBe('carfax');
    expect(currentSection(`/dealer/${D}/carfax-reports`)).toBe('carfax-reports');
    expect(currentSection(`/dealer/${D}/buy-plan-x`)).toBeNull();
  });
});
