import { useEffect, useState, type FormEvent } from 'react';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN } from '@automercato/api-sdk';
import { Button } from '@automercato/ui/button';
import { Dialog } from '@automercato/ui/dialog';
import { Field } from '@automercato/ui/field';
import { Textarea } from '@automercato/ui/text-input';

export interface ReasonDialogProps {
  open: boolean;
  busy: boolean;
  error: string | null;
  title: string;
  /** What happens, said before the reason is asked. */
  text: string;
  confirmLabel: string;
  formId: string;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/** Asks an admin the reason of a moderation (10–500 characters), mailed as it is written. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, busy, error, onCancel } = props;
  const [reason, setReason] = useState('');
  useEffect(() => { if (open) setReason(''); }, [open]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(reason);
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={props.title}
      disabled={busy}
      actions={(
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>Annulla</Button>
          <Button variant="danger" type="submit" form={props.formId} busy={busy}>{props.confirmLabel}</Button>
        </>
      )}
    >
      <form id={props.formId} onSubmit={onSubmit} noValidate>
        <p>{props.text}</p>
        <Field
          label="Motivo"
          required
          error={error ?? undefined}
          hint={`Da ${MODERATION_REASON_MIN} a ${MODERATION_REASON_MAX} caratteri (${reason.trim().length} scritti).`}
        >
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={MODERATION_REASON_MAX} rows={4} data-autofocus />
        </Field>
      </form>
    </Dialog>
  );
}
