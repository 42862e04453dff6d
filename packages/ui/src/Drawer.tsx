import { useId, type DialogHTMLAttributes, type ReactNode } from 'react';
import { cx } from './internal/cx';
import { useModal, type CloseReason } from './internal/useModal';
import { ModalFrame } from './internal/ModalFrame';

type NativeDialogProps = Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'title' | 'onClose' | 'onCancel' | 'onKeyDown' | 'onClick' | 'onMouseDown' | 'children'
>;

export interface DrawerProps extends NativeDialogProps {
  open: boolean;
  onClose?: (reason: CloseReason) => void;
  title: ReactNode;
  children?: ReactNode;
  /** Sticky footer, e.g. "Azzera" + "Mostra 1.234 risultati". */
  actions?: ReactNode;
  /** Edge it slides from. */
  side?: 'left' | 'right';
  /** Panel width on desktop (full width under 768 px). */
  width?: 'sm' | 'md' | 'lg';
  persistent?: boolean;
  disabled?: boolean;
  showClose?: boolean;
  closeLabel?: string;
  onAfterClose?: () => void;
}

/** A modal side panel (filters on mobile): same keyboard and focus rules as Dialog. */
export function Drawer({
  open,
  onClose,
  title,
  children,
  actions,
  side = 'left',
  width = 'md',
  persistent = false,
  disabled = false,
  showClose,
  closeLabel = 'Chiudi',
  onAfterClose,
  className,
  ...rest
}: DrawerProps) {
  const modal = useModal({ open, onClose, persistent, disabled, onAfterClose });
  const titleId = `am-drawer-${useId()}`;
  if (!modal.present) return null;
  return (
    <ModalFrame
      modal={modal} titleId={titleId} title={title} kind="drawer"
      className={cx('am-drawer', `am-drawer--${side}`, `am-drawer--${width}`, className)}
      withClose={showClose ?? !persistent} closeLabel={closeLabel} disabled={disabled} actions={actions} rest={rest}
    >
      {children}
    </ModalFrame>
  );
}
