import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, type DialogSize } from './Dialog';

export interface ConfirmDialogViewProps {
  open: boolean;
  title: ReactNode;
  /** The question or message (the dialog's description). */
  text?: ReactNode;
  /** SPEC §9 default 'OK'. */
  yesLabel?: string;
  /** SPEC §9 default 'Annulla'. */
  noLabel?: string;
  onYes?: () => void;
  /** Also called for Escape and outside click (unless busy or persistent). */
  onNo?: () => void;
  /**
   * The action is running: both buttons are disabled, the one running ('yes' by default for
   * `true`) shows a spinner and aria-busy; Escape and outside click are ignored.
   */
  busy?: boolean | 'yes' | 'no';
  /** "danger": the yes button is red (deleting, disabling…). */
  tone?: 'default' | 'danger';
  /** No buttons at all (an information that closes by itself, e.g. the profile error). */
  hideButtons?: boolean;
  /** Escape and outside click do nothing. */
  persistent?: boolean;
  size?: DialogSize;
  onAfterClose?: () => void;
}

/**
 * The confirm dialog's view (role="alertdialog"). The queue, the timeout and the promise
 * live in the shell's confirm service; this only draws one dialog. Focus starts on the safe
 * choice (the "no" button).
 */
export function ConfirmDialogView({
  open,
  title,
  text,
  yesLabel = 'OK',
  noLabel = 'Annulla',
  onYes,
  onNo,
  busy = false,
  tone = 'default',
  hideButtons = false,
  persistent = false,
  size = 'sm',
  onAfterClose,
}: ConfirmDialogViewProps) {
  const textId = `am-confirm-${useId()}`;
  const running = busy === true ? 'yes' : busy || null;
  const actions = hideButtons ? undefined : (
    <>
      <Button
        variant="secondary"
        busy={running === 'no'}
        disabled={running === 'yes'}
        onClick={onNo}
        data-autofocus=""
      >
        {noLabel}
      </Button>
      <Button
        variant={tone === 'danger' ? 'danger' : 'primary'}
        busy={running === 'yes'}
        disabled={running === 'no'}
        onClick={onYes}
      >
        {yesLabel}
      </Button>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={() => onNo?.()}
      title={title}
      role="alertdialog"
      aria-describedby={text ? textId : undefined}
      size={size}
      persistent={persistent}
      disabled={running !== null}
      showClose={false}
      actions={actions}
      onAfterClose={onAfterClose}
      className="am-confirm"
    >
      {text ? (
        <div id={textId} className="am-confirm__text">
          {text}
        </div>
      ) : null}
    </Dialog>
  );
}
