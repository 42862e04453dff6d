import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordStrengthMeter, type PasswordStrengthEstimate } from './PasswordStrengthMeter';

const LABELS = ['Debole', 'Discreta', 'Buona', 'Ottima'];
/** A stand-in estimator: one level per four characters; "mario" is weak for Mario. */
const estimate = (password: string, owner?: { name: string }): PasswordStrengthEstimate => {
  const level = owner && password.toLowerCase().includes(owner.name) ? 0 : Math.min(3, Math.floor(password.length / 4));
  return { level, label: LABELS[level]!, acceptable: level >= 2 };
};

describe('PasswordStrengthMeter', () => {
  it('loads the estimator only once something is typed, then labels the estimate in a polite live region', async () => {
    const load = vi.fn(async () => estimate);
    const { rerender, container } = render(<PasswordStrengthMeter password="" load={load} id="forza" />);
    expect(load).not.toHaveBeenCalled();
    const region = container.querySelector('#forza')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    rerender(<PasswordStrengthMeter password="abcde" load={load} id="forza" />);
    expect(await screen.findByText('Discreta')).toBeTruthy();
    expect(region.textContent).toBe('Sicurezza della password: Discreta');
    expect(screen.getByText(/usa una frase di tre o quattro parole/)).toBeTruthy();
    expect(container.querySelectorAll('.am-strength__segment--on')).toHaveLength(2);

    rerender(<PasswordStrengthMeter password="abcdefghijklmnop" load={load} id="forza" />);
    expect(await screen.findByText('Ottima')).toBeTruthy();
    expect(screen.queryByText(/usa una frase/)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("passes the owner: the user's own name is weak", async () => {
    render(<PasswordStrengthMeter password="mario-e-la-luna" owner={{ name: 'mario' }} load={async () => estimate} />);
    expect(await screen.findByText('Debole')).toBeTruthy();
  });

  it('shows nothing, and does not break the form, when the dictionaries cannot be loaded', async () => {
    const load = vi.fn(async () => { throw new Error('offline'); });
    const { container } = render(<PasswordStrengthMeter password="abcdefgh" load={load} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(container.querySelector('.am-strength__label')!.textContent).toBe('');
  });
});
