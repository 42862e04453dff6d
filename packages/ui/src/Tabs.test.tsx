import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const TABS: TabItem[] = [
  { id: 'users', label: 'Utenti', content: <p>Elenco utenti</p> },
  { id: 'dealers', label: 'Concessionari', content: <p>Elenco concessionari</p> },
  { id: 'carfax', label: 'Carfax', disabled: true, content: <p>Carfax</p> },
  { id: 'listings', label: 'Annunci', content: <button type="button">Nuovo annuncio</button> },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('tablist with roving tabindex: only the selected tab is a Tab stop', () => {
    render(<Tabs label="Amministrazione" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Amministrazione' })).toBeTruthy();
    expect(tab('Utenti').getAttribute('aria-selected')).toBe('true');
    expect(tab('Utenti').tabIndex).toBe(0);
    expect(tab('Concessionari').tabIndex).toBe(-1);
    expect(tab('Annunci').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Utenti').id);
    expect(tab('Utenti').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Elenco utenti');
  });

  it('ArrowRight / ArrowLeft move and select, skip disabled tabs and wrap; Home / End', async () => {
    const onChange = vi.fn();
    render(<Tabs label="Amministrazione" tabs={TABS} onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Utenti'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Concessionari'));
    expect(tab('Concessionari').getAttribute('aria-selected')).toBe('true');
    expect(tab('Concessionari').tabIndex).toBe(0);
    expect(tab('Utenti').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').textContent).toBe('Elenco concessionari');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Annunci')); // Carfax is disabled
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Utenti')); // wraps
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Annunci'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Utenti'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Annunci'));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['dealers', 'listings', 'users', 'listings', 'users', 'listings']);
  });

  it('Tab leaves the list for the panel content', async () => {
    render(<Tabs label="Amministrazione" tabs={TABS} defaultValue="listings" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Annunci'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nuovo annuncio' }));
  });

  it('manual activation: arrows move focus only, Enter selects', async () => {
    render(<Tabs label="Amministrazione" tabs={TABS} activation="manual" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Concessionari'));
    expect(tab('Utenti').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(tab('Concessionari').getAttribute('aria-selected')).toBe('true');
  });

  it('controlled value', async () => {
    const onChange = vi.fn();
    render(<Tabs label="Amministrazione" tabs={TABS} value="dealers" onChange={onChange} />);
    await userEvent.click(tab('Annunci'));
    expect(onChange).toHaveBeenCalledWith('listings');
    // Still the controlled value until the owner changes it.
    expect(tab('Concessionari').getAttribute('aria-selected')).toBe('true');
  });
});
