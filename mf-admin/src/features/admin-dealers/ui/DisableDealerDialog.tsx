import { useUnit } from 'effector-react';
import { ReasonDialog } from '../../admin-table';
import { $disableError, $disableOpen, $switching, DISABLE_TEXT, DISABLE_TITLE, disableCancelled, disableReasonSubmitted } from '../model/detail';
import { t } from '../texts';

/** The reason of a dealer's disabling, written for its owners (mailed as it is, shown in their area). */
export function DisableDealerDialog() {
  const [open, error, busy, cancel, submit] = useUnit([$disableOpen, $disableError, $switching, disableCancelled, disableReasonSubmitted]);
  return (
    <ReasonDialog
      open={open} error={error} busy={busy} onCancel={() => cancel()} onSubmit={submit}
      title={DISABLE_TITLE} text={DISABLE_TEXT} confirmLabel={t('disableDealerDialog.disattiva')} formId="adm-dealer-disable-form"
    />
  );
}
