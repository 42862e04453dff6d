import { useUnit } from 'effector-react';
import { ReasonDialog } from '../../admin-table';
import { $moderating, $reasonError, $reasonOpen, disableCancelled, reasonSubmitted } from '../model/listings';
import { t } from '../texts';

/** The reason of a disable, written for the dealer (it is mailed as it is). */
export function DisableDialog({ title }: { title: string }) {
  const [open, error, busy, cancel, submit] = useUnit([$reasonOpen, $reasonError, $moderating, disableCancelled, reasonSubmitted]);
  return (
    <ReasonDialog
      open={open} error={error} busy={busy} onCancel={() => cancel()} onSubmit={submit}
      title={t('disableDialog.sospendi', { title })} confirmLabel={t('disableDialog.continua')} formId="adm-disable-form"
      text={t('disableDialog.lAnnuncioSpariraSubito')}
    />
  );
}
