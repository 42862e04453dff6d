import type { DialogHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import type { useModal } from './useModal';
import { IconButton } from '../Button';
import { IconClose } from '../Icons';

/**
 * The frame Dialog and Drawer share: the native <dialog> wired to useModal, a titled header
 * with the close button, the body and the actions. Only their class names differ.
 */
export function ModalFrame(props: {
  modal: ReturnType<typeof useModal>;
  titleId: string;
  title: ReactNode;
  kind: 'dialog' | 'drawer';
  className: string;
  withClose: boolean;
  closeLabel: string;
  disabled?: boolean;
  actions?: ReactNode;
  children?: ReactNode;
  rest: DialogHTMLAttributes<HTMLDialogElement>;
}) {
  const { modal, titleId, kind, disabled } = props;
  return (
    <dialog
      aria-labelledby={titleId}
      {...props.rest}
      {...modal.dialogProps}
      className={cx('am-modal', props.className)}
      aria-busy={disabled || undefined}
    >
      <div className={`am-modal__panel am-${kind}__panel`} data-modal-panel="" tabIndex={-1}>
        <header className={cx('am-dialog__header', kind === 'drawer' && 'am-drawer__header')}>
          <h2 id={titleId} className="am-dialog__title">
            {props.title}
          </h2>
          {props.withClose ? (
            <IconButton label={props.closeLabel} size="sm" disabled={disabled} onClick={() => modal.close('close-button')}>
              <IconClose />
            </IconButton>
          ) : null}
        </header>
        <div className={`am-${kind}__body`} data-modal-content="">
          {props.children}
        </div>
        {props.actions ? (
          <footer className={`am-${kind}__actions`} data-modal-content="">
            {props.actions}
          </footer>
        ) : null}
      </div>
    </dialog>
  );
}
