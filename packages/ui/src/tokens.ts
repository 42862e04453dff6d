/** Design constants from SPEC §9, mirrored in styles.css (keep them in step). */

/** Below this width (px) the layout is "mobile". */
export const MOBILE_BREAKPOINT = 768;
/** Media query for mobile, for matchMedia. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
/** Dialog widths (px): sm 384, md 652, lg 896 (--am-dialog-sm/md/lg). */
export const DIALOG_WIDTHS = { sm: 384, md: 652, lg: 896 } as const;
/** Dialog/Drawer open and close transition (ms) (--am-duration). */
export const TRANSITION_MS = 300;
/** Default toast timeout (ms); the timer itself lives in the shell. */
export const TOAST_DEFAULT_TIMEOUT = 6000;
/** Toast icon values (SPEC §3). */
export const TOAST_ICONS = ['success', 'error', 'warning', 'info'] as const;
