import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton, LinkButton, buttonClass } from './Button';

describe('Button', () => {
  it('is a type="button" with the variant and size classes', () => {
    render(<Button variant="secondary" size="sm">Salva</Button>);
    const b = screen.getByRole('button', { name: 'Salva' });
    expect(b.getAttribute('type')).toBe('button');
    expect(b.className).toContain('am-btn--secondary');
    expect(b.className).toContain('am-btn--sm');
    expect(b.hasAttribute('aria-busy')).toBe(false);
  });

  it('busy: spinner, aria-busy, aria-disabled, keeps its name and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Invia
      </Button>,
    );
    const b = screen.getByRole('button', { name: 'Invia' });
    expect(b.getAttribute('aria-busy')).toBe('true');
    expect(b.getAttribute('aria-disabled')).toBe('true');
    expect(b.querySelector('.am-spinner')).not.toBeNull();
    // Not natively disabled: it keeps focus while the action runs.
    expect((b as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(b);
    b.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(b);
  });

  it('disabled: native disabled, no click', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Invia
      </Button>,
    );
    const b = screen.getByRole('button', { name: 'Invia' }) as HTMLButtonElement;
    expect(b.disabled).toBe(true);
    await userEvent.click(b);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is reachable and pressed with the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Cerca</Button>);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cerca' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('submits when asked to', () => {
    render(<Button type="submit">Accedi</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('submit');
  });

  it('IconButton takes its accessible name from label', () => {
    render(
      <IconButton label="Aggiungi ai preferiti">
        <svg />
      </IconButton>,
    );
    const b = screen.getByRole('button', { name: 'Aggiungi ai preferiti' });
    expect(b.className).toContain('am-btn--icon');
    expect(b.className).toContain('am-btn--ghost');
  });

  it('LinkButton is a button styled as a link', () => {
    render(<LinkButton>Azzera filtri</LinkButton>);
    const b = screen.getByRole('button', { name: 'Azzera filtri' });
    expect(b.className).toContain('am-link-button');
    expect(b.getAttribute('type')).toBe('button');
  });

  it('buttonClass styles links as buttons', () => {
    expect(buttonClass()).toBe('am-btn am-btn--primary am-btn--md');
    expect(buttonClass({ variant: 'ghost', size: 'lg', fullWidth: true })).toBe('am-btn am-btn--ghost am-btn--lg am-btn--block');
  });
});
