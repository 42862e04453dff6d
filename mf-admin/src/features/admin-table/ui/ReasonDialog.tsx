import { useEffect, useState, type FormEvent } from 'react';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN } from '@automercato/api-sdk';
import { Button } from '@automercato/ui/button';
import { Dialog } from '@automercato/ui/dialog';
import { Field } from '@automercato/ui/field';
import { Textarea } from '@automercato/ui/text-input';
import { t } from '../texts';

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
          <Button variant="secondary" onClick={onCancel} disabled={busy}>{t('reasonDialog.annulla')}</Button>
          <Button variant="danger" type="submit" form={props.formId} busy={busy}>{props.confirmLabel}</Button>
        </>
      )}
    >
      <form id={props.formId} onSubmit={onSubmit} noValidate>
        <p>{props.text}</p>
        <Field
          label={t('reasonDialog.motivo')}
          required
          error={error ?? undefined}
          hint={t('reasonDialog.daACaratteriScritti', { MODERATION_REASON_MIN, MODERATION_REASON_MAX, length: reason.trim().length })}
        >
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={MODERATION_REASON_MAX} rows={4} data-autofocus />
        </Field>
      </form>
    </Dialog>
  );
}
