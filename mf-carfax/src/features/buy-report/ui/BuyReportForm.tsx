import { useEffect, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Button } from '@automercato/ui/button';
import { Dialog } from '@automercato/ui/dialog';
import { formatDate } from '@automercato/i18n';
import { Field } from '@automercato/ui/field';
import { TextInput } from '@automercato/ui/text-input';
import type { Scope } from '../../reports';
import {
  $buying, $dealer, $fieldError, $formError, $held, $kind, $value, buyFormOpened, buySubmitted, dealerChanged, heldDismissed, heldReportOpened,
  kindChosen, refreshConfirmed, valueChanged,
} from '../model/buy';
import { t } from '../texts';

/** A purchase of a vehicle the dealer holds already: open that report, or spend one on a fresher history. */
function HeldReportDialog() {
  const [held, buying, openHeld, refresh, dismiss] = useUnit([$held, $buying, heldReportOpened, refreshConfirmed, heldDismissed]);
  const report = held?.report;
  return (
    <Dialog
      open={held !== null}
      onClose={() => dismiss()}
      title={report?.plate ? t('buyReportForm.haiGiaUnReport') : t('buyReportForm.haiGiaUnReport2')}
      disabled={buying}
      actions={(
        <>
          <Button variant="secondary" onClick={() => refresh()} busy={buying}>{t('buyReportForm.acquistaUnReportAggiornato')}</Button>
          <Button onClick={() => openHeld()} disabled={buying} data-autofocus>{t('buyReportForm.apriIlReport')}</Button>
        </>
      )}
    >
      {report ? (
        <p>{t('buyReportForm.haiGiaUnReport3')}{report.plate ? t('buyReportForm.laTarga', { plate: report.plate }) : t('buyReportForm.ilTelaio', { v0: report.vin ?? '' })}{t('buyReportForm.del')}{formatDate(report.created_at)}{t('buyReportForm.apriloSenzaSpendereNulla')}</p>
      ) : null}
    </Dialog>
  );
}

/** "Compra un report": by plate (default) or VIN; the admin may name the dealer it is for. */
export function BuyReportForm({ scope, disabledReason }: { scope: Scope; disabledReason?: string | null }) {
  const [kind, value, dealer, fieldError, formError, buying] = useUnit([$kind, $value, $dealer, $fieldError, $formError, $buying]);
  const [open, choose, change, changeDealer, submit] = useUnit([buyFormOpened, kindChosen, valueChanged, dealerChanged, buySubmitted]);
  const scopeKey = scope.kind === 'admin' ? 'admin' : scope.dealerUuid;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { open(scope); }, [scopeKey, open]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  return (
    <form className="am-cfx-buy" onSubmit={onSubmit} noValidate aria-label={t('buyReportForm.compraUnReport')}>
      <fieldset className="am-cfx-buy__kind">
        <legend>{t('buyReportForm.cercaPer')}</legend>
        <label><input type="radio" name="cfx-kind" value="plate" checked={kind === 'plate'} onChange={() => choose('plate')} />{t('buyReportForm.targa')}</label>
        <label><input type="radio" name="cfx-kind" value="vin" checked={kind === 'vin'} onChange={() => choose('vin')} />{t('buyReportForm.telaioVin')}</label>
      </fieldset>
      <Field
        label={kind === 'plate' ? t('buyReportForm.targa2') : t('buyReportForm.numeroDiTelaioVin')}
        hint={kind === 'plate' ? t('buyReportForm.targaItalianaAdEsempio') : t('buyReportForm.n17CaratteriSenzaLe')}
        error={fieldError ?? undefined}
        required
      >
        <TextInput
          value={value}
          onChange={(e) => change(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={kind === 'plate' ? 10 : 20}
          style={{ textTransform: 'uppercase' }}
        />
      </Field>
      {scope.kind === 'admin' ? (
        <Field label={t('buyReportForm.concessionario')} hint={t('buyReportForm.uuidOSlugDel')} optionalText={t('buyReportForm.facoltativo')}>
          <TextInput value={dealer} onChange={(e) => changeDealer(e.target.value)} autoComplete="off" />
        </Field>
      ) : null}
      {formError ? <p className="am-cfx-form-error" role="alert">{formError}</p> : null}
      {disabledReason ? <p className="am-cfx-note">{disabledReason}</p> : null}
      <Button type="submit" busy={buying}>{scope.kind === 'admin' ? t('buyReportForm.generaIlReport') : t('buyReportForm.compraIlReport')}</Button>
      <HeldReportDialog />
    </form>
  );
}
