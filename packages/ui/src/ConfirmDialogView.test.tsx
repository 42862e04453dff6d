import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogView } from './ConfirmDialogView';

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
});
afterEach(() => vi.useRealTimers());

describe('ConfirmDialogView', () => {
  it("an alertdialog with the SPEC defaults 'OK' / 'Annulla'; focus on the safe choice", () => {
    render(<ConfirmDialogView open title="Eliminare il report?" text="L'operazione non si può annullare." />);
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminare il report?' });
    const desc = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(desc?.textContent).toBe("L'operazione non si può annullare.");
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    const no = screen.getByRole('button', { name: 'Annulla' });
    expect(document.activeElement).toBe(no);
    expect(screen.queryByRole('button', { name: 'Chiudi' })).toBeNull();
  });

  it('yes and no call their handlers; Escape and outside click answer no', async () => {
    const onYes = vi.fn();
    const onNo = vi.fn();
    render(<ConfirmDialogView open title="Confermi?" yesLabel="Disattiva" noLabel="Indietro" onYes={onYes} onNo={onNo} />);
    await user.click(screen.getByRole('button', { name: 'Disattiva' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(onNo).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onNo).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('alertdialog'));
    expect(onNo).toHaveBeenCalledTimes(3);
  });

  it('Tab cycles between the two buttons', async () => {
    render(<ConfirmDialogView open title="Confermi?" />);
    const no = screen.getByRole('button', { name: 'Annulla' });
    const yes = screen.getByRole('button', { name: 'OK' });
    await user.tab();
    expect(document.activeElement).toBe(yes);
    await user.tab();
    expect(document.activeElement).toBe(no);
  });

  it('busy: the running button shows busy, both are disabled, Escape is ignored', async () => {
    const onYes = vi.fn();
    const onNo = vi.fn();
    const { rerender } = render(<ConfirmDialogView open title="Confermi?" onYes={onYes} onNo={onNo} />);
    const yes = screen.getByRole('button', { name: 'OK' });
    await user.click(yes);
    expect(onYes).toHaveBeenCalledTimes(1);
    rerender(<ConfirmDialogView open title="Confermi?" onYes={onYes} onNo={onNo} busy />);
    const no = screen.getByRole('button', { name: 'Annulla' }) as HTMLButtonElement;
    expect(yes.getAttribute('aria-busy')).toBe('true');
    expect(yes.getAttribute('aria-disabled')).toBe('true');
    expect(yes.querySelector('.am-spinner')).not.toBeNull();
    expect(no.disabled).toBe(true);
    // The clicked button keeps focus while busy.
    expect(document.activeElement).toBe(yes);
    await user.click(yes);
    await user.click(no);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('alertdialog'));
    expect(onYes).toHaveBeenCalledTimes(1);
    expect(onNo).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog').getAttribute('aria-busy')).toBe('true');
  });

  it("busy='no' puts the spinner on the no button", () => {
    render(<ConfirmDialogView open title="Confermi?" busy="no" />);
    expect(screen.getByRole('button', { name: 'Annulla' }).getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('hideButtons: an information with no choice (profile error dialog)', () => {
    render(<ConfirmDialogView open hideButtons title="Errore durante il recupero dei dati dell'utente" text="Timeout scaduto" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('alertdialog', { name: "Errore durante il recupero dei dati dell'utente" })).toBeTruthy();
  });

  it('closes after the transition when open becomes false', async () => {
    const onAfterClose = vi.fn();
    const { rerender } = render(<ConfirmDialogView open title="Confermi?" onAfterClose={onAfterClose} />);
    rerender(<ConfirmDialogView open={false} title="Confermi?" onAfterClose={onAfterClose} />);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onAfterClose).toHaveBeenCalledTimes(1);
  });
});
