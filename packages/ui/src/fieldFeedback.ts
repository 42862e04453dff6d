/**
 * When a form field's message may change, shared by every form (shell accounts, mf-listing
 * contact, later the dealer forms):
 *
 * - `afterPress(fn)`: leaving a field by pressing something (the submit button, above all)
 *   runs its blur check when the press ends. A message appearing or going away between
 *   pointerdown and pointerup would move the button from under the pointer and the click would
 *   be lost.
 * - `useShownError(meta)`: the message a field shows — its rule's once it was left (or the form
 *   submitted), else the server's for the last submit until the value changes. While a
 *   debounced check runs, what was on screen stays on screen (no flicker, nothing jumps).
 */
import { useRef } from 'react';

let pointerPressed = false;
const afterRelease = new Set<() => void>();

function released(): void {
  pointerPressed = false;
  const pending = [...afterRelease];
  afterRelease.clear();
  for (const fn of pending) fn();
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerPressed = true), true);
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
  window.addEventListener('blur', released);
}

/** Runs `fn` now, or when the pointer being pressed is released. */
export function afterPress(fn: () => void): void {
  if (pointerPressed) afterRelease.add(fn);
  else fn();
}

/** The part of react-final-form's field meta the shown message depends on. */
export interface FieldFeedbackMeta {
  touched?: boolean;
  validating?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}

/** The subscription a field needs for `useShownError`. */
export const FIELD_FEEDBACK_SUBSCRIPTION = {
  value: true,
  error: true,
  touched: true,
  validating: true,
  submitError: true,
  dirtySinceLastSubmit: true,
} as const;

export function useShownError(meta: FieldFeedbackMeta): string | undefined {
  const shown = useRef<string | undefined>(undefined);
  if (!meta.validating) {
    const own = typeof meta.error === 'string' ? meta.error : undefined;
    const server = !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
    shown.current = meta.touched ? (own ?? server) : undefined;
  }
  return shown.current;
}
