/**
 * Confirm units (SPEC §4 "Confirm dialog", §9). `await confirmFx({ title, text })` resolves
 * with the answer (true = yes). One dialog at a time: further requests queue behind it.
 * - buttons default to 'OK' / 'Annulla';
 * - with `timeout`, the dialog closes as 'no' when it runs out;
 * - with `action`, answering yes runs it while the dialog shows a busy state; the dialog
 *   closes when it settles (a failing action makes confirmFx fail with its error);
 * - `showChoices: false` shows no choice button (a message that closes by itself).
 * The shell renders `$confirm` / `$confirmBusy` and calls `confirmAnswered(answer)`.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { waitFx } from './timer';

export const CONFIRM_YES = 'OK';
export const CONFIRM_NO = 'Annulla';

export interface ConfirmOptions {
  title: string;
  text?: string;
  yes?: string;
  no?: string;
  /** Milliseconds before the dialog closes as 'no'. */
  timeout?: number;
  /** Show the yes/no buttons (default true). */
  showChoices?: boolean;
  /** 'danger' for destructive actions. */
  theme?: 'default' | 'danger';
  /** Runs after 'yes', while the dialog shows its busy state. */
  action?: () => unknown;
}

/** What the view renders. */
export interface ConfirmDialog {
  id: string;
  title: string;
  text: string | null;
  yes: string;
  no: string;
  timeout: number | null;
  showChoices: boolean;
  theme: 'default' | 'danger';
}

interface QueueEntry {
  dialog: ConfirmDialog;
  action: (() => unknown) | null;
  resolve: (answer: boolean) => void;
  reject: (error: unknown) => void;
}

let sequence = 0;

export function createConfirmDialog(options: ConfirmOptions, id: string): ConfirmDialog {
  const timeout = options.timeout !== undefined && options.timeout > 0 ? options.timeout : null;
  return {
    id,
    title: options.title,
    text: options.text ?? null,
    yes: options.yes ?? CONFIRM_YES,
    no: options.no ?? CONFIRM_NO,
    timeout,
    showChoices: options.showChoices ?? true,
    theme: options.theme ?? 'default',
  };
}

const confirmQueued = createEvent<QueueEntry>('confirmQueued');

/** Asks the user; resolves with the answer once the dialog closes. */
export const confirmFx = createEffect<ConfirmOptions, boolean>({
  name: 'confirmFx',
  handler: (options) =>
    new Promise<boolean>((resolve, reject) => {
      confirmQueued({
        dialog: createConfirmDialog(options, `confirm-${++sequence}`),
        action: options.action ?? null,
        resolve,
        reject,
      });
    }),
});

/** The user answered the dialog on screen (Escape and closing count as `false`). */
export const confirmAnswered = createEvent<boolean>('confirmAnswered');

const $queue = createStore<QueueEntry[]>([], { name: '$confirmQueue', serialize: 'ignore' }).on(
  confirmQueued,
  (queue, entry) => [...queue, entry],
);
const $head = $queue.map((queue) => queue[0] ?? null);

const settleFx = createEffect<{ entry: QueueEntry; answer: boolean }, boolean>({
  name: 'settleConfirmFx',
  handler: async ({ entry, answer }) => {
    try {
      if (answer && entry.action) await entry.action();
    } catch (error) {
      entry.reject(error);
      throw error;
    }
    entry.resolve(answer);
    return answer;
  },
});

export const $confirm = $head.map((entry) => entry?.dialog ?? null);
export const $confirmBusy = createStore(false, { name: '$confirmBusy' })
  .on(settleFx, (_, { entry, answer }) => answer && entry.action !== null)
  .reset(settleFx.finally);

$queue.on(settleFx.finally, (queue, { params }) => queue.filter((e) => e !== params.entry));

sample({
  clock: confirmAnswered,
  source: { entry: $head, busy: $confirmBusy },
  filter: ({ entry, busy }) => entry !== null && !busy,
  fn: ({ entry }, answer) => ({ entry: entry as QueueEntry, answer }),
  target: settleFx,
});

// Auto-close as 'no' (SPEC §4): a timer starts when a dialog with a timeout reaches the screen.
const timerFx = attach({
  name: 'confirmTimerFx',
  effect: waitFx,
  mapParams: (entry: QueueEntry) => entry.dialog.timeout ?? 0,
});
sample({
  clock: $head.updates,
  filter: (entry): entry is QueueEntry => entry !== null && entry.dialog.timeout !== null,
  target: timerFx,
});
sample({
  clock: timerFx.done,
  source: { entry: $head, busy: $confirmBusy },
  filter: ({ entry, busy }, { params }) => entry === params && !busy,
  fn: (_, { params }) => ({ entry: params, answer: false }),
  target: settleFx,
});
