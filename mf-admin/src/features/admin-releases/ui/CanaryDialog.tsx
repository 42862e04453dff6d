import { useEffect, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Button } from '@automercato/ui/button';
import { Dialog } from '@automercato/ui/dialog';
import { Field } from '@automercato/ui/field';
import { TextInput } from '@automercato/ui/text-input';
import { $canaryDialog, $canaryError, $overview, canaryDialogClosed, canaryDialogGone, canaryPercentSubmitted } from '../model/releases';
import { t } from '../texts';

const FIRST_SHARE = '10';

/** The share of sessions of a canary (1–99), asked before the shell's confirm. */
export function CanaryDialog() {
  const [dialog, error, overview, close, gone, submit] = useUnit([
    $canaryDialog, $canaryError, $overview, canaryDialogClosed, canaryDialogGone, canaryPercentSubmitted,
  ]);
  const release = dialog ? overview?.remotes.find((r) => r.remote === dialog.remote) ?? null : null;
  const [value, setValue] = useState(FIRST_SHARE);
  useEffect(() => {
    if (dialog) setValue(dialog.mode === 'share' && release?.canary ? String(release.canary.percent) : FIRST_SHARE);
    // Only when the dialog opens: the overview may refresh meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialog]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(value);
  };
  const label = release?.label ?? '';
  const title = dialog?.mode === 'start'
    ? t('canaryDialogStrings.canaryDellaVersioneDi', { version: dialog.version, label })
    : t('canaryDialogStrings.quotaDelCanaryDi', { label });
  return (
    <Dialog
      open={dialog !== null}
      onClose={() => close()}
      onAfterClose={() => gone()}
      title={title}
      size="sm"
      actions={(
        <>
          <Button variant="secondary" onClick={() => close()}>{t('canaryDialog.annulla')}</Button>
          <Button type="submit" form="adm-rel-canary-form">{t('canaryDialog.continua')}</Button>
        </>
      )}
    >
      <form id="adm-rel-canary-form" onSubmit={onSubmit} noValidate>
        <p>
          {dialog?.mode === 'share' && release?.canary
            ? t('canaryDialog.oraLaVersioneVa', { version: release.canary.version, percent: release.canary.percent })
            : t('canaryDialog.unaParteDelleSessioni', { v0: release?.active_version ? t('canaryDialogStrings.versioneAttiva', { active_version: release.active_version }) : t('canaryDialogStrings.versioneAttuale') })}
          {' '}{t('canaryDialog.ogniSessioneRestaSempre')}</p>
        <Field label={t('canaryDialog.quotaDelleSessioni')} required error={error ?? undefined} hint={t('canaryDialog.unNumeroInteroDa')}>
          <TextInput
            value={value}
            onChange={(e) => setValue(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            suffix="%"
            data-autofocus
          />
        </Field>
      </form>
    </Dialog>
  );
}
