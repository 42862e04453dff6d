import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $toasts,
  TOAST_DEFAULT_TIMEOUT_MS,
  TOAST_TIMEOUT_ERROR,
  ToastError,
  createToast,
  showToastFx,
  toastClosed,
  toastShown,
  type Toast,
} from './toast';
import { waitFx } from './timer';

/** waitFx that records the delays and only resolves when told to. */
function manualTimers() {
  const pending: { ms: number; resolve: () => void }[] = [];
  const handler = (ms: number) => new Promise<void>((resolve) => void pending.push({ ms, resolve }));
  return { pending, handler };
}

describe('createToast', () => {
  it('fills the defaults: 6000 ms, close button, not persistent', () => {
    expect(createToast({ text: 'Salvato' }, 't')).toEqual({
      id: 't',
      title: null,
      text: 'Salvato',
      icon: 'info',
      theme: 'light',
      showClose: true,
      timeout: TOAST_DEFAULT_TIMEOUT_MS,
      persistent: false,
    });
    expect(TOAST_DEFAULT_TIMEOUT_MS).toBe(6000);
  });

  it('keeps explicit fields', () => {
    expect(
      createToast({ title: 'Errore', text: 'x', icon: 'error', theme: 'colored', showClose: false, timeout: 1500 }, 't'),
    ).toMatchObject({ title: 'Errore', icon: 'error', theme: 'colored', showClose: false, timeout: 1500 });
  });

  it.each([0, -1, Number.NaN])('a timeout of %s is an error', (timeout) => {
    expect(() => createToast({ text: 'x', timeout }, 't')).toThrow(new ToastError(TOAST_TIMEOUT_ERROR));
  });

  it('an unknown icon type is an error', () => {
    expect(() => createToast({ text: 'x', icon: 'rocket' as never }, 't')).toThrow(ToastError);
    expect(() => createToast({ text: 'x', theme: 'pink' as never }, 't')).toThrow(ToastError);
  });
});

describe('toast units', () => {
  it('shows a toast and closes it after its timeout', async () => {
    const timers = manualTimers();
    const scope = fork({ handlers: [[waitFx, timers.handler]] });
    const settled = allSettled(toastShown, { scope, params: { title: 'Completato', text: 'Annuncio salvato', icon: 'success' } });
    await new Promise((r) => setTimeout(r, 0));
    expect(scope.getState($toasts)).toHaveLength(1);
    expect(scope.getState($toasts)[0]).toMatchObject({ title: 'Completato', text: 'Annuncio salvato', icon: 'success' });
    expect(timers.pending.map((t) => t.ms)).toEqual([6000]);
    timers.pending[0]!.resolve();
    await settled;
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('keeps a persistent toast until it is closed', async () => {
    const timers = manualTimers();
    const scope = fork({ handlers: [[waitFx, timers.handler]] });
    const { value } = await allSettled(showToastFx, { scope, params: { text: 'Connessione assente', persistent: true } });
    expect(timers.pending).toEqual([]);
    expect(scope.getState($toasts)).toHaveLength(1);
    await allSettled(toastClosed, { scope, params: (value as Toast).id });
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('stacks toasts in order', async () => {
    const timers = manualTimers();
    const scope = fork({ handlers: [[waitFx, timers.handler]] });
    const seen: number[] = [];
    const unwatch = createWatch({ unit: $toasts, scope, fn: (list) => seen.push(list.length) });
    void allSettled(toastShown, { scope, params: { text: 'uno', timeout: 100 } });
    void allSettled(toastShown, { scope, params: { text: 'due', timeout: 200 } });
    await new Promise((r) => setTimeout(r, 0));
    expect(scope.getState($toasts).map((t) => t.text)).toEqual(['uno', 'due']);
    timers.pending[0]!.resolve();
    timers.pending[1]!.resolve();
    await allSettled(scope);
    expect(seen).toEqual([1, 2, 1, 0]);
    unwatch();
  });

  it('rejects invalid toasts without showing anything', async () => {
    const scope = fork();
    const zero = await allSettled(showToastFx, { scope, params: { text: 'x', timeout: 0 } });
    expect(zero.status).toBe('fail');
    expect((zero.value as Error).message).toBe(TOAST_TIMEOUT_ERROR);
    const icon = await allSettled(showToastFx, { scope, params: { text: 'x', icon: 'bell' as never } });
    expect(icon.status).toBe('fail');
    await allSettled(toastShown, { scope, params: { text: 'x', timeout: -5 } });
    expect(scope.getState($toasts)).toEqual([]);
  });
});
