import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Dialog, DIALOG_WIDTHS, TRANSITION_MS, type DialogProps } from './Dialog';
import { Drawer } from './Drawer';
import { TextInput } from './TextInput';

type Extra = Partial<Pick<DialogProps, 'persistent' | 'disabled' | 'size' | 'showClose'>>;

/** An opener button and a controlled Dialog, as a page would use it. */
function Harness({ onClose, kind = 'dialog', ...extra }: Extra & { onClose?: (r: string) => void; kind?: 'dialog' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const close = (reason: string) => {
    onClose?.(reason);
    setOpen(false);
  };
  const body = (
    <>
      <TextInput aria-label="Nome" />
      <TextInput aria-label="Città" />
    </>
  );
  const actions = (
    <>
      <Button variant="secondary" onClick={() => setOpen(false)}>
        Annulla
      </Button>
      <Button>Invia</Button>
    </>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apri
      </button>
      <button type="button">Altro</button>
      {kind === 'dialog' ? (
        <Dialog open={open} onClose={close} title="Contatta il concessionario" actions={actions} {...extra}>
          {body}
        </Dialog>
      ) : (
        <Drawer open={open} onClose={close} title="Filtri" actions={actions} {...extra}>
          {body}
        </Drawer>
      )}
    </>
  );
}

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
});
afterEach(() => {
  vi.useRealTimers();
});

const finishTransition = () =>
  act(() => {
    vi.advanceTimersByTime(TRANSITION_MS);
  });

async function openIt() {
  const opener = screen.getByRole('button', { name: 'Apri' });
  await user.click(opener);
  return { opener, dialog: screen.getByRole('dialog') as HTMLDialogElement };
}

describe('Dialog', () => {
  it('opens as a modal named by its title; focus moves to the first field', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = await openIt();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Contatta il concessionario' })).toBe(dialog);
    expect(screen.getByRole('heading', { name: 'Contatta il concessionario' })).toBeTruthy();
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
  });

  it('Tab order stays inside: close, fields, actions, and wraps both ways', async () => {
    render(<Harness />);
    await openIt();
    const close = screen.getByRole('button', { name: 'Chiudi' });
    const nome = screen.getByLabelText('Nome');
    const citta = screen.getByLabelText('Città');
    const annulla = screen.getByRole('button', { name: 'Annulla' });
    const invia = screen.getByRole('button', { name: 'Invia' });
    const order: Element[] = [];
    for (let i = 0; i < 5; i++) {
      await user.tab();
      order.push(document.activeElement!);
    }
    expect(order).toEqual([citta, annulla, invia, close, nome]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(invia);
  });

  it('Escape asks to close; after the 300 ms transition focus is back on the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { opener, dialog } = await openIt();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    // Closing: still there, transitioning out.
    expect(dialog.getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await finishTransition();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the close button closes it and gives focus back', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { opener } = await openIt();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalledWith('close-button');
    await finishTransition();
    expect(document.activeElement).toBe(opener);
  });

  it('an action that sets open=false also returns focus', async () => {
    render(<Harness />);
    const { opener } = await openIt();
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    await finishTransition();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('outside click (on the backdrop) closes; a click inside does not', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog } = await openIt();
    await user.click(screen.getByText('Contatta il concessionario'));
    await user.click(screen.getByLabelText('Nome'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledWith('backdrop');
  });

  it('persistent: Escape and outside click are ignored, no close button (SPEC §5)', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} persistent />);
    const { dialog } = await openIt();
    await user.keyboard('{Escape}');
    await user.click(dialog);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await finishTransition();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.queryByRole('button', { name: 'Chiudi' })).toBeNull();
  });

  it('disabled: Escape and outside click are ignored, the close button is disabled (SPEC §5)', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} disabled />);
    const { dialog } = await openIt();
    await user.keyboard('{Escape}');
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Chiudi' }) as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.getAttribute('aria-busy')).toBe('true');
  });

  it('the Escape keydown is cancelled so the browser does not close the <dialog> itself', async () => {
    render(<Harness persistent />);
    const { dialog } = await openIt();
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => {
      screen.getByLabelText('Nome').dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
  });

  it('a native cancel (close request) follows the same rule', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog } = await openIt();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('a dialog inside a drawer closes alone: its close and cancel do not reach the drawer', async () => {
    const drawerClosed = vi.fn();
    render(
      <Drawer open onClose={drawerClosed} title="Annuncio">
        <Dialog open onClose={() => {}} title="Motivo">
          <p>dentro</p>
        </Dialog>
      </Drawer>,
    );
    const inner = await screen.findByRole('dialog', { name: 'Motivo' });
    act(() => {
      inner.dispatchEvent(new Event('cancel', { cancelable: true }));
      inner.dispatchEvent(new Event('close'));
    });
    expect(drawerClosed).not.toHaveBeenCalled();
  });

  it('sizes map to the SPEC widths', async () => {
    expect(DIALOG_WIDTHS).toEqual({ sm: 384, md: 652, lg: 896 });
    expect(TRANSITION_MS).toBe(300);
    render(<Harness size="lg" />);
    const { dialog } = await openIt();
    expect(dialog.className).toContain('am-dialog--lg');
  });

  it('renders nothing while closed', () => {
    render(
      <Dialog open={false} title="Nascosto">
        x
      </Dialog>,
    );
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('unmounted while open (route change): focus still goes back to the opener', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Apri
          </button>
          {shown ? (
            <Dialog open={open} title="Annuncio" actions={<Button onClick={() => setShown(false)}>Vai</Button>}>
              testo
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<Page />);
    const { opener } = await openIt();
    await user.click(screen.getByRole('button', { name: 'Vai' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('works under StrictMode (double effects): opens, Escape, focus back', async () => {
    const onClose = vi.fn();
    render(
      <StrictMode>
        <Harness onClose={onClose} />
      </StrictMode>,
    );
    const { opener, dialog } = await openIt();
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await finishTransition();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('reopened during the close transition: stays open', async () => {
    render(<Harness />);
    const { opener } = await openIt();
    await user.keyboard('{Escape}');
    await user.click(opener);
    await finishTransition();
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('data-state')).toBe('open');
  });
});

describe('Drawer', () => {
  it('same keyboard rules: focus in, Tab trapped, Escape closes, focus back', async () => {
    const onClose = vi.fn();
    render(<Harness kind="drawer" onClose={onClose} />);
    const { opener, dialog } = await openIt();
    expect(screen.getByRole('dialog', { name: 'Filtri' })).toBe(dialog);
    expect(dialog.className).toContain('am-drawer--left');
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chiudi' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Invia' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    await finishTransition();
    expect(document.activeElement).toBe(opener);
  });

  it('persistent drawer ignores Escape and outside click', async () => {
    const onClose = vi.fn();
    render(<Harness kind="drawer" persistent onClose={onClose} />);
    const { dialog } = await openIt();
    await user.keyboard('{Escape}');
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });
});
