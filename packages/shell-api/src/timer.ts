import { createEffect } from 'effector';

/**
 * Waits `ms` milliseconds. Every timer of the contract (toast auto-dismiss, confirm
 * auto-close) goes through this one effect, so tests replace it with
 * `fork({ handlers: [[waitFx, …]] })` instead of faking clocks.
 */
export const waitFx = createEffect<number, void>({
  name: 'waitFx',
  handler: (ms) =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, ms);
    }),
});
