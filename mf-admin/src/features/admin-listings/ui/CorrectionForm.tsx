/**
 * An admin's correction of a listing, on the forms kit (@automercato/forms): the fields corrected
 * most, checked when they are left with the listing's rules; the rest of the body is sent as it is
 * (the server checks all of it with the dealer's rules, its refusals land under their fields or in
 * the form's alert). A new answer (saved, or another listing) starts the form again from it.
 */
import { useId, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { CheckboxField, Form, NumberField, TextAreaField, TextField } from '@automercato/forms';
import type { AdminListingDetail } from '../api/listings';
import { CORRECTION_RULES, correctionBody, correctionValuesOf, type CorrectionValues } from '../model/correction';
import { submitCorrectionFx } from '../model/listings';
import { t } from '../texts';

const NUMBERS = [
  { key: 'price', label: t('correctionFormStrings.prezzo') },
  { key: 'mileage', label: t('correctionFormStrings.mileage') },
  { key: 'registration_year', label: t('correctionFormStrings.annoDiImmatricolazione') },
  { key: 'registration_month', label: t('correctionFormStrings.meseDiImmatricolazione') },
] as const;

export function CorrectionForm({ listing }: { listing: AdminListingDetail }) {
  const save = useUnit(submitCorrectionFx);
  // A new object only for a new answer: the form starts again from it.
  const initialValues = useMemo(() => correctionValuesOf(listing), [listing]);
  const nameId = useId();
  const onSubmit = async (values: CorrectionValues): Promise<void> => {
    await save(correctionBody(listing, values));
  };

  return (
    <>
      <span id={nameId} hidden>{t('correctionForm.correggiLAnnuncio')}</span>
      <Form<CorrectionValues>
        labelledBy={nameId} className="adm-correction" rules={CORRECTION_RULES} initialValues={initialValues} onSubmit={onSubmit}
        submitLabel={t('correctionForm.salvaCorrezioni')} wideSubmit={false}
      >
        <div className="adm-correction__grid">
          <TextField name="version" label={t('correctionFormStrings.version')} />
          {NUMBERS.map((f) => <NumberField key={f.key} name={f.key} label={f.label} />)}
          <TextField name="plate" label={t('correctionFormStrings.plate')} />
          <TextField name="vin" label={t('correctionFormStrings.telaioVin')} />
        </div>
        <CheckboxField name="price_negotiable" label={t('correctionForm.prezzoTrattabile')} />
        <TextAreaField name="description" label={t('correctionForm.descrizione')} rows={5} />
      </Form>
    </>
  );
}
