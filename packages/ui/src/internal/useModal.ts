import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { TRANSITION_MS } from '../tokens';
import { tabbables } from './focus';


/** Why a modal asks to close: its owner decides (it is a controlled component). */
export type CloseReason = 'escape' | 'backdrop' | 'close-button';

export interface ModalOptions {
  open: boolean;
  onClose?: (reason: CloseReason) => void;
  /** SPEC §5: Escape and outside click do not close it. */
  persistent?: boolean;
  /** SPEC §5: Escape and outside click do not close it (e.g. while an action runs). */
  disabled?: boolean;
  /** Called once the close transition has finished and focus went back to the opener. */
  onAfterClose?: () => void;
}

function focusInitial(dialog: HTMLDialogElement) {
  const panel = dialog.querySelector<HTMLElement>('[data-modal-panel]') ?? dialog;
  const active = document.activeElement;
  // Already on a control inside (reopened, or the content focused one itself): leave it.
  if (active && active !== dialog && active !== panel && dialog.contains(active)) return;
  const target =
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    Array.from(dialog.querySelectorAll<HTMLElement>('[data-modal-content]')).flatMap(tabbables)[0] ??
    tabbables(panel)[0] ??
    panel;
  target.focus();
}

/**
 * The behaviour shared by Dialog and Drawer, on the native <dialog> (showModal: top layer,
 * inert page behind): 300 ms transitions through data-state, focus moved in and trapped,
 * focus returned to the opener, Escape / outside click → onClose unless persistent or disabled.
 */
export function useModal({ open, onClose, persistent = false, disabled = false, onAfterClose }: ModalOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  const downOnBackdrop = useRef(false);
  const canClose = !persistent && !disabled;
  const node = useRef<HTMLDialogElement | null>(null);
  const latest = useRef({ onClose, onAfterClose, canClose, disabled });
  useLayoutEffect(() => {
    latest.current = { onClose, onAfterClose, canClose, disabled };
  });

  const restoreFocus = () => {
    const el = opener.current;
    opener.current = null;
    if (el && el.isConnected) el.focus();
  };

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    node.current = dialog;
    if (open) {
      isOpen.current = true;
      if (!dialog.open) {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        try {
          dialog.showModal();
        } catch {
          dialog.setAttribute('open', '');
        }
      }
      void dialog.offsetWidth; // commit the closed look first, so the transition runs
      dialog.setAttribute('data-state', 'open');
      focusInitial(dialog);
      return;
    }
    if (!dialog.open) return;
    isOpen.current = false;
    dialog.setAttribute('data-state', 'closed');
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(
      () => {
        if (dialog.open) dialog.close();
        setPresent(false);
        restoreFocus();
        latest.current.onAfterClose?.();
      },
      reduced ? 0 : TRANSITION_MS,
    );
    return () => clearTimeout(timer);
  }, [open, present]);

  // Unmounted while open (route change…): still give focus back. (StrictMode's simulated
  // unmount leaves the node in the document: nothing to do then.)
  useEffect(
    () => () => {
      if (isOpen.current && node.current && !node.current.isConnected) restoreFocus();
    },
    [],
  );

  /** Escape and outside click obey persistent/disabled; the close button only disabled. */
  const requestClose = (reason: CloseReason) => {
    if (!isOpen.current) return;
    const allowed = reason === 'close-button' ? !latest.current.disabled : latest.current.canClose;
    if (allowed) latest.current.onClose?.(reason);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'Escape') {
      // Cancelling the keydown also stops the browser's own close request.
      e.preventDefault();
      e.stopPropagation();
      requestClose('escape');
      return;
    }
    if (e.key !== 'Tab') return;
    e.stopPropagation();
    const dialog = e.currentTarget;
    const panel = dialog.querySelector<HTMLElement>('[data-modal-panel]') ?? dialog;
    const items = tabbables(panel);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      e.preventDefault();
      panel.focus();
      return;
    }
    const outside = !active || !panel.contains(active) || active === panel;
    if (e.shiftKey && (outside || active === first)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (outside || active === last)) {
      e.preventDefault();
      first.focus();
    }
  };

  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    // React passes a nested dialog's cancel and close up its component tree: they are not ours.
    if (e.target !== e.currentTarget) return;
    // Close requests that are not a keydown (Android back…): same rule as Escape.
    e.preventDefault();
    requestClose('escape');
  };

  const onNativeClose = (e: SyntheticEvent<HTMLDialogElement>) => {
    // The browser closed it by itself while we still want it open (a nested dialog's close is not ours).
    if (e.target !== e.currentTarget || !isOpen.current) return;
    if (latest.current.canClose) latest.current.onClose?.('escape');
    else {
      try {
        e.currentTarget.showModal();
      } catch {
        /* not connected any more */
      }
    }
  };

  const onMouseDown = (e: MouseEvent<HTMLDialogElement>) => {
    downOnBackdrop.current = e.target === e.currentTarget;
  };

  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    // The <dialog> covers the viewport; only its own surface (outside the panel) is "outside".
    if (e.target === e.currentTarget && downOnBackdrop.current) requestClose('backdrop');
    downOnBackdrop.current = false;
  };

  return {
    present: present || open,
    close: requestClose,
    dialogProps: { ref, onKeyDown, onCancel, onClose: onNativeClose, onMouseDown, onClick },
  };
}
