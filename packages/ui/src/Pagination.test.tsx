import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageItems } from './Pagination';

describe('pageItems', () => {
  it('first, last, current ± 1, gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap-end', 12]);
    expect(pageItems(5, 12)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 12]);
    expect(pageItems(9, 12)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12]);
    expect(pageItems(10, 20, 2)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });
});

describe('Pagination', () => {
  it('a labelled nav; the current page has aria-current="page"; "Pagina X di Y"', () => {
    render(<Pagination page={6} pageCount={12} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Paginazione' });
    expect(nav).toBeTruthy();
    const current = screen.getByRole('button', { name: 'Pagina 6' });
    expect(current.getAttribute('aria-current')).toBe('page');
    const others = screen.getAllByRole('button').filter((b) => b !== current);
    for (const b of others) expect(b.hasAttribute('aria-current')).toBe(false);
    expect(screen.getByText('Pagina 6 di 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagina precedente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagina successiva' })).toBeTruthy();
  });

  it('previous disabled on the first page, next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} />);
    expect((screen.getByRole('button', { name: 'Pagina precedente' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Pagina successiva' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Pagination page={3} pageCount={3} />);
    expect((screen.getByRole('button', { name: 'Pagina successiva' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('buttons and keyboard change the page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 2' })); // current: nothing
    screen.getByRole('button', { name: 'Pagina 5' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange.mock.calls.map((c) => c[0])).toEqual([3, 1, 4, 5]);
  });

  it('links when hrefFor is given (crawlable results), intercepted by onPageChange', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={4} hrefFor={(p) => `/risultati?page=${p}`} onPageChange={onPageChange} />);
    const current = screen.getByRole('link', { name: 'Pagina 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Pagina 3' }).getAttribute('href')).toBe('/risultati?page=3');
    await userEvent.click(screen.getByRole('link', { name: 'Pagina successiva' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('the disabled edge link has no href', () => {
    render(<Pagination page={1} pageCount={4} hrefFor={(p) => `?page=${p}`} />);
    const prev = screen.getByRole('link', { name: 'Pagina precedente' });
    expect(prev.hasAttribute('href')).toBe(false);
    expect(prev.getAttribute('aria-disabled')).toBe('true');
  });

  it('nothing for a single page', () => {
    render(<Pagination page={1} pageCount={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
