import { useEffect, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN } from '@automercato/api-sdk';
import { Button } from '@automercato/ui/button';
import { Dialog } from '@automercato/ui/dialog';
import { Field } from '@automercato/ui/field';
import { Textarea } from '@automercato/ui/text-input';
import { $moderating, $reasonError, $reasonOpen, disableCancelled, reasonSubmitted } from '../model/listings';

/** The reason of a disable, written for the dealer (it is mailed as it is). */
export function DisableDialog({ title }: { title: string }) {
  const [open, error, busy, cancel, submit] = useUnit([$reasonOpen, $reasonError, $moderating, disableCancelled, reasonSubmitted]);
  const [reason, setReason] = useState('');
  useEffect(() => { if (open) setReason(''); }, [open]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(reason);
  };
  return (
    <Dialog
      open={open}
      onClose={() => cancel()}
      title={`Sospendi ${title}`}
      disabled={busy}
      actions={(
        <>
          <Button variant="secondary" onClick={() => cancel()} disabled={busy}>Annulla</Button>
          <Button variant="danger" type="submit" form="adm-disable-form" busy={busy}>Continua</Button>
        </>
      )}
    >
      <form id="adm-disable-form" onSubmit={onSubmit} noValidate>
        <p>L'annuncio sparirà subito dalle ricerche. Il concessionario riceverà questo motivo via email.</p>
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
