/**
 * Toast units (SPEC §3 "Toast", §5, §9). A remote calls `toastShown(…)` (or awaits
 * `showToastFx(…)` to get the id / the validation error); the shell renders `$toasts`.
 * - `timeout` defaults to 6000 ms; a timeout of zero or less is an error;
 * - an unknown `icon` is an error;
 * - a `persistent` toast never closes by itself; `toastClosed(id)` closes any toast.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { waitFx } from './timer';

export const TOAST_DEFAULT_TIMEOUT_MS = 6000;
export const TOAST_ICONS = ['success', 'error', 'warning', 'info'] as const;
/** light (default), dark, colored (filled with the icon's colour): the themes of @automercato/ui. */
export const TOAST_THEMES = ['light', 'dark', 'colored'] as const;

export type ToastIcon = (typeof TOAST_ICONS)[number];
export type ToastTheme = (typeof TOAST_THEMES)[number];

export interface ToastOptions {
  title?: string;
  text: string;
  /** One of TOAST_ICONS (default 'info'); anything else is an error. */
  icon?: ToastIcon;
  theme?: ToastTheme;
  /** Show a close button (default true). */
  showClose?: boolean;
  /** Milliseconds before the toast closes (default 6000); must be > 0. */
  timeout?: number;
  /** Stays until closed (ignores `timeout`). */
  persistent?: boolean;
}

export interface Toast {
  id: string;
  title: string | null;
  text: string;
  icon: ToastIcon;
  theme: ToastTheme;
  showClose: boolean;
  timeout: number;
  persistent: boolean;
}

export class ToastError extends Error {
  override name = 'ToastError';
}

export const TOAST_TIMEOUT_ERROR = 'Toast messages cannot have a zero or less timeout';

function isIcon(value: unknown): value is ToastIcon {
  return typeof value === 'string' && (TOAST_ICONS as readonly string[]).includes(value);
}

function isTheme(value: unknown): value is ToastTheme {
  return typeof value === 'string' && (TOAST_THEMES as readonly string[]).includes(value);
}

/** Validates and completes the options; throws ToastError. */
export function createToast(options: ToastOptions, id: string): Toast {
  const timeout = options.timeout ?? TOAST_DEFAULT_TIMEOUT_MS;
  if (typeof timeout !== 'number' || Number.isNaN(timeout) || timeout <= 0) {
    throw new ToastError(TOAST_TIMEOUT_ERROR);
  }
  if (options.icon !== undefined && !isIcon(options.icon)) {
    throw new ToastError(`Unknown toast icon type "${String(options.icon)}"`);
  }
  if (options.theme !== undefined && !isTheme(options.theme)) {
    throw new ToastError(`Unknown toast theme "${String(options.theme)}"`);
  }
  return {
    id,
    title: options.title ?? null,
    text: options.text,
    icon: options.icon ?? 'info',
    theme: options.theme ?? 'light',
    showClose: options.showClose ?? true,
    timeout,
    persistent: options.persistent ?? false,
  };
}

let sequence = 0;

/** Shows a toast; resolves with it, fails with ToastError on invalid options. */
export const showToastFx = createEffect<ToastOptions, Toast, Error>({
  name: 'showToastFx',
  handler: (options) => createToast(options, `toast-${++sequence}`),
});

export const toastShown = createEvent<ToastOptions>('toastShown');
export const toastClosed = createEvent<string>('toastClosed');
export const toastsCleared = createEvent('toastsCleared');

export const $toasts = createStore<Toast[]>([], { name: '$toasts' })
  .on(showToastFx.doneData, (list, toast) => [...list, toast])
  .on(toastClosed, (list, id) => list.filter((t) => t.id !== id))
  .reset(toastsCleared);

sample({ clock: toastShown, target: showToastFx });

const toastTimerFx = attach({ name: 'toastTimerFx', effect: waitFx, mapParams: (toast: Toast) => toast.timeout });
sample({ clock: showToastFx.doneData, filter: (toast) => !toast.persistent, target: toastTimerFx });
sample({ clock: toastTimerFx.done, fn: ({ params }) => params.id, target: toastClosed });
