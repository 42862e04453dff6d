/**
 * The confirm dialog of @automercato/shell-api (`$confirm`, `$confirmBusy`) drawn with the
 * design system's ConfirmDialogView. The last dialog stays mounted, closed, until its close
 * transition ends (focus goes back to the opener); the next queued one replaces it.
 */
import { useState } from 'react';
import { ConfirmDialogView } from '@automercato/ui/confirm-dialog';
import { $confirm, $confirmBusy, confirmAnswered, type ConfirmDialog } from '@automercato/shell-api';
import { useStoreValue } from '../lib/useStoreValue';

export default function ConfirmHost() {
  const dialog = useStoreValue($confirm);
  const busy = useStoreValue($confirmBusy);
  const [last, setLast] = useState<ConfirmDialog | null>(null);
  if (dialog && dialog !== last) setLast(dialog);
  const shown = dialog ?? last;
  if (!shown) return null;
  const open = dialog !== null;
  return (
    <ConfirmDialogView
      key={shown.id}
      open={open}
      title={shown.title}
      text={shown.text ?? undefined}
      yesLabel={shown.yes}
      noLabel={shown.no}
      tone={shown.theme}
      busy={open && busy}
      hideButtons={!shown.showChoices}
      onYes={() => confirmAnswered(true)}
      onNo={() => confirmAnswered(false)}
      onAfterClose={() => setLast((current) => (current === shown ? null : current))}
    />
  );
}
