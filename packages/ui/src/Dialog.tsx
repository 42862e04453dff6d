import { useId, type DialogHTMLAttributes, type ReactNode } from 'react';
import { cx } from './internal/cx';
import { useModal, type CloseReason } from './internal/useModal';
import { DIALOG_WIDTHS, TRANSITION_MS } from './tokens';
import { ModalFrame } from './internal/ModalFrame';

export { DIALOG_WIDTHS, TRANSITION_MS, type CloseReason };
export type DialogSize = keyof typeof DIALOG_WIDTHS;

type NativeDialogProps = Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'title' | 'onClose' | 'onCancel' | 'onKeyDown' | 'onClick' | 'onMouseDown' | 'children'
>;

export interface DialogProps extends NativeDialogProps {
  /** Controlled: the owner closes it by setting open=false in onClose. */
  open: boolean;
  /** Escape, outside click or the close button (reason tells which). */
  onClose?: (reason: CloseReason) => void;
  /** Heading of the dialog (its accessible name). */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (right-aligned; stacked full width on mobile). */
  actions?: ReactNode;
  size?: DialogSize;
  /** SPEC §5: Escape and outside click do not close it; no close button by default. */
  persistent?: boolean;
  /** SPEC §5: Escape and outside click do not close it; the close button is disabled. */
  disabled?: boolean;
  /** Show the × button (default: unless persistent). */
  showClose?: boolean;
  closeLabel?: string;
  /** Called after the close transition, once focus is back on the opener. */
  onAfterClose?: () => void;
}

/**
 * A modal dialog on the native <dialog>: focus moves to the first control of the body (or
 * to an element marked `data-autofocus`), Tab stays inside, Escape / outside click close it
 * unless persistent or disabled, focus returns to the opener, 300 ms open/close transition.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  size = 'md',
  persistent = false,
  disabled = false,
  showClose,
  closeLabel = 'Chiudi',
  onAfterClose,
  className,
  ...rest
}: DialogProps) {
  const modal = useModal({ open, onClose, persistent, disabled, onAfterClose });
  const titleId = `am-dialog-${useId()}`;
  if (!modal.present) return null;
  return (
    <ModalFrame
      modal={modal} titleId={titleId} title={title} kind="dialog"
      className={cx('am-dialog', `am-dialog--${size}`, className)}
      withClose={showClose ?? !persistent} closeLabel={closeLabel} disabled={disabled} actions={actions} rest={rest}
    >
      {children}
    </ModalFrame>
  );
}
