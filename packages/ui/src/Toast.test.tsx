import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_TIMEOUT, TOAST_ICONS, ToastRegion, ToastView } from './Toast';

describe('ToastRegion and ToastView', () => {
  it('a labelled region with a polite live list, present even when empty', () => {
    render(<ToastRegion />);
    const region = screen.getByRole('region', { name: 'Notifiche' });
    const list = within(region).getByRole('list');
    expect(list.getAttribute('aria-live')).toBe('polite');
  });

  it('shows title, text and a spoken icon label', () => {
    render(
      <ToastRegion>
        <ToastView icon="error" title="Errore" text="Impossibile caricare le marche" />
      </ToastRegion>,
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('Errore');
    expect(item.textContent).toContain('Impossibile caricare le marche');
    expect(item.className).toContain('am-toast--error');
    expect(item.className).toContain('am-toast--light');
  });

  it('close button "Chiudi notifica" calls onClose; showClose=false hides it', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <ToastRegion>
        <ToastView title="Completato" icon="success" onClose={onClose} />
      </ToastRegion>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi notifica' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <ToastRegion>
        <ToastView title="Completato" icon="success" onClose={onClose} showClose={false} />
      </ToastRegion>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('persistent: always closable, no countdown bar', () => {
    render(
      <ToastRegion>
        <ToastView title="Attenzione" icon="warning" persistent showClose={false} timeout={6000} onClose={() => {}} />
      </ToastRegion>,
    );
    expect(screen.getByRole('button', { name: 'Chiudi notifica' })).toBeTruthy();
    expect(document.querySelector('.am-toast__progress')).toBeNull();
  });

  it('timeout draws a countdown bar that can be paused; theme classes', () => {
    render(
      <ToastRegion>
        <ToastView title="Info" theme="dark" timeout={TOAST_DEFAULT_TIMEOUT} paused />
      </ToastRegion>,
    );
    const item = screen.getByRole('listitem');
    expect(item.style.getPropertyValue('--am-toast-timeout')).toBe('6000ms');
    expect(item.className).toContain('am-toast--dark');
    expect(item.querySelector('.am-toast__progress--paused')).not.toBeNull();
  });

  it('SPEC constants', () => {
    expect(TOAST_DEFAULT_TIMEOUT).toBe(6000);
    expect([...TOAST_ICONS]).toEqual(['success', 'error', 'warning', 'info']);
  });
});
