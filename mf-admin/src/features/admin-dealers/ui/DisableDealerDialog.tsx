import { useEffect, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN } from '@automercato/api-sdk';
import { Button } from '@automercato/ui/button';
import { Dialog } from '@automercato/ui/dialog';
import { Field } from '@automercato/ui/field';
import { Textarea } from '@automercato/ui/text-input';
import { $disableError, $disableOpen, $switching, DISABLE_TEXT, DISABLE_TITLE, disableCancelled, disableReasonSubmitted } from '../model/detail';

/** The reason of a dealer's disabling, written for its owners (mailed as it is, shown in their area). */
export function DisableDealerDialog() {
  const [open, error, busy, cancel, submit] = useUnit([$disableOpen, $disableError, $switching, disableCancelled, disableReasonSubmitted]);
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
      title={DISABLE_TITLE}
      disabled={busy}
      actions={(
        <>
          <Button variant="secondary" onClick={() => cancel()} disabled={busy}>Annulla</Button>
          <Button variant="danger" type="submit" form="adm-dealer-disable-form" busy={busy}>Disattiva</Button>
        </>
      )}
    >
      <form id="adm-dealer-disable-form" onSubmit={onSubmit} noValidate>
        <p>{DISABLE_TEXT}</p>
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
