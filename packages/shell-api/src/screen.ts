/**
 * A remote asks the shell for its error screen (SPEC §2: 403/404/410/other, empty layout, the
 * status as page title) by throwing a ScreenError while rendering. The shell's remote boundary
 * lets it through to the route's error screen instead of showing "sezione non disponibile";
 * anything else a remote throws stays inside its area.
 */
export interface ScreenAction {
  /** Italian label of the link, e.g. "Cerca veicoli simili". */
  label: string;
  to: string;
}

export class ScreenError extends Error {
  override readonly name = 'ScreenError';
  readonly status: number;
  /** A way on that fits the page (shown before "Torna alla home"). */
  readonly action: ScreenAction | undefined;

  constructor(status: number, options: { message?: string; action?: ScreenAction } = {}) {
    super(options.message ?? `HTTP ${status}`);
    this.status = status;
    this.action = options.action;
  }
}

/**
 * Duck-typed: a remote built against another copy of this package still reaches the shell's
 * screen (federation normally shares one copy, but a remote can run on its own fallback).
 */
export function isScreenError(error: unknown): error is ScreenError {
  return error instanceof ScreenError
    || (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ScreenError'
      && typeof (error as { status?: unknown }).status === 'number');
}
